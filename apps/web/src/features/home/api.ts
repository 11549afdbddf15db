import type { HomeFigureKey } from '@fxbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchJson, lazySchema } from '../../http/fetchJson';

const homeSummarySchema = lazySchema(async () => (await import('./schemas')).homeSummarySchema);

/** GET /api/home/summary: one figure per area the user may consult, counted within the user's clients. */
export const homeSummaryQuery = queryOptions({
  queryKey: ['home', 'summary'],
  queryFn: ({ signal }) => fetchJson('/api/home/summary', homeSummarySchema, { signal }),
});

/** The menu area (app/menu.ts top-level id) each figure belongs to. */
export const FIGURE_AREA: Record<HomeFigureKey, string> = {
  'remittances.today': 'shipments',
  'remittances.blocked': 'shipments',
  'payment-orders.waiting-credit': 'payment-orders',
  'documents.open-pendencies': 'document',
  'parcels.pending': 'document',
  'access-requests.pending': 'admin',
};
