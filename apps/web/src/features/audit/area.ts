import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type audit from '../../i18n/pt-BR/audit.json';

declare module '../../i18n/resources' {
  interface AppResources {
    audit: typeof audit;
  }
}

const permissions: readonly PermissionKey[] = ['audit.consult'];

export const auditArea: Area = {
  screens: [
    shellScreen('/admin/audit', async () => (await import('./AuditPage')).AuditPage, {
      permissions,
      title: 'audit',
      namespaces: ['components', 'audit'],
      menu: menuPlace('admin.audit', 'Audit', 'nav.audit', 'audit'),
    }),
  ],
};
