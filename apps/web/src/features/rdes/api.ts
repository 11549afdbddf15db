import { rdeDetailSchema } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/rdes/:id (server: modules/rdes/routes.ts); schemas from @fxbo/domain.

export const rdeKeys = recordKeys('rdes');
export const rdePath = recordPath('rdes');

export function useRde(id: string) {
  return useQuery({
    queryKey: rdeKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(rdePath(id), rdeDetailSchema, { signal }),
    enabled: id !== '',
  });
}
