import { recordPath } from '../../components/recordQueries';

// The quotation's PDF (server: modules/quotations/routes.ts); its record page reads it by its id
// (recordDetailPage).

/** The printed quotation in `lang`, opened in a new tab. */
export const quotationPdfUrl = (id: string, lang: string) =>
  `${recordPath('quotations')(id, '/pdf')}?lang=${encodeURIComponent(lang)}`;
