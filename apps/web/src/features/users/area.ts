import { USERS_PATH, USER_DETAIL_ROUTE, USER_PROFILES_PATH, type PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type users from '../../i18n/pt-BR/users.json';

declare module '../../i18n/resources' {
  interface AppResources {
    users: typeof users;
  }
}

const permissions: readonly PermissionKey[] = ['users.consult', 'users.administer'];
const namespaces = ['components', 'users'] as const;

export const usersArea: Area = {
  screens: [
    shellScreen(USERS_PATH, async () => (await import('./UsersListPage')).UsersListPage, {
      permissions,
      title: 'users',
      namespaces,
      menu: menuPlace('admin.users', 'Users', 'nav.users', 'users'),
    }),
    // Permission profiles (issue 24, decisions §52): named permission sets, edited in one place.
    shellScreen(USER_PROFILES_PATH, async () => (await import('./profiles/ProfilesPage')).ProfilesPage, {
      permissions,
      title: 'permissionProfiles',
      namespaces,
      menu: menuPlace(
        'admin.permission-profiles',
        'Permission profiles',
        'nav.permissionProfiles',
        'profiles',
      ),
    }),
    shellScreen(
      '/admin/users/profiles/new',
      async () => (await import('./profiles/ProfileEditPage')).ProfileEditPage,
      { permissions: ['users.administer'], title: 'permissionProfile', namespaces },
    ),
    shellScreen(
      '/admin/users/profiles/:profileId',
      async () => (await import('./profiles/ProfileEditPage')).ProfileEditPage,
      { permissions, title: 'permissionProfile', namespaces },
    ),
    // The user report (administrators only): no menu entry, opened from the users list.
    shellScreen('/admin/users/report', async () => (await import('./UserReportPage')).UserReportPage, {
      permissions: ['users.administer'],
      title: 'userReport',
      namespaces,
      frame: 'toolbar-only', // a report (spec 2)
    }),
    // The spec lists it without an id: the list is where a user is chosen.
    shellScreen(
      '/admin/users/detail',
      async () => (await import('./UsersDetailRedirect')).UsersDetailRedirect,
      {
        permissions,
        title: 'userDetail',
      },
    ),
    shellScreen(USER_DETAIL_ROUTE, async () => (await import('./UserDetailPage')).UserDetailPage, {
      permissions,
      title: 'userDetail',
      namespaces,
    }),
  ],
};
