import {
  exchangeHoursSchema,
  fxQuoteSchema,
  receivingCreatedSchema,
  receivingPreviewSchema,
  type ReceivingRequest,
} from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../../http/fetchJson';
import { paymentOrderPath } from '../api';

// The receiving flow's calls (server: modules/payment-orders/receiving-routes.ts, modules/quotes/routes.ts).

export const receiveKeys = {
  hours: ['payment-orders', 'exchange-hours'] as const,
  // Not under the detail's keys: invalidating an order must not ask for a new quote.
  quote: (orderId: string) => ['fx-quote', orderId] as const,
};

export function useExchangeHours() {
  return useQuery({
    queryKey: receiveKeys.hours,
    queryFn: ({ signal }) => fetchJson('/api/payment-orders/exchange-hours', exchangeHoursSchema, { signal }),
    // The hours open and close while the screen is open: asked again now and then.
    refetchInterval: 60_000,
    staleTime: 0,
  });
}

/**
 * The submission's multipart body: `data` (the form as JSON) first, then the file in `document`. The server
 * checks the form before it reads the file and refuses a file that comes first (decisions §40).
 */
export function receivingFormData(body: ReceivingRequest, document: File | null): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (document) form.append('document', document, document.name);
  return form;
}

export const receivingApi = {
  /** A quote to receive the order at, valid for a few seconds (503 when the provider cannot quote now). */
  quote: (orderId: string) =>
    fetchJson(paymentOrderPath(orderId, '/quote'), fxQuoteSchema, { method: 'POST' }),
  preview: (orderId: string, body: ReceivingRequest) =>
    fetchJson(
      paymentOrderPath(orderId, '/receivings/preview'),
      receivingPreviewSchema,
      jsonBody('POST', body),
    ),
  /**
   * The form and its file (receivingFormData); the browser writes the multipart boundary. `key` is the flow's
   * Idempotency-Key: a repeat is answered with the first receiving, never made twice.
   */
  submit: (orderId: string, body: ReceivingRequest, document: File | null, key: string) =>
    fetchJson(
      paymentOrderPath(orderId, '/receivings'),
      receivingCreatedSchema,
      withIdempotencyKey({ method: 'POST', body: receivingFormData(body, document) }, key),
    ),
};

/** The market's live rate of a currency (server-sent events, `event: tick`). */
export const quoteStreamUrl = (currency: string) =>
  `/api/quotes/stream?currency=${encodeURIComponent(currency)}`;

/** The PDF receipt of a receiving. */
export const receiptUrl = (orderId: string, receivingId: string) =>
  paymentOrderPath(orderId, `/receivings/${encodeURIComponent(receivingId)}/receipt.pdf`);
