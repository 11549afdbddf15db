import { Navigate } from 'react-router';
import { USERS_PATH } from '../../components/UserAdminTabs';

/** /admin/users/detail (spec 2's route list) names no user: the list is where one is chosen. */
export function UsersDetailRedirect() {
  return <Navigate to={USERS_PATH} replace />;
}
