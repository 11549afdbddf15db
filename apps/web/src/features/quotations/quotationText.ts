import type { QuotationSummary } from '@fxbo/domain';

/** Whom the quotation is for: the client, or the group with `groupWord` ("Grupo Ômega (grupo)"). */
export function partyName(
  q: Pick<QuotationSummary, 'client' | 'group' | 'byGroup'>,
  groupWord: string,
): string {
  if (q.byGroup) return q.group ? `${q.group.name} (${groupWord})` : '—';
  return q.client?.name ?? '—';
}
