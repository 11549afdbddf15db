import { USERS_PATH } from '@fxbo/domain';
import { useState, type ReactNode } from 'react';
import type { UserDetail } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Block from '@mui/icons-material/Block';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOpen from '@mui/icons-material/LockOpen';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/format';
import { notify } from '../../components/notifications';
import { userActions, useUserMutation } from './api';

export type UserAction = 'inactivate' | 'activate' | 'unblock' | 'resendPassword' | 'endSessions' | 'delete';

/** The actions that apply to a user in its current state (spec 2: inactivate, delete, resend password…). */
export function availableActions(
  user: Pick<UserDetail, 'status' | 'blocked' | 'activeSessions'>,
): UserAction[] {
  const actions: UserAction[] = [];
  if (user.status !== 'inactive') actions.push('inactivate');
  if (user.status !== 'active') actions.push('activate');
  if (user.blocked) actions.push('unblock');
  // The server sends the link to active users only (the reset page refuses the others).
  if (user.status === 'active') actions.push('resendPassword');
  if (user.activeSessions > 0) actions.push('endSessions');
  actions.push('delete');
  return actions;
}

const ICONS: Record<UserAction, ReactNode> = {
  inactivate: <Block />,
  activate: <CheckCircleOutlined />,
  unblock: <LockOpen />,
  resendPassword: <MailOutlined />,
  endSessions: <Logout />,
  delete: <DeleteOutlined />,
};

const DESTRUCTIVE: ReadonlySet<UserAction> = new Set(['inactivate', 'endSessions', 'delete']);

type Result = UserDetail | { expiresAt: string } | { revoked: number } | void;

// The call behind each action.
const RUN: Record<UserAction, (id: string, key: string) => Promise<Result>> = {
  inactivate: userActions.inactivate,
  activate: userActions.activate,
  unblock: userActions.unblock,
  resendPassword: userActions.resendPassword,
  endSessions: userActions.endSessions,
  delete: userActions.remove,
};

/**
 * The administrative actions of /admin/users/:userId/detail, each confirmed in a dialog, reported with a
 * toast, and failing inside its dialog with the reason (e.g. 409 self_protection: "you cannot delete your
 * own user"). A deleted user's page is left for the list.
 */
export function UserActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const navigate = useNavigate();
  // The action of the dialog; kept while the dialog closes, so its text does not change mid-animation.
  const [dialog, setDialog] = useState<{ action: UserAction; open: boolean }>({
    action: 'inactivate',
    open: false,
  });
  const mutation = useUserMutation(user.id, (action: UserAction, key: string) => RUN[action](user.id, key));

  const open = (action: UserAction) => {
    mutation.reset();
    // The dialog stays mounted: each opening is a new submission.
    mutation.renewKey();
    setDialog({ action, open: true });
  };
  const close = () => setDialog((current) => ({ ...current, open: false }));

  const succeeded = (action: UserAction, result: Result) => {
    if (action === 'resendPassword' && result && 'expiresAt' in result) {
      notify(
        t('actions.resendPassword.done', { email: user.email, time: format.dateTime(result.expiresAt) }),
        {
          severity: 'success',
        },
      );
    } else if (action === 'endSessions' && result && 'revoked' in result) {
      notify(t('actions.endSessions.done', { count: result.revoked }), { severity: 'success' });
    } else {
      notify(t(`actions.${action}.done`, { name: user.name }), { severity: 'success' });
    }
    close();
    if (action === 'delete') void navigate(USERS_PATH, { replace: true });
  };

  const { action } = dialog;
  const errorText = mutation.isError
    ? apiErrorText(mutation.error, {
        byCode: {
          self_protection: t(`errors.selfProtection.${action === 'delete' ? 'delete' : 'inactivate'}`),
          user_not_active: t('errors.userNotActive'),
          not_found: t('errors.notFound'),
        },
        network: t('errors.network'),
        generic: t('errors.generic'),
      })
    : undefined;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {availableActions(user).map((a) => (
          <Button
            key={a}
            variant="outlined"
            color={a === 'delete' ? 'error' : 'primary'}
            startIcon={ICONS[a]}
            onClick={() => open(a)}
          >
            {t(`actions.${a}.button`)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={dialog.open}
        title={t(`actions.${action}.title`)}
        message={t(`actions.${action}.message`, { name: user.name, email: user.email })}
        confirmLabel={t(`actions.${action}.confirm`)}
        destructive={DESTRUCTIVE.has(action)}
        pending={mutation.isPending}
        error={errorText}
        onClose={close}
        onConfirm={() => mutation.mutate(action, { onSuccess: (result) => succeeded(action, result) })}
      />
    </>
  );
}
