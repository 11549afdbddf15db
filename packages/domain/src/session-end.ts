import { l, type Labels } from './label';

/*
 * Why a session ended before its time (sessions.revoked_reason, checked by migration 0030). A request on an
 * ended session is answered 401 `session_ended` with the reason, and the sign-in page says it in the
 * reader's language (issue 24: saving a user's permissions signed the user out without a word).
 */
export const SESSION_END_REASONS = [
  'sign_out',
  'ended_by_user',
  'password_changed',
  'permissions_changed',
  'inactivated',
  'deleted',
  'ended_by_admin',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}

/** What the person whose session ended is told, on the sign-in page and in the 401's title. */
export const SESSION_END_REASON_LABELS: Labels<SessionEndReason> = {
  sign_out: l('Você saiu do sistema. Entre novamente.', 'You signed out. Sign in again.'),
  ended_by_user: l(
    'Esta sessão foi encerrada por você em outro acesso; entre novamente.',
    'You ended this session from another one; sign in again.',
  ),
  password_changed: l(
    'Sua senha foi alterada; entre novamente.',
    'Your password was changed; sign in again.',
  ),
  permissions_changed: l(
    'Suas permissões foram alteradas; entre novamente.',
    'Your permissions were changed; sign in again.',
  ),
  inactivated: l(
    'Seu usuário foi inativado por um administrador.',
    'Your user was inactivated by an administrator.',
  ),
  deleted: l('Seu usuário foi excluído por um administrador.', 'Your user was deleted by an administrator.'),
  ended_by_admin: l(
    'Um administrador encerrou suas sessões; entre novamente.',
    'An administrator ended your sessions; sign in again.',
  ),
};

/** The sign-in page's address parameter naming why the last session ended. */
export const SESSION_ENDED_PARAM = 'ended';
