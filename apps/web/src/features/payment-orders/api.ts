import {
  paymentOrderDetailSchema,
  type PaymentOrderCancelRequest,
  type PaymentOrderCommentRequest,
  type PaymentOrderConfirmRequest,
  type PaymentOrderWriteOffRequest,
} from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { useRecordMutation } from '../../components/recordMutation';

// GET/POST /api/payment-orders/:id… (server: modules/payment-orders/routes.ts); schemas from @fxbo/domain.

/** The list's key is the one ResourceListPage uses (`['payment-orders', 'list', url]`). */
export const paymentOrdersKeys = recordKeys('payment-orders');

export const paymentOrderPath = recordPath('payment-orders');

/** The stored file, answered as an attachment (Content-Disposition): a plain link downloads it. */
export const attachmentUrl = (orderId: string, attachmentId: string) =>
  paymentOrderPath(orderId, `/attachments/${encodeURIComponent(attachmentId)}`);

export function usePaymentOrder(id: string) {
  return useQuery({
    queryKey: paymentOrdersKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(paymentOrderPath(id), paymentOrderDetailSchema, { signal }),
    enabled: id !== '',
  });
}

const action = (id: string, path: string, body: unknown, key: string) =>
  fetchJson(
    paymentOrderPath(id, path),
    paymentOrderDetailSchema,
    withIdempotencyKey(jsonBody('POST', body), key),
  );

/** Each staff action answers with the order as it now is; `key` is its dialog's Idempotency-Key. */
export const paymentOrderActions = {
  confirm: (id: string, body: PaymentOrderConfirmRequest, key: string) => action(id, '/confirm', body, key),
  cancel: (id: string, body: PaymentOrderCancelRequest, key: string) => action(id, '/cancel', body, key),
  comment: (id: string, body: PaymentOrderCommentRequest, key: string) => action(id, '/comments', body, key),
  writeOff: (id: string, body: PaymentOrderWriteOffRequest, key: string) =>
    action(id, '/write-offs', body, key),
};

/**
 * A staff action on one order: its cached detail becomes the server's answer, and every list is refetched
 * (state, credit date and balances are list columns).
 */
export function usePaymentOrderMutation<V>(
  id: string,
  run: (variables: V, idempotencyKey: string) => Promise<unknown>,
) {
  return useRecordMutation(paymentOrdersKeys, paymentOrderDetailSchema, id, run);
}
