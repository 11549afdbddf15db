import {
  CONTRACT_DETAIL_ROUTE,
  CONTRACT_LIST_PATH,
  CONTRACT_LOOKUP_PATH,
  type PermissionKey,
} from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import type contracts from '../../i18n/pt-BR/contracts.json';

declare module '../../i18n/resources' {
  interface AppResources {
    contracts: typeof contracts;
  }
}

const permissions: readonly PermissionKey[] = ['contracts.consult'];
const namespaces = ['components', 'contracts'] as const;

export const contractsArea: Area = {
  screens: [
    shellScreen(CONTRACT_LIST_PATH, async () => (await import('./ContractsPage')).ContractsPage, {
      permissions,
      title: 'contract',
      namespaces,
      menu: menuPlace('contract.queries', 'Queries', 'nav.queries', 'search'),
    }),
    shellScreen(CONTRACT_LOOKUP_PATH, async () => (await import('./ContractLookupPage')).ContractLookupPage, {
      permissions,
      title: 'contractDetail',
      namespaces,
    }),
    shellScreen(
      CONTRACT_DETAIL_ROUTE,
      async () => (await import('./ContractDetailPage')).ContractDetailPage,
      { permissions, title: 'contractDetail', namespaces },
    ),
    shellScreen(
      '/contract-document/:documentId',
      async () => (await import('./ContractDocumentsPage')).ContractDocumentsPage,
      { permissions, title: 'contractDocument', namespaces },
    ),
  ],
};
