import { useTranslation } from 'react-i18next';
import { ACCESS_REQUESTS_PATH, USER_PROFILES_PATH, USERS_PATH } from '@fxbo/domain';
import { RouteTabs } from './RouteTabs';

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
          to: USER_PROFILES_PATH,
          permissions: ['users.consult', 'users.administer'],
        },
        {
          label: t('tabs.accessRequests'),
          to: ACCESS_REQUESTS_PATH,
          permissions: ['access-requests.approve'],
        },
      ]}
    />
  );
}
