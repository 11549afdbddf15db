import { z } from 'zod';

/** Figures of the landing page, one per area the user may consult (issue: /home "as areas land"). */
export const HOME_FIGURES = [
  'remittances.today',
  'remittances.blocked',
  'payment-orders.waiting-credit',
  'documents.open-pendencies',
  'parcels.pending',
  'access-requests.pending',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURES)[number];

export const homeSummarySchema = z.object({
  items: z.array(z.object({ key: z.enum(HOME_FIGURES), count: z.number().int().min(0), url: z.string() })),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
