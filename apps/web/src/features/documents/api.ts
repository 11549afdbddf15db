import { documentDetailSchema } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/documents/:id and its /file (server: modules/documents/routes.ts); schemas from @fxbo/domain.

export const documentKeys = recordKeys('documents');
export const documentPath = recordPath('documents');

export function useDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(documentPath(id), documentDetailSchema, { signal }),
    enabled: id !== '',
  });
}

/** The file stored with a document, as the server stored it. */
export const documentFileUrl = (id: string) => documentPath(id, '/file');
