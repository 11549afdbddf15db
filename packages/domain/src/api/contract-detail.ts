import { z } from 'zod';
import { l } from '../label';
import type { Labels } from '../lists';
import { moneyString, rateString } from '../money';
import { contractSummarySchema } from './contracts';
import { PAYMENT_ORDER_STATES } from './payment-orders';
import { QUOTATION_TYPES } from './quotations';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * One FX contract's detail (spec 2 "Contract detail", /contract-detail/{contractId}): every field, its client's
 * tax id and address, its documents by kind, its reference numbers, and the quotations, payment orders and
 * back-to-back operations linked to it. Also the lookup by contract number (/contract-detail).
 */

/** contract_documents.kind: DU-E has its own kind here, beside the RE it replaced. */
export const CONTRACT_DOCUMENT_KINDS = [
  'di',
  're',
  'due',
  'invoice',
  'application',
  'knowledge',
  'installment',
] as const;
export type ContractDocumentKind = (typeof CONTRACT_DOCUMENT_KINDS)[number];

export const CONTRACT_DOCUMENT_KIND_LABELS: Labels<ContractDocumentKind> = {
  di: l('DI', 'DI'),
  re: l('RE', 'RE'),
  due: l('DU-E', 'DU-E'),
  invoice: l('Fatura (invoice)', 'Invoice'),
  application: l('Aplicação', 'Application'),
  knowledge: l('Conhecimento (BL/AWB)', 'Bill of lading / air waybill (BL/AWB)'),
  installment: l('Parcela', 'Installment'),
};

export const BACK_TO_BACK_STATUSES = ['pending', 'settled', 'canceled'] as const;
export type BackToBackStatus = (typeof BACK_TO_BACK_STATUSES)[number];

export const BACK_TO_BACK_STATUS_LABELS: Labels<BackToBackStatus> = {
  pending: l('Pendente', 'Pending'),
  settled: l('Liquidada', 'Settled'),
  canceled: l('Cancelada', 'Canceled'),
};

/** Which leg of a back-to-back operation the contract is. */
export const BACK_TO_BACK_LEGS = ['import', 'export'] as const;
export type BackToBackLeg = (typeof BACK_TO_BACK_LEGS)[number];

export const BACK_TO_BACK_LEG_LABELS: Labels<BackToBackLeg> = {
  import: l('Importação', 'Import'),
  export: l('Exportação', 'Export'),
};

/** The client's address as registered (any part may be missing). */
export const clientAddressSchema = z.object({
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;

/** A document of the contract (/contract-document/{id}). */
export const contractDocumentRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_DOCUMENT_KINDS),
  number: z.string().nullable(),
  documentDate: z.iso.date().nullable(),
  dueDate: z.iso.date().nullable(),
  currency: z.string().nullable(),
  value: moneyString.nullable(),
  hasFile: z.boolean(),
});
export type ContractDocumentRow = z.infer<typeof contractDocumentRowSchema>;

/** A quotation the contract was closed from (/quotation-detail/{id}). */
export const contractQuotationSchema = z.object({
  id: z.string(),
  quotationDate: z.iso.date(),
  quotationType: z.enum(QUOTATION_TYPES),
  currency: z.string(),
  quotedAmount: moneyString,
  winningRate: rateString.nullable(),
});
export type ContractQuotation = z.infer<typeof contractQuotationSchema>;

/** A payment order received from abroad settled with the contract (/payment-order-detail/{id}). */
export const contractPaymentOrderSchema = z.object({
  id: z.string(),
  oprNumber: z.string(),
  issuerName: z.string(),
  currency: z.string(),
  creditValue: moneyString,
  /** The part of the order this contract settles, when recorded. */
  amount: moneyString.nullable(),
  state: z.enum(PAYMENT_ORDER_STATES),
});
export type ContractPaymentOrder = z.infer<typeof contractPaymentOrderSchema>;

/** A back-to-back operation with the contract as one of its legs (/back-to-back-detail/{id}). */
export const contractBackToBackSchema = z.object({
  id: z.string(),
  operationNumber: z.string(),
  leg: z.enum(BACK_TO_BACK_LEGS),
  operationDate: z.iso.date(),
  settlementDate: z.iso.date().nullable(),
  currency: z.string(),
  value: moneyString,
  status: z.enum(BACK_TO_BACK_STATUSES),
});
export type ContractBackToBack = z.infer<typeof contractBackToBackSchema>;

/** GET /api/contracts/:id — spec 2 "Contract detail". */
export const contractDetailSchema = contractSummarySchema.extend({
  client: namedRefSchema.extend({
    /** CPF or CNPJ, unmasked as stored. */
    taxId: z.string(),
    address: clientAddressSchema,
  }),
  bank: z.object({ id: z.string(), code: z.string().nullable(), name: z.string() }).nullable(),
  operator: namedRefSchema.nullable(),
  counterpartyCountry: z.string().nullable(),
  /** The expense in reais. */
  expense: moneyString,
  natureDescription: z.string().nullable(),
  liquidationDate: z.iso.date().nullable(),
  paymentMethod: z.string().nullable(),
  paymentDate: z.iso.date().nullable(),
  deliveryMethod: z.string().nullable(),
  deliveryDate: z.iso.date().nullable(),
  notes: z.string().nullable(),
  liquidatedMeValue: moneyString,
  createdAt: z.iso.datetime(),
  documents: z.array(contractDocumentRowSchema),
  quotations: z.array(contractQuotationSchema),
  paymentOrders: z.array(contractPaymentOrderSchema),
  backToBack: z.array(contractBackToBackSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractIdParamsSchema = z.object({ id: numericIdSchema });

export const CONTRACT_NUMBER_MAX = 40;

/** GET /api/contracts/by-number/:number (the /contract-detail lookup). */
export const contractNumberParamsSchema = z.object({
  number: z.string().trim().min(1).max(CONTRACT_NUMBER_MAX),
});

export const contractLookupSchema = z.object({ id: z.string() });
export type ContractLookup = z.infer<typeof contractLookupSchema>;
