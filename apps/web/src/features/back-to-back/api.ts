import { backToBackDetailSchema } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/back-to-back/:id (server: modules/back-to-back/routes.ts); schemas from @fxbo/domain.

export const backToBackKeys = recordKeys('back-to-back');
export const backToBackPath = recordPath('back-to-back');

export function useBackToBack(id: string) {
  return useQuery({
    queryKey: backToBackKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(backToBackPath(id), backToBackDetailSchema, { signal }),
    enabled: id !== '',
  });
}
