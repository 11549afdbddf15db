import {
  remittanceBlockListSchema,
  remittanceDetailSchema,
  remittanceShipperListSchema,
  type RemittanceBeneficiaryUpdate,
} from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { useRecordMutation } from '../../components/recordMutation';

// GET/POST/PUT /api/remittances… (server: modules/remittances/routes.ts); schemas from @fxbo/domain.

export const remittancesKeys = {
  ...recordKeys('remittances'),
  shippers: () => ['remittances', 'shippers'] as const,
  blocks: (id: string) => ['remittances', 'blocks', id] as const,
};

export const remittancePath = recordPath('remittances');

/** The shippers ("remittants") the user may see, for the filter picker. */
export function useRemittanceShippers() {
  return useQuery({
    queryKey: remittancesKeys.shippers(),
    queryFn: ({ signal }) => fetchJson('/api/remittances/shippers', remittanceShipperListSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRemittance(id: string) {
  return useQuery({
    queryKey: remittancesKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(remittancePath(id), remittanceDetailSchema, { signal }),
    enabled: id !== '',
  });
}

export function useRemittanceBlocks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: remittancesKeys.blocks(id),
    queryFn: ({ signal }) => fetchJson(remittancePath(id, '/blocks'), remittanceBlockListSchema, { signal }),
    enabled,
  });
}

const action = (id: string, path: string, init: RequestInit, key: string) =>
  fetchJson(remittancePath(id, path), remittanceDetailSchema, withIdempotencyKey(init, key));

/** The row actions; `key` is their dialog's Idempotency-Key. */
export const remittanceActions = {
  cancel: (id: string, reason: string, key: string) =>
    action(id, '/cancel', jsonBody('POST', { reason }), key),
  unblock: (id: string, note: string, key: string) =>
    action(id, '/unblock', jsonBody('POST', { note: note.trim() ? note : null }), key),
  editBeneficiary: (id: string, body: RemittanceBeneficiaryUpdate, key: string) =>
    action(id, '/beneficiary', jsonBody('PUT', body), key),
};

/** A mutation on one remittance: its cached detail becomes the server's answer and every list is refetched. */
export function useRemittanceMutation<V>(
  id: string,
  run: (variables: V, idempotencyKey: string) => Promise<unknown>,
) {
  return useRecordMutation(remittancesKeys, remittanceDetailSchema, id, run, [remittancesKeys.blocks(id)]);
}
