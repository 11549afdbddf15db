import type { ContractStatus, DocumentationStatus } from '@fxbo/domain';

export const IMPORT_CONTRACTS_PATH = '/import-export/import-contracts';
export const EXPORT_PENDING_PATH = '/import-export/export-contracts/export-pending';
export const IMPORT_REPORT_PATH = '/import-export/import-report';
export const EXPORT_REPORT_PATH = '/import-export/export-report';

export const STATUS_COLORS: Record<ContractStatus, 'warning' | 'success' | 'default'> = {
  open: 'warning',
  liquidated: 'success',
  canceled: 'default',
};

export const DOCUMENTATION_COLORS: Record<DocumentationStatus, 'warning' | 'success'> = {
  pending: 'warning',
  complete: 'success',
};
