import { documentsList, documentSummarySchema } from '@fxbo/domain';
import { nullsLast } from '../../http/list-query.js';
import { trimmed } from '../../platform/list-source-fields.js';
import { pageIdsFirst, pageSmallSetFirst } from '../../platform/list-source-plan.js';
import { listSource } from '../../platform/list-source.js';

/*
 * The documents list (/document, spec 3 "Document filters") and the document report (/document-report),
 * declared (platform/list-source.ts): every filter takes its field's standard SQL, in the form its index serves
 * (migrations 0005 and 0022, docs/data-model.md "Indexes"); the contains-searches on migration 0022's trigram
 * indexes. The report is the same source over its required issue period.
 */

/** The most matches of a contains-search read whole (http/list-query.ts `listPageSmallSetFirst`). */
export const WHOLE_SET_LIMIT = 1_000;

/** The contains-searches, each on its trigram index (migration 0022): their page is planned by their matches. */
const SEARCHES = ['counterparty', 'merchandise', 'shippingCompany'] as const;

export const documentSource = listSource({
  resource: documentsList,
  row: documentSummarySchema,
  from: 'documents as d',
  joins: (q) => q.innerJoin('clients as c', 'c.id', 'd.client_id'),
  scope: 'd.client_id',
  fields: {
    id: 'd.id',
    type: 'd.document_type',
    number: 'd.number',
    client: { id: 'd.client_id', name: 'c.name' },
    issueDate: 'd.issue_date',
    dueDate: 'd.due_date',
    // char(3): a value recorded without a currency cannot exist (documents_value_has_currency).
    currency: trimmed('d.currency'),
    value: 'd.value',
    status: 'd.status',
    poNumber: 'd.po_number',
    reference: 'd.reference',
    process: 'd.process',
    counterparty: 'd.counterparty_name',
    merchandise: 'd.merchandise',
    shippingCompany: 'd.shipping_company',
  },
  // Documents without due date or value come last in both directions (migration 0022's two indexes each).
  sorts: { dueDate: [nullsLast('d.due_date')], value: [nullsLast('d.value')] },
  plan: (parts) =>
    SEARCHES.some((name) => parts.query[name])
      ? // A contains-search: few matches are read once by the trigram indexes, many walk the sort index (the
        // search in its indexed form, whose estimate the expression's statistics make right: 10,071 for
        // "maersk"; hidden from the statistics, `|| ''`, it was guessed at 20 rows and the plan became a
        // sequential scan with a sort, 1.4 s). A merchandise or shipping company is shared by thousands of
        // documents: beyond 1,000 matches the sort index is walked (1–11 ms) rather than every match read (17 ms).
        pageSmallSetFirst(parts, { wholeSetLimit: WHOLE_SET_LIMIT })
      : pageIdsFirst(parts),
});

/** One page of the documents the user's scope allows (the list's and the report's). */
export const listDocuments = documentSource.list;
