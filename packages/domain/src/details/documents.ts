import { l } from '../label';
import { documentsList, DOCUMENT_TYPE_LABELS, type DocumentDetail } from '../api/documents';
import { contractDetailPath } from '../paths';
import { detailFields } from './fields';

const list = documentsList.columns;

/** A document's page (/document-detail/{id}): the list's columns where the page names them alike, and its own. */
export const DOCUMENT_DETAIL_FIELDS = detailFields<DocumentDetail>()({
  type: { kind: 'enum', labels: DOCUMENT_TYPE_LABELS, label: l('Tipo de documento', 'Document type') },
  // The list's way into the document, without the link to itself.
  number: { kind: 'text', label: list.number.label },
  client: list.client,
  status: list.status,
  issueDate: { kind: 'date', label: l('Data de emissão', 'Issue date') },
  dueDate: list.dueDate,
  currency: list.currency,
  value: list.value,
  poNumber: list.poNumber,
  reference: list.reference,
  process: list.process,
  counterparty: list.counterparty,
  merchandise: list.merchandise,
  shippingCompany: list.shippingCompany,
  contract: {
    kind: 'text',
    label: l('Contrato de câmbio', 'FX contract'),
    link: { to: contractDetailPath, text: 'contractNumber' },
    empty: l('Nenhum contrato vinculado', 'No contract linked'),
  },
  createdBy: { kind: 'text', label: l('Registrado por', 'Recorded by') },
  createdAt: { kind: 'dateTime', label: l('Registrado em', 'Recorded at') },
  updatedAt: { kind: 'dateTime', label: l('Atualizado em', 'Updated at') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true, omitEmpty: true },
});
