import { fxSpreadListSchema, fxSpreadSchema, type FxSpreadUpdate } from '@fxbo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../components/listState';
import { fetchJson, jsonBody } from '../../../http/fetchJson';

// GET and PUT /api/fx-spreads (server: modules/payment-orders/quotes/spreads.ts); schemas from @fxbo/domain.

export const spreadKeys = {
  all: ['fx-spreads'] as const,
  /** The defaults alone (no client), or the defaults and one client's own. */
  list: (clientId: string | null) => ['fx-spreads', clientId ?? 'defaults'] as const,
};

export function useSpreads(clientId: string | null) {
  return useQuery({
    queryKey: spreadKeys.list(clientId),
    queryFn: ({ signal }) =>
      fetchJson(`/api/fx-spreads${queryString({ clientId })}`, fxSpreadListSchema, { signal }),
  });
}

/**
 * Saves one spread, sending what `toBody` makes of the form's values; every list is asked again (a default
 * shows beside each client's own).
 */
export function useSetSpread<V>(toBody: (values: V) => FxSpreadUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => fetchJson('/api/fx-spreads', fxSpreadSchema, jsonBody('PUT', toBody(values))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spreadKeys.all }),
  });
}
