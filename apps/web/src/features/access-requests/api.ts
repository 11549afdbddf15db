import {
  accessRequestDecisionSchema,
  accessRequestDetailSchema,
  type AccessRequestApprove,
} from '@fxbo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';

// /api/access-requests… (server: modules/access-requests/routes.ts); schemas from @fxbo/domain.

export const accessRequestKeys = {
  all: ['access-requests'] as const,
  list: (query: string) => ['access-requests', 'list', query] as const,
  detail: (id: string) => ['access-requests', 'detail', id] as const,
};

export function useAccessRequest(id: string) {
  return useQuery({
    queryKey: accessRequestKeys.detail(id),
    queryFn: ({ signal }) =>
      fetchJson(`/api/access-requests/${encodeURIComponent(id)}`, accessRequestDetailSchema, { signal }),
  });
}

export type Decision = { kind: 'approve'; body: AccessRequestApprove } | { kind: 'reject'; reason: string };

/** Approves or rejects a request; afterwards the requests (and, after an approval, the users) are refetched. */
export function useDecision(id: string) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (decision: Decision, key: string) =>
      fetchJson(
        `/api/access-requests/${encodeURIComponent(id)}/${decision.kind}`,
        accessRequestDecisionSchema,
        withIdempotencyKey(
          jsonBody('POST', decision.kind === 'approve' ? decision.body : { reason: decision.reason }),
          key,
        ),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accessRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
