import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { notify } from '../../components/notifications';
import { canGrant, samePermissions } from '../../components/permissionGroups';
import { PermissionTree } from '../../components/PermissionTree';
import { userActions, useUserMutation } from './api';
import { SaveBar, type EditedSectionProps } from './SaveBar';
import { useSaveErrorText } from './useSaveErrorText';

/**
 * The user's permissions as a checkbox tree by area. An administrator ticks only permissions they hold
 * (the others are disabled) and saving ends the user's sessions, so the change applies at the next sign-in.
 * Keyed by the user's `updatedAt` by the page, so a saved answer resets the draft.
 */
export function UserPermissions({ user, editable, onChangedChange }: EditedSectionProps) {
  const { t } = useTranslation('users');
  const actor = useSession()?.permissions ?? [];
  const saveErrorText = useSaveErrorText();
  const [draft, setDraft] = useState<string[]>(user.permissions);
  const save = useUserMutation(user.id, (permissions: string[], key: string) =>
    userActions.setPermissions(user.id, permissions, key),
  );
  const changed = !samePermissions(draft, user.permissions);
  useEffect(() => onChangedChange?.(changed), [changed, onChangedChange]);

  const error = saveErrorText(save, {
    self_protection: t('errors.selfProtection.permissions'),
    not_found: t('errors.notFound'),
  });

  return (
    <Stack spacing={2}>
      <PermissionTree
        label={t('permissions.title')}
        value={draft}
        onChange={setDraft}
        readOnly={!editable}
        canChange={(key) => canGrant(key, actor, user.permissions)}
        {...(user.profile
          ? {
              inherited: {
                keys: user.profile.permissions,
                source: t('profiles.fromProfile', { name: user.profile.name }),
              },
            }
          : {})}
        note={
          <>
            {user.profile ? t('permissions.withProfile', { name: user.profile.name }) : null}
            {user.profile && editable ? ' ' : null}
            {editable ? t('permissions.note') : null}
          </>
        }
      />
      {editable ? (
        <SaveBar
          error={error}
          changed={changed}
          saving={save.isPending}
          onUndo={() => setDraft(user.permissions)}
          onSave={() =>
            save.mutate(draft, {
              onSuccess: () => notify(t('permissions.saved', { name: user.name }), { severity: 'success' }),
            })
          }
          labels={{ undo: t('permissions.undo'), save: t('permissions.save') }}
        />
      ) : null}
    </Stack>
  );
}
