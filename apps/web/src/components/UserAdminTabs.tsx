import { useTranslation } from 'react-i18next';
import { RouteTabs } from './RouteTabs';

export const USERS_PATH = '/admin/users';
export const REQUESTS_PATH = '/admin/users/access-requests';
export const PROFILES_TAB_PATH = '/admin/users/profiles';

/** Users | Access requests: the one pair of tabs over two features' lists (users, access-requests). */
export function UserAdminTabs() {
  const { t } = useTranslation('users');
  return (
    <RouteTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.users'), to: USERS_PATH, permissions: ['users.consult', 'users.administer'] },
        {
          label: t('tabs.profiles'),
          to: PROFILES_TAB_PATH,
          permissions: ['users.consult', 'users.administer'],
        },
        { label: t('tabs.accessRequests'), to: REQUESTS_PATH, permissions: ['access-requests.approve'] },
      ]}
    />
  );
}
