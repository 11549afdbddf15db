import type { Maintenance, UpdateMaintenance } from '@fxbo/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson, jsonBody, lazySchema } from '../../http/fetchJson';

const maintenanceSchema = lazySchema(async () => (await import('../schemas')).maintenanceSchema);

/** How often a signed-in page asks whether the maintenance notice is on (also on focus and reconnection). */
export const MAINTENANCE_POLL_MS = 15_000;

export const maintenanceKey = ['maintenance'] as const;

/** GET /api/maintenance, polled: an administrator's switch reaches every open page without a reload. */
export const maintenanceQuery = queryOptions({
  queryKey: maintenanceKey,
  queryFn: ({ signal }) => fetchJson('/api/maintenance', maintenanceSchema, { signal }),
  refetchInterval: MAINTENANCE_POLL_MS,
  refetchOnWindowFocus: 'always',
  staleTime: 0,
});

/** PUT /api/maintenance (permission settings.maintenance). */
export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMaintenance) =>
      fetchJson('/api/maintenance', maintenanceSchema, jsonBody('PUT', body)),
    onSuccess: (saved: Maintenance) => queryClient.setQueryData(maintenanceKey, saved),
  });
}
