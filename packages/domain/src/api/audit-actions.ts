import type { Labels } from '../lists';

/*
 * Every action the audit log records (audit_log.action). The database allows exactly these (check constraint
 * `audit_log_action_known`, held equal by a schema test), each labelled below in both languages (the audit
 * screen and its downloads write the label, never the code). Adding an action: add it here with its label,
 * and to a migration's constraint.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.inactivate',
  'user.activate',
  'user.delete',
  'user.unblock',
  'user.blocked_by_failures',
  'user.permissions.update',
  'user.clients.update',
  'user.password_link.send',
  'user.sessions.revoke',
  'access_request.create',
  'access_request.existing_account',
  'access_request.approve',
  'access_request.reject',
  'sign_in',
  'sign_in.trusted_device',
  'sign_out',
  'session.revoke',
  'session.revoke_others',
  'password.change',
  'password.recovery_requested',
  'password.reset',
  'totp.setup',
  'totp.enable',
  'totp.disable',
  'remittance.cancel',
  'remittance.unblock',
  'remittance.update_beneficiary',
  'payment_order.confirm',
  'parcel.authorize',
  'parcel.reject',
  'maintenance.on',
  'maintenance.off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** Each action's label, in both languages (the audit screen and the downloads write these, never the code). */
export const AUDIT_ACTION_LABELS: Labels<AuditAction> = {
  'user.create': { 'pt-BR': 'Usuário criado', en: 'User created' },
  'user.inactivate': { 'pt-BR': 'Usuário inativado', en: 'User inactivated' },
  'user.activate': { 'pt-BR': 'Usuário ativado', en: 'User activated' },
  'user.delete': { 'pt-BR': 'Usuário excluído', en: 'User deleted' },
  'user.unblock': { 'pt-BR': 'Usuário desbloqueado', en: 'User unblocked' },
  'user.blocked_by_failures': {
    'pt-BR': 'Usuário bloqueado por senhas incorretas',
    en: 'User blocked after wrong passwords',
  },
  'user.permissions.update': { 'pt-BR': 'Permissões alteradas', en: 'Permissions changed' },
  'user.clients.update': { 'pt-BR': 'Clientes alterados', en: 'Clients changed' },
  'user.password_link.send': { 'pt-BR': 'Link de senha enviado', en: 'Password link sent' },
  'user.sessions.revoke': { 'pt-BR': 'Sessões do usuário encerradas', en: "User's sessions ended" },
  'access_request.create': { 'pt-BR': 'Acesso solicitado', en: 'Access requested' },
  'access_request.existing_account': {
    'pt-BR': 'Acesso solicitado para conta existente',
    en: 'Access requested for an existing account',
  },
  'access_request.approve': { 'pt-BR': 'Solicitação de acesso aprovada', en: 'Access request approved' },
  'access_request.reject': { 'pt-BR': 'Solicitação de acesso recusada', en: 'Access request rejected' },
  sign_in: { 'pt-BR': 'Entrada no sistema', en: 'Signed in' },
  'sign_in.trusted_device': {
    'pt-BR': 'Entrada em dispositivo confiável',
    en: 'Signed in on a trusted device',
  },
  sign_out: { 'pt-BR': 'Saída do sistema', en: 'Signed out' },
  'session.revoke': { 'pt-BR': 'Sessão encerrada', en: 'Session ended' },
  'session.revoke_others': { 'pt-BR': 'Outras sessões encerradas', en: 'Other sessions ended' },
  'password.change': { 'pt-BR': 'Senha alterada', en: 'Password changed' },
  'password.recovery_requested': {
    'pt-BR': 'Recuperação de senha solicitada',
    en: 'Password recovery requested',
  },
  'password.reset': { 'pt-BR': 'Senha redefinida', en: 'Password reset' },
  'totp.setup': { 'pt-BR': 'Aplicativo autenticador configurado', en: 'Authenticator app set up' },
  'totp.enable': { 'pt-BR': 'Aplicativo autenticador ativado', en: 'Authenticator app enabled' },
  'totp.disable': { 'pt-BR': 'Aplicativo autenticador desativado', en: 'Authenticator app disabled' },
  'remittance.cancel': { 'pt-BR': 'Remessa cancelada', en: 'Remittance canceled' },
  'remittance.unblock': { 'pt-BR': 'Remessa desbloqueada', en: 'Remittance unblocked' },
  'remittance.update_beneficiary': {
    'pt-BR': 'Beneficiário da remessa alterado',
    en: 'Remittance beneficiary changed',
  },
  'payment_order.confirm': { 'pt-BR': 'Ordem de pagamento confirmada', en: 'Payment order confirmed' },
  'parcel.authorize': { 'pt-BR': 'Parcela autorizada', en: 'Parcel authorized' },
  'parcel.reject': { 'pt-BR': 'Parcela recusada', en: 'Parcel rejected' },
  'maintenance.on': { 'pt-BR': 'Aviso de manutenção ativado', en: 'Maintenance notice turned on' },
  'maintenance.off': { 'pt-BR': 'Aviso de manutenção desativado', en: 'Maintenance notice turned off' },
};

/** The records an action is about (audit_log.entity), labelled. */
export const AUDIT_ENTITY_LABELS: Labels<string> = {
  user: { 'pt-BR': 'Usuário', en: 'User' },
  access_request: { 'pt-BR': 'Solicitação de acesso', en: 'Access request' },
  session: { 'pt-BR': 'Sessão', en: 'Session' },
  remittance: { 'pt-BR': 'Remessa', en: 'Remittance' },
  payment_order: { 'pt-BR': 'Ordem de pagamento', en: 'Payment order' },
  parcel: { 'pt-BR': 'Parcela', en: 'Parcel' },
  app_settings: { 'pt-BR': 'Configurações', en: 'Settings' },
};

/** Groups the audit screen filters by (the server matches an action ending in a dot as a prefix). */
export const AUDIT_ACTION_PREFIXES = [
  'user.',
  'access_request.',
  'session.',
  'password.',
  'totp.',
  'remittance.',
  'parcel.',
  'maintenance.',
] as const;
