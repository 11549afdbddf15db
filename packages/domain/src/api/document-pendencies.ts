import { PENDENCY_WORDS } from './stored-words';
import { z } from 'zod';
import { l } from '../label';
import {
  defineListResource,
  fieldIssue,
  rangeFilters,
  rangeRules,
  STANDARD_PAGING,
  textInput,
  type Labels,
} from '../lists';
import { listResponseSchema } from '../pagination';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from './documents';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * Pending documents (spec 2, Document "Pending": /documents-pending; spec 3 "Pending documents: pendencies,
 * summary, description"): what is missing on a client's documents. The list declared once, open pendencies by
 * default, and the staff's resolution with a note (`documents.resolve-pendencies`). A client user sees its
 * clients' pendencies: what it still has to send.
 */

export const PENDENCY_STATUSES = ['open', 'resolved'] as const;
export type PendencyStatus = (typeof PENDENCY_STATUSES)[number];
export const PENDENCY_STATUS_LABELS: Labels<PendencyStatus> = {
  open: l('Aberta', 'Open'),
  resolved: l('Resolvida', 'Resolved'),
};

/** One row of GET /api/document-pendencies. */
export const documentPendencySummarySchema = z.object({
  id: z.string(),
  /** The document (/document-detail/{id}). */
  document: z.object({ id: z.string(), number: z.string(), type: z.enum(DOCUMENT_TYPES) }),
  client: namedRefSchema,
  summary: z.string(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
  status: z.enum(PENDENCY_STATUSES),
  resolvedAt: z.iso.datetime().nullable(),
  resolutionNote: z.string().nullable(),
});
export type DocumentPendencySummary = z.infer<typeof documentPendencySummarySchema>;
export const documentPendencyListSchema = listResponseSchema(documentPendencySummarySchema);

/** Sortable on indexed columns only (migrations 0005 and 0025); `id` breaks ties. */
export const DOCUMENT_PENDENCY_SORTABLE = ['createdAt', 'id'] as const;
export type DocumentPendencySortField = (typeof DOCUMENT_PENDENCY_SORTABLE)[number];

const STATUS_LABEL = l('Situação', 'Status');
const TYPE_LABEL = l('Tipo de documento', 'Document type');

export const documentPendenciesList = defineListResource({
  name: 'document-pendencies',
  filters: {
    clientId: { kind: 'client', companion: 'client', label: l('Cliente', 'Client') },
    documentType: {
      kind: 'enum',
      values: DOCUMENT_TYPES,
      labels: DOCUMENT_TYPE_LABELS,
      label: TYPE_LABEL,
      screenAll: l('Todos', 'All'),
    },
    status: {
      kind: 'enum',
      values: PENDENCY_STATUSES,
      labels: PENDENCY_STATUS_LABELS,
      label: STATUS_LABEL,
      // "Pending documents": the screen opens on what is still missing.
      screenDefault: 'open',
      screenAll: l('Todas', 'All'),
    },
    ...rangeFilters('createdAt', 'date', l('Criada', 'Created')),
    summary: { kind: 'contains', max: 100, label: l('Resumo contém', 'Summary contains') },
  },
  ranges: rangeRules('createdAt'),
  sortable: DOCUMENT_PENDENCY_SORTABLE,
  defaultSort: 'createdAt:desc',
  ...STANDARD_PAGING,
  maxPage: 10_000,
  columns: {
    documentType: { kind: 'enum', labels: DOCUMENT_TYPE_LABELS, label: TYPE_LABEL, width: 22 },
    documentNumber: { kind: 'text', label: l('Documento', 'Document'), width: 20 },
    client: { kind: 'text', label: l('Cliente', 'Client'), width: 32 },
    // The document analysis's words, labelled in the reader's language (another text as recorded): the screen,
    // the downloads and the PDF alike.
    summary: { kind: 'enum', labels: PENDENCY_WORDS, label: l('Resumo', 'Summary'), width: 32 },
    description: { kind: 'enum', labels: PENDENCY_WORDS, label: l('Descrição', 'Description'), width: 48 },
    createdAt: { kind: 'dateTime', label: l('Criada em', 'Created at'), width: 20 },
    status: { kind: 'enum', labels: PENDENCY_STATUS_LABELS, label: STATUS_LABEL, width: 12 },
    resolvedAt: { kind: 'dateTime', label: l('Resolvida em', 'Resolved at'), width: 20 },
    resolutionNote: { kind: 'text', label: l('Nota da resolução', 'Resolution note'), width: 40 },
  },
  exportColumns: [
    'documentType',
    'documentNumber',
    'client',
    'summary',
    'description',
    'createdAt',
    'status',
    'resolvedAt',
    'resolutionNote',
  ],
  download: {
    file: l('documentos-pendentes', 'pending-documents'),
    sheet: l('Documentos pendentes', 'Pending documents'),
  },
});

// ------------------------------------------------------------------------------------------ resolve

export const RESOLUTION_NOTE_MAX = 1000;

/** POST /api/document-pendencies/:id/resolve: what was done about it, required. */
export const documentPendencyResolveRequestSchema = z.object({
  note: textInput({
    max: RESOLUTION_NOTE_MAX,
    multiline: true,
    required: 'resolution_note_required',
    tooLong: 'text_too_long',
  })
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) fieldIssue(ctx, 'resolution_note_required');
    })
    .transform((v) => v ?? ''),
});
export type DocumentPendencyResolveRequest = z.input<typeof documentPendencyResolveRequestSchema>;

export const documentPendencyIdParamsSchema = z.object({ id: numericIdSchema });
