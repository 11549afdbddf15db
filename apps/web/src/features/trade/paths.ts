import type { ContractStatus, DocumentationStatus } from '@fxbo/domain';

/** A contract's page (the contracts area's route; features do not import each other). */
export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;

export const IMPORT_CONTRACTS_PATH = '/import-export/import-contracts';
export const EXPORT_PENDING_PATH = '/import-export/export-contracts/export-pending';
export const IMPORT_REPORT_PATH = '/import-export/import-report';
export const EXPORT_REPORT_PATH = '/import-export/export-report';

/** A report's address for the client already chosen on a screen (its picker keeps the name beside the id). */
export function reportPath(path: string, client?: { id: string; name: string }): string {
  if (!client) return path;
  return `${path}?${new URLSearchParams({ clientId: client.id, client: client.name }).toString()}`;
}

export const STATUS_COLORS: Record<ContractStatus, 'warning' | 'success' | 'default'> = {
  open: 'warning',
  liquidated: 'success',
  canceled: 'default',
};

export const DOCUMENTATION_COLORS: Record<DocumentationStatus, 'warning' | 'success'> = {
  pending: 'warning',
  complete: 'success',
};
