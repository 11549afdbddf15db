import { useTranslation } from 'react-i18next';
import { RouteTabs } from '../../components/RouteTabs';

export const REQUESTS_PATH = '/admin/users/access-requests';

/** Users | Access requests: the same two tabs as the users list (features share through components/). */
export function RequestsTabs() {
  const { t } = useTranslation('users');
  return (
    <RouteTabs
      label={t('tabs.label')}
      tabs={[
        { label: t('tabs.users'), to: '/admin/users', permissions: ['users.consult', 'users.administer'] },
        { label: t('tabs.accessRequests'), to: REQUESTS_PATH, permissions: ['access-requests.approve'] },
      ]}
    />
  );
}
