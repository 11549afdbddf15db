import { quotationDetailSchema } from '@fxbo/domain';
import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordPath } from '../../components/recordQueries';
import { fetchJson } from '../../http/fetchJson';

// GET /api/quotations/:id and its PDF (server: modules/quotations/routes.ts); schemas from @fxbo/domain.

export const quotationsKeys = recordKeys('quotations');
export const quotationPath = recordPath('quotations');

/** The printed quotation in `lang`, opened in a new tab. */
export const quotationPdfUrl = (id: string, lang: string) =>
  `${quotationPath(id, '/pdf')}?lang=${encodeURIComponent(lang)}`;

export function useQuotation(id: string) {
  return useQuery({
    queryKey: quotationsKeys.detail(id),
    queryFn: ({ signal }) => fetchJson(quotationPath(id), quotationDetailSchema, { signal }),
    enabled: id !== '',
  });
}
