import type { UserDetail } from '@fxbo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { UserClients } from './UserClients';
import { UserPermissions } from './UserPermissions';
import { UserProfilePicker } from './profiles/UserProfilePicker';

type Part = 'permissions' | 'clients' | 'profile';

/**
 * A user's profile, permissions and clients: editable by administrators (users.administer), read-only for
 * consultants. Unsaved edits of any of them: leaving asks first (issue 24).
 */
export function UserAccess({ record: user }: { record: UserDetail }) {
  const { t } = useTranslation('users');
  const editable = holdsAny(useSession()?.roles ?? [], ['users.administer']);
  const [unsaved, setUnsaved] = useState<Record<Part, boolean>>({
    permissions: false,
    clients: false,
    profile: false,
  });
  // One stable callback a part, told whether that part has unsaved edits.
  const changed = useMemo(() => {
    const of = (part: Part) => (is: boolean) =>
      setUnsaved((u) => (u[part] === is ? u : { ...u, [part]: is }));
    return { permissions: of('permissions'), clients: of('clients'), profile: of('profile') };
  }, []);
  // Each keyed by the last change, so a saved answer (or another administrator's) resets the draft.
  return (
    <>
      <UnsavedChangesGuard when={Object.values(unsaved).some(Boolean)} />
      <DetailSection id="user-profile" title={t('profiles.picker.title')}>
        <UserProfilePicker
          key={user.updatedAt}
          user={user}
          editable={editable}
          onChangedChange={changed.profile}
        />
      </DetailSection>
      <DetailSection id="user-permissions" title={t('permissions.title')}>
        <UserPermissions
          key={user.updatedAt}
          user={user}
          editable={editable}
          onChangedChange={changed.permissions}
        />
      </DetailSection>
      <DetailSection id="user-clients" title={t('clients.title')}>
        <UserClients key={user.updatedAt} user={user} editable={editable} onChangedChange={changed.clients} />
      </DetailSection>
    </>
  );
}
