import { USERS_PATH } from '@fxbo/domain';
import { Navigate } from 'react-router';

/** /admin/users/detail (spec 2's route list) names no user: the list is where one is chosen. */
export function UsersDetailRedirect() {
  return <Navigate to={USERS_PATH} replace />;
}
