import { z } from 'zod';
import { parseTaxId, type TaxId } from '../documents/tax-id';
import { l } from '../label';
import { fieldIssue, CONTROL, requiredParam } from '../lists/params';
import type { Labels } from '../label';
import type { PermissionKey } from '../permissions';
import { CONTRACT_REFERENCE_KINDS } from './contracts';
import { DOCUMENT_TYPES } from './documents';

/*
 * One search for any reference (issue 24, decisions §49): GET /api/search?q= reads what was typed (a CPF/CNPJ
 * by its check digits, an OPR number, a Bacen number, or any other reference) and answers the records it
 * names, a few per area, each area only for a user holding its permission and within the user's clients.
 */

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 60;
/** At most this many matches per area; `more` says there were others (the query should be refined). */
export const SEARCH_PER_AREA = 10;

/** What the query was read as: the lookups that run. */
export const SEARCH_KINDS = ['taxId', 'opr', 'bacen', 'reference'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The areas a match comes from, in the order the answer lists them. */
export const SEARCH_AREAS = [
  'remittances',
  'payment-orders',
  'contracts',
  'documents',
  'clients',
  'users',
] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/** The permission(s) an area's matches need: any of them. */
export const SEARCH_AREA_PERMISSIONS: Record<SearchArea, readonly PermissionKey[]> = {
  remittances: ['remittances.consult'],
  'payment-orders': ['payment-orders.consult'],
  contracts: ['contracts.consult'],
  documents: ['documents.consult'],
  // A client is opened on the first of these lists the user may consult, filtered by the client.
  clients: ['contracts.consult', 'payment-orders.consult', 'documents.consult'],
  users: ['users.consult', 'users.administer'],
};

export const SEARCH_AREA_LABELS: Labels<SearchArea> = {
  remittances: l('Remessas', 'Remittances'),
  'payment-orders': l('Ordens de pagamento', 'Payment orders'),
  contracts: l('Contratos de câmbio', 'FX contracts'),
  documents: l('Documentos', 'Documents'),
  clients: l('Clientes', 'Clients'),
  users: l('Usuários', 'Users'),
};

/** Which of the record's identifiers matched. */
export const SEARCH_FIELDS = [
  'reference',
  'beneficiaryTaxId',
  'oprNumber',
  'contractNumber',
  'bacenNumber',
  'contractReference',
  'documentNumber',
  'clientTaxId',
  'userCpf',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const SEARCH_FIELD_LABELS: Labels<SearchField> = {
  reference: l('Referência', 'Reference'),
  beneficiaryTaxId: l('CPF/CNPJ do beneficiário', 'Beneficiary’s CPF/CNPJ'),
  oprNumber: l('Número OPR', 'OPR number'),
  contractNumber: l('Número do contrato', 'Contract number'),
  bacenNumber: l('Número Bacen', 'Bacen number'),
  contractReference: l('Referência do contrato', 'Contract reference'),
  documentNumber: l('Número do documento', 'Document number'),
  clientTaxId: l('CPF/CNPJ do cliente', 'Client’s CPF/CNPJ'),
  userCpf: l('CPF do usuário', 'User’s CPF'),
};

/** How the query is read: a valid CPF/CNPJ, or the upper-case text with what else it may be. */
export type SearchReading =
  | { kinds: readonly SearchKind[]; taxId: TaxId; text?: undefined }
  | { kinds: readonly SearchKind[]; taxId?: undefined; text: string };

const OPR = /^OPR\d*$/;
// A CPF or CNPJ as people write one: bare, or with its whole mask (a contract number such as 2024/0003443 is
// eleven digits once its slash is dropped, and as likely as any to carry a valid CPF's check digits).
const TAX_ID_SHAPES = [
  /^\d{11}$/,
  /^\d{3}\.\d{3}\.\d{3}-\d{2}$/,
  /^[0-9A-Z]{12}\d{2}$/,
  /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
];
const BACEN = /^\d{9}$/;

/**
 * Reads a trimmed query: a CPF or CNPJ (bare or masked) with valid check digits is only that; "OPR…" is only
 * an OPR number; nine digits are a Bacen number and also any other reference; anything else is a reference
 * (a remittance's, a contract's number or one of its reference numbers, a document's number).
 */
export function readSearch(query: string): SearchReading {
  const text = query.trim().toUpperCase();
  const taxId = TAX_ID_SHAPES.some((shape) => shape.test(text)) ? parseTaxId(text) : null;
  if (taxId) return { kinds: ['taxId'], taxId };
  if (OPR.test(text)) return { kinds: ['opr'], text };
  return { kinds: BACEN.test(text) ? ['bacen', 'reference'] : ['reference'], text };
}

/** The query: 2 to 60 characters once trimmed, no control characters. */
export const searchQuerySchema = z.object({
  q: requiredParam(
    z
      .string()
      .optional()
      .transform((raw, ctx): string => {
        const value = (raw ?? '').trim();
        if (!value) fieldIssue(ctx, 'search_required');
        else if (CONTROL.test(value)) fieldIssue(ctx, 'invalid_characters');
        else if ([...value].length < SEARCH_MIN) fieldIssue(ctx, 'search_too_short');
        else if ([...value].length > SEARCH_MAX) fieldIssue(ctx, 'search_too_long');
        return value;
      }),
  ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchMatchSchema = z.object({
  id: z.string(),
  field: z.enum(SEARCH_FIELDS),
  /** The identifier that matched, as recorded (a CPF/CNPJ unmasked). */
  value: z.string(),
  /** Who the record is of: the client (or, for a user, the user's name; for a remittance, its beneficiary). */
  name: z.string(),
  /** A contract reference's kind, or a document's type. */
  referenceKind: z.enum(CONTRACT_REFERENCE_KINDS).optional(),
  documentType: z.enum(DOCUMENT_TYPES).optional(),
  /** The screen that opens the record. */
  url: z.string(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchGroupSchema = z.object({
  area: z.enum(SEARCH_AREAS),
  items: z.array(searchMatchSchema).max(SEARCH_PER_AREA),
  /** More matched than shown. */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  kinds: z.array(z.enum(SEARCH_KINDS)),
  /** Only the areas with a match, in SEARCH_AREAS order. */
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
