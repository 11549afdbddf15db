import { userListSchema } from '@fxbo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../components/listState';
import { fetchJson } from '../../http/fetchJson';

// The audit log's rows come through ResourceListPage (GET /api/audit); its actor picker asks for users here.

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
