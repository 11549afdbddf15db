import {
  paymentOrderDetailSchema,
  type PaymentOrderCancelRequest,
  type PaymentOrderCommentRequest,
  type PaymentOrderConfirmRequest,
  type PaymentOrderWriteOffRequest,
} from '@fxbo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson, jsonBody } from '../../http/fetchJson';
import { recordKeys, recordPath } from '../../components/recordQueries';

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

/** Each staff action answers with the order as it now is. */
export const paymentOrderActions = {
  confirm: (id: string, body: PaymentOrderConfirmRequest) =>
    fetchJson(paymentOrderPath(id, '/confirm'), paymentOrderDetailSchema, jsonBody('POST', body)),
  cancel: (id: string, body: PaymentOrderCancelRequest) =>
    fetchJson(paymentOrderPath(id, '/cancel'), paymentOrderDetailSchema, jsonBody('POST', body)),
  comment: (id: string, body: PaymentOrderCommentRequest) =>
    fetchJson(paymentOrderPath(id, '/comments'), paymentOrderDetailSchema, jsonBody('POST', body)),
  writeOff: (id: string, body: PaymentOrderWriteOffRequest) =>
    fetchJson(paymentOrderPath(id, '/write-offs'), paymentOrderDetailSchema, jsonBody('POST', body)),
};

/**
 * A staff action on one order: its cached detail becomes the server's answer, and every list is refetched
 * (state, credit date and balances are list columns).
 */
export function usePaymentOrderMutation<V>(id: string, run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      const parsed = paymentOrderDetailSchema.safeParse(result);
      if (parsed.success) queryClient.setQueryData(paymentOrdersKeys.detail(id), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.lists() });
    },
  });
}
