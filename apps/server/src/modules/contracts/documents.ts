import { CONTRACT_DOCUMENT_KINDS, l, type ContractDocumentsPage } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import { translations } from '../../http/messages.js';
import { clientScope, inClientScope } from '../../platform/client-scope.js';
import { notFound, type RecordContext } from '../../platform/record-route.js';

/*
 * /contract-document/{documentId} (spec 2): the document's contract and every document of it, grouped by kind
 * on the page, and the file stored with a document. The contract's client scope decides: another client's
 * document is "not found", like its contract.
 */

const text = translations({
  noFile: l('Este documento não tem arquivo guardado.', 'This document has no stored file.'),
});

const documentNotFound = notFound(l('Documento do contrato não encontrado.', 'Contract document not found.'));

/** The contract of a document the user may see, or "not found". */
async function documentContract(ctx: RecordContext, documentId: string) {
  const row = await ctx.db
    .selectFrom('contract_documents as d')
    .innerJoin('contracts as c', 'c.id', 'd.contract_id')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.id', 'c.contract_number', 'c.client_id', 'c.currency', 'cl.name as client_name'])
    .where('d.id', '=', documentId)
    .where(inClientScope('c.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!row) throw documentNotFound(ctx.locale);
  return row;
}

const kindOrder = (kind: (typeof CONTRACT_DOCUMENT_KINDS)[number]) => CONTRACT_DOCUMENT_KINDS.indexOf(kind);

export async function getContractDocuments(
  ctx: RecordContext,
  documentId: string,
): Promise<ContractDocumentsPage> {
  const contract = await documentContract(ctx, documentId);
  // Everything but the file's content: the page only offers its download.
  const rows = await ctx.db
    .selectFrom('contract_documents')
    .select([
      'id',
      'kind',
      'number',
      'document_date',
      'due_date',
      'currency',
      'value',
      'notes',
      'file_name',
      'mime_type',
      'size_bytes',
    ])
    .where('contract_id', '=', contract.id)
    .orderBy('document_date', (ob) => ob.asc().nullsLast())
    .orderBy('id')
    .execute();
  // A stable sort keeps the date order inside each kind.
  rows.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  return {
    documentId,
    contract: {
      id: contract.id,
      contractNumber: contract.contract_number,
      client: { id: contract.client_id, name: contract.client_name },
      currency: contract.currency,
    },
    documents: rows.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      documentDate: d.document_date,
      dueDate: d.due_date,
      currency: d.currency,
      value: d.value,
      notes: d.notes,
      hasFile: d.file_name !== null,
      file:
        d.file_name !== null && d.mime_type !== null && d.size_bytes !== null
          ? { name: d.file_name, mimeType: d.mime_type, sizeBytes: d.size_bytes }
          : null,
    })),
  };
}

/** The file stored with a document, as stored; "not found" when the document has none. */
export async function getContractDocumentFile(ctx: RecordContext, documentId: string) {
  const file = await ctx.db
    .selectFrom('contract_documents as d')
    .innerJoin('contracts as c', 'c.id', 'd.contract_id')
    .select(['d.file_name', 'd.mime_type', 'd.content'])
    .where('d.id', '=', documentId)
    .where(inClientScope('c.client_id', clientScope(ctx.user)))
    .executeTakeFirst();
  if (!file) throw documentNotFound(ctx.locale);
  const { file_name: fileName, mime_type: mimeType, content } = file;
  if (fileName === null || mimeType === null || content === null)
    throw new AppError(404, 'not_found', text('noFile', ctx.locale));
  return { fileName, mimeType, content };
}
