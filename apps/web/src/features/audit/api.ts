import { auditListSchema, userListSchema } from '@fxbo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../components/listState';
import { fetchJson } from '../../http/fetchJson';

// GET /api/audit (server: modules/audit/routes.ts).

export function useAuditList(query: string) {
  return useQuery({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => fetchJson(`/api/audit${query}`, auditListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Users whose name contains `name`, for the actor picker (needs users.consult or users.administer). */
export function useActorOptions(name: string, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'list', 'actor-options', name],
    queryFn: ({ signal }) =>
      fetchJson(`/api/users${queryString({ name, pageSize: 20, sort: 'name:asc' })}`, userListSchema, {
        signal,
      }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
