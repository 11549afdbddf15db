import { useState } from 'react';
import type { UserDetail } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { apiErrorText } from '../../components/apiErrorText';
import { notify } from '../../components/notifications';
import { canGrant, samePermissions } from '../../components/permissionGroups';
import { PermissionTree } from '../../components/PermissionTree';
import { userActions, useUserMutation } from './api';

/**
 * The user's permissions as a checkbox tree by area. An administrator ticks only permissions they hold
 * (the others are disabled) and saving ends the user's sessions, so the change applies at the next sign-in.
 * Keyed by the user's `updatedAt` by the page, so a saved answer resets the draft.
 */
export function UserPermissions({ user, editable }: { user: UserDetail; editable: boolean }) {
  const { t } = useTranslation('users');
  const actor = useSession()?.permissions ?? [];
  const [draft, setDraft] = useState<string[]>(user.permissions);
  const save = useUserMutation(user.id, (permissions: string[]) =>
    userActions.setPermissions(user.id, permissions),
  );
  const changed = !samePermissions(draft, user.permissions);

  const error = save.isError
    ? apiErrorText(save.error, {
        byFieldCode: t('validation', { returnObjects: true }),
        byCode: {
          self_protection: t('errors.selfProtection.permissions'),
          not_found: t('errors.notFound'),
        },
        network: t('errors.network'),
        generic: t('errors.generic'),
      })
    : undefined;

  return (
    <Stack spacing={2}>
      <PermissionTree
        label={t('permissions.title')}
        value={draft}
        onChange={setDraft}
        readOnly={!editable}
        canChange={(key) => canGrant(key, actor, user.permissions)}
        note={editable ? t('permissions.note') : undefined}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {editable ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={!changed || save.isPending} onClick={() => setDraft(user.permissions)}>
            {t('permissions.undo')}
          </Button>
          <Button
            variant="contained"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => notify(t('permissions.saved', { name: user.name }), { severity: 'success' }),
              })
            }
          >
            {t('permissions.save')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
