import { contractDocumentsPageSchema } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/contract-documents/:documentId and its /file (server: modules/contracts/routes.ts).

const documentsKeys = recordKeys('contract-documents');
const documentsPath = recordPath('contract-documents');

/** A document's contract and all its documents (/contract-document/{documentId}). */
export function useContractDocuments(documentId: string) {
  return useQuery({
    queryKey: documentsKeys.detail(documentId),
    queryFn: ({ signal }) => fetchJson(documentsPath(documentId), contractDocumentsPageSchema, { signal }),
    enabled: documentId !== '',
  });
}

/** The file stored with a document, as the server stored it. */
export const contractDocumentFileUrl = (documentId: string) => documentsPath(documentId, '/file');
