import {
  dispatchRequestSummarySchema,
  type DispatchRequestRegisterRequest,
  type DispatchRequestRejectRequest,
} from '@fxbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';

// POST /api/dispatch-requests/:id/register and /reject (server: modules/dispatch-requests/routes.ts).

/** The list's key is the one ResourceListPage uses (`['dispatch-requests', 'list', url]`). */
const LIST_KEY = ['dispatch-requests'] as const;

export const decisionPath = (id: string, decision: 'register' | 'reject') =>
  `/api/dispatch-requests/${encodeURIComponent(id)}/${decision}`;

export type Decision =
  | { kind: 'register'; body: DispatchRequestRegisterRequest }
  | { kind: 'reject'; body: DispatchRequestRejectRequest };

/** Registers or rejects a pending request; the list is read again (the request left the pending queue). */
export function useDecide(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (decision: Decision, key: string) =>
      fetchJson(
        decisionPath(id, decision.kind),
        dispatchRequestSummarySchema,
        withIdempotencyKey(jsonBody('POST', decision.body), key),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
