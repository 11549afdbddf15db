import { parcelDecisionResponseSchema, parcelsList, type ParcelDecisionRequest } from '@fxbo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson, jsonBody } from '../../http/fetchJson';

// POST /api/parcels/decisions (server: modules/parcels/routes.ts).

/** Decides the selected parcels; every parcels list is refetched after (the pending queue loses them). */
export function useParcelDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParcelDecisionRequest) =>
      fetchJson('/api/parcels/decisions', parcelDecisionResponseSchema, jsonBody('POST', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [parcelsList.name] }),
  });
}
