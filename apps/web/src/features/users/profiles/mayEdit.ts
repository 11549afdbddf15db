import { seesEveryClient } from '../../../components/permissionGroups';
import { holdsAny } from '../../../session/access';
import { useSession } from '../../../session/session';

/**
 * Whether the signed-in user may create, edit and delete permission profiles: users.administer and every client
 * (profiles are shared by every client's users; the server refuses anyone else, decisions §52).
 */
export function useMayEditProfiles(): boolean {
  const session = useSession();
  return session !== null && holdsAny(session.roles, ['users.administer']) && seesEveryClient(session);
}
