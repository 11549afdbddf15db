import {
  documentPendenciesList,
  documentPendencySummarySchema,
  type DocumentPendencyResolveRequest,
} from '@fxbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson, jsonBody } from '../../http/fetchJson';

// POST /api/document-pendencies/:id/resolve (server: modules/document-pendencies/routes.ts).

/** Resolves one pendency with its note; every pendencies list is refetched after. */
export function useResolvePendency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentPendencyResolveRequest & { id: string }) =>
      fetchJson(
        `/api/document-pendencies/${encodeURIComponent(id)}/resolve`,
        documentPendencySummarySchema,
        jsonBody('POST', body),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [documentPendenciesList.name] }),
  });
}
