import type { QuotationStatus, QuotationSummary } from '@fxbo/domain';

/** A status's colour wherever it is shown (the list's badge, the detail's chip). */
export const STATUS_COLORS: Record<QuotationStatus, 'info' | 'success' | 'default'> = {
  open: 'info',
  closed: 'success',
  canceled: 'default',
};

/** Whom the quotation is for: the client, or the group with `groupWord` ("Grupo Ômega (grupo)"). */
export function partyName(
  q: Pick<QuotationSummary, 'client' | 'group' | 'byGroup'>,
  groupWord: string,
): string {
  if (q.byGroup) return q.group ? `${q.group.name} (${groupWord})` : '—';
  return q.client?.name ?? '—';
}
