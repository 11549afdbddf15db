import { parcelDecisionResponseSchema, parcelsList, type ParcelDecisionRequest } from '@fxbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../components/useActionMutation';
import { fetchJson, jsonBody, withIdempotencyKey } from '../../http/fetchJson';

// POST /api/parcels/decisions (server: modules/parcels/routes.ts).

/** Decides the selected parcels; every parcels list is refetched after (the pending queue loses them). */
export function useParcelDecision() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (body: ParcelDecisionRequest, key: string) =>
      fetchJson(
        '/api/parcels/decisions',
        parcelDecisionResponseSchema,
        withIdempotencyKey(jsonBody('POST', body), key),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [parcelsList.name] }),
  });
}
