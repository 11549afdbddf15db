import {
  documentPendenciesList,
  documentPendencySummarySchema,
  type DocumentPendencyResolveRequest,
} from '@fxbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';

// POST /api/document-pendencies/:id/resolve (server: modules/document-pendencies/routes.ts).

/** Resolves one pendency with its note; every pendencies list is refetched after. */
export function useResolvePendency() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, ...body }: DocumentPendencyResolveRequest & { id: string }, key: string) =>
      fetchJson(
        `/api/document-pendencies/${encodeURIComponent(id)}/resolve`,
        documentPendencySummarySchema,
        withIdempotencyKey(jsonBody('POST', body), key),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [documentPendenciesList.name] }),
  });
}
