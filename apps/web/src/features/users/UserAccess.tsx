import type { UserDetail } from '@fxbo/domain';
import type { ParseKeys } from 'i18next';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import type { EditedSectionProps } from './SaveBar';
import { UserClients } from './UserClients';
import { UserPermissions } from './UserPermissions';
import { UserProfilePicker } from './profiles/UserProfilePicker';

/** The edited sections, in the page's order: each its heading's id and title, and its editor. */
const PARTS = [
  { part: 'profile', id: 'user-profile', title: 'profiles.picker.title', Editor: UserProfilePicker },
  { part: 'permissions', id: 'user-permissions', title: 'permissions.title', Editor: UserPermissions },
  { part: 'clients', id: 'user-clients', title: 'clients.title', Editor: UserClients },
] as const satisfies readonly {
  part: string;
  id: string;
  title: ParseKeys<'users'>;
  Editor: ComponentType<EditedSectionProps>;
}[];

type Part = (typeof PARTS)[number]['part'];

/**
 * A user's profile, permissions and clients: editable by administrators (users.administer), read-only for
 * consultants. Unsaved edits of any of them: leaving asks first (issue 24).
 */
export function UserAccess({ record: user }: { record: UserDetail }) {
  const { t } = useTranslation('users');
  const editable = holdsAny(useSession()?.roles ?? [], ['users.administer']);
  const [unsaved, setUnsaved] = useState<Partial<Record<Part, boolean>>>({});
  // One stable callback a part, told whether that part has unsaved edits.
  const changed = useMemo(
    () =>
      Object.fromEntries(
        PARTS.map(({ part }) => [
          part,
          (is: boolean) => setUnsaved((u) => (Boolean(u[part]) === is ? u : { ...u, [part]: is })),
        ]),
      ) as Record<Part, (is: boolean) => void>,
    [],
  );
  return (
    <>
      <UnsavedChangesGuard when={Object.values(unsaved).some(Boolean)} />
      {PARTS.map(({ part, id, title, Editor }) => (
        <DetailSection key={id} id={id} title={t(title)}>
          {/* Keyed by the last change, so a saved answer (or another administrator's) resets the draft. */}
          <Editor key={user.updatedAt} user={user} editable={editable} onChangedChange={changed[part]} />
        </DetailSection>
      ))}
    </>
  );
}
