import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../components/RouteTabs';

export const USERS_PATH = '/admin/users';

/** Users | Access requests (the access-requests feature shows the same two tabs). */
export function UsersTabs() {
  const { t } = useTranslation('users');
  return (
    <RouteTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.users'), to: USERS_PATH, permissions: ['users.consult', 'users.administer'] },
        {
          label: t('tabs.accessRequests'),
          to: '/admin/users/access-requests',
          permissions: ['access-requests.approve'],
        },
      ]}
    />
  );
}
