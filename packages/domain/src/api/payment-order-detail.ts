import { z } from 'zod';
import { l } from '../label';
import { fieldIssue, textInput, type Labels } from '../lists';
import { Dec, isPositiveMoney, moneyString, rateString } from '../money';
import { PIX_KEY_TYPES } from '../pix';
import { ACCOUNT_TYPES } from '../bank';
import { paymentOrderSummarySchema, type PaymentOrderState } from './payment-orders';
import { REASON_MAX } from './remittances';
import { numericIdSchema } from '../schemas';
import { FIELD_MESSAGES, type FieldMessageCode } from '../field-messages';

/*
 * One payment order (/payment-order-detail/{paymentId}, spec 2 "Payment order detail"): every field, its
 * sections (attachments, purchase contracts, manual write-offs, comments, received confirmation notifications,
 * receivings), and the staff actions on it (confirm credit, cancel, comment, manual write-off), each with the
 * rule that decides whether it is offered — the server enforces the same.
 */

// ------------------------------------------------------------------------------------------ value sets

export const RECEIVING_STATUSES = ['requested', 'approved', 'paid', 'canceled'] as const;
export type ReceivingStatus = (typeof RECEIVING_STATUSES)[number];
export const RECEIVING_STATUS_LABELS: Labels<ReceivingStatus> = {
  requested: l('Solicitado', 'Requested'),
  approved: l('Aprovado', 'Approved'),
  paid: l('Pago', 'Paid'),
  canceled: l('Cancelado', 'Canceled'),
};

/** How a confirmation of the credit abroad reached the brokerage (payment_order_notifications.channel). */
export const NOTIFICATION_CHANNELS = ['swift', 'email', 'api', 'other'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Labels<NotificationChannel> = {
  swift: l('SWIFT', 'SWIFT'),
  email: l('Email', 'Email'),
  api: l('Integração (API)', 'Integration (API)'),
  other: l('Outro', 'Other'),
};

/**
 * Reason for receipt: the nature of the inbound operation, grouped as the Central Bank's classification of FX
 * operations groups them (Resolução BCB 277/2022 and its natures). Each carries its IOF category (iof_rates).
 */
export const RECEIPT_REASONS = [
  'goods_export',
  'services_export',
  'direct_investment',
  'foreign_loan',
  'commissions',
  'own_funds',
  'family_maintenance',
  'inheritance',
  'property_sale',
  'salary',
] as const;
export type ReceiptReason = (typeof RECEIPT_REASONS)[number];
export const RECEIPT_REASON_LABELS: Labels<ReceiptReason> = {
  goods_export: l('Recebimento de exportação de mercadorias', 'Export of goods'),
  services_export: l('Recebimento de exportação de serviços', 'Export of services'),
  direct_investment: l('Ingresso de investimento estrangeiro direto', 'Foreign direct investment'),
  foreign_loan: l('Ingresso de empréstimo externo', 'Foreign loan'),
  commissions: l('Recebimento de comissões', 'Commissions'),
  own_funds: l('Transferência de recursos próprios', 'Transfer of own funds'),
  family_maintenance: l('Manutenção de residentes', 'Family maintenance'),
  inheritance: l('Recebimento de herança', 'Inheritance'),
  property_sale: l('Venda de imóvel no exterior', 'Sale of property abroad'),
  salary: l('Recebimento de salário do exterior', 'Salary from abroad'),
};

export const IOF_CATEGORIES = ['general', 'export_revenue'] as const;
export type IofCategory = (typeof IOF_CATEGORIES)[number];
/** Export revenue pays IOF zero (Decreto 6.306/2007, art. 15-B, I); the rest the general rate. */
export const RECEIPT_REASON_IOF_CATEGORY: Record<ReceiptReason, IofCategory> = {
  goods_export: 'export_revenue',
  services_export: 'export_revenue',
  direct_investment: 'general',
  foreign_loan: 'general',
  commissions: 'general',
  own_funds: 'general',
  family_maintenance: 'general',
  inheritance: 'general',
  property_sale: 'general',
  salary: 'general',
};

/** The payer's relationship with the client receiving (spec 3, "binding relationship"). */
export const BINDING_RELATIONSHIPS = [
  'none',
  'self',
  'parent',
  'affiliate',
  'branch',
  'client_abroad',
] as const;
export type BindingRelationship = (typeof BINDING_RELATIONSHIPS)[number];
export const BINDING_RELATIONSHIP_LABELS: Labels<BindingRelationship> = {
  none: l('Sem vínculo', 'No relationship'),
  self: l('Próprio titular', 'Same holder'),
  parent: l('Controladora', 'Parent company'),
  affiliate: l('Coligada', 'Affiliate'),
  branch: l('Filial', 'Branch'),
  client_abroad: l('Cliente no exterior', 'Customer abroad'),
};

// ------------------------------------------------------------------------------------------ actions

export const paymentOrderActionsSchema = z.object({
  confirm: z.boolean(),
  cancel: z.boolean(),
  comment: z.boolean(),
  writeOff: z.boolean(),
  receive: z.boolean(),
});
export type PaymentOrderActions = z.infer<typeof paymentOrderActionsSchema>;

/** What the order's figures say about the actions, whoever looks. */
export interface PaymentOrderFacts {
  state: PaymentOrderState;
  creditValue: string;
  availableBalance: string;
  /** Receivings (any status but canceled) or write-offs recorded. */
  anythingReceived: boolean;
}

/**
 * What the holder of `permissions` may do with an order: confirm while waiting for the credit date; cancel
 * while nothing was received or written off; comment always; write off and receive a confirmed order with
 * something available.
 */
export function paymentOrderActions(
  order: PaymentOrderFacts,
  permissions: ReadonlySet<string>,
): PaymentOrderActions {
  const available = new Dec(order.availableBalance).gt(0);
  const confirmed = order.state === 'confirmed';
  return {
    confirm: permissions.has('payment-orders.confirm') && order.state === 'waiting_credit_date',
    cancel: permissions.has('payment-orders.cancel') && order.state !== 'canceled' && !order.anythingReceived,
    comment: permissions.has('payment-orders.comment'),
    writeOff: permissions.has('payment-orders.write-off') && confirmed && available,
    receive: permissions.has('payment-orders.receive') && confirmed && available,
  };
}

// ------------------------------------------------------------------------------------------ detail

const userRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const paymentOrderAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** Hex SHA-256 of the content, as stored. */
  sha256: z.string(),
  uploadedBy: userRefSchema.nullable(),
  uploadedAt: z.iso.datetime(),
});
export type PaymentOrderAttachment = z.infer<typeof paymentOrderAttachmentSchema>;

export const paymentOrderPurchaseContractSchema = z.object({
  contractId: z.string(),
  contractNumber: z.string(),
  contractDate: z.iso.date(),
  currency: z.string(),
  /** The part of the contract that settles this order, when recorded. */
  amount: moneyString.nullable(),
  rate: rateString,
});

export const paymentOrderWriteOffSchema = z.object({
  id: z.string(),
  amount: moneyString,
  date: z.iso.date(),
  user: userRefSchema,
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type PaymentOrderWriteOff = z.infer<typeof paymentOrderWriteOffSchema>;

export const paymentOrderCommentSchema = z.object({
  id: z.string(),
  user: userRefSchema,
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const paymentOrderNotificationSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  sender: z.string().nullable(),
  messageType: z.string().nullable(),
  content: z.string().nullable(),
});

/** A receiving in the order's history: where the reais go is shown masked to the last digits. */
export const paymentOrderReceivingSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(RECEIVING_STATUSES),
  payer: z.string(),
  payerCountry: z.string(),
  bindingRelationship: z.enum(BINDING_RELATIONSHIPS),
  reason: z.enum(RECEIPT_REASONS),
  destination: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('account'),
      bankCode: z.string(),
      accountType: z.enum(ACCOUNT_TYPES),
      agency: z.string(),
      account: z.string(),
    }),
    z.object({ kind: z.literal('pix'), pixKeyType: z.enum(PIX_KEY_TYPES), pixKey: z.string() }),
  ]),
  receiptValue: moneyString,
  exchangeRate: rateString,
  grossValue: moneyString.nullable(),
  iofValue: moneyString.nullable(),
  operationFee: moneyString,
  valueToReceive: moneyString,
  vetRate: rateString,
  expectedPaymentDate: z.iso.date(),
  usdEquivalent: moneyString,
  documentAttachmentId: z.string().nullable(),
  requestedBy: userRefSchema.nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentOrderReceiving = z.infer<typeof paymentOrderReceivingSchema>;

/** GET /api/payment-orders/:id — spec 2's fields beside the list's, and every section. */
export const paymentOrderDetailSchema = paymentOrderSummarySchema.extend({
  issuerCountry: z.string().nullable(),
  foreignAccount: z.string().nullable(),
  availableBalance: moneyString,
  bankerExpenses: moneyString,
  operationDate: z.iso.date().nullable(),
  confirmedBy: userRefSchema.nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
  cancelReason: z.string().nullable(),
  attachments: z.array(paymentOrderAttachmentSchema),
  purchaseContracts: z.array(paymentOrderPurchaseContractSchema),
  writeOffs: z.array(paymentOrderWriteOffSchema),
  comments: z.array(paymentOrderCommentSchema),
  notifications: z.array(paymentOrderNotificationSchema),
  receivings: z.array(paymentOrderReceivingSchema),
  actions: paymentOrderActionsSchema,
});
export type PaymentOrderDetail = z.infer<typeof paymentOrderDetailSchema>;

export const paymentOrderIdParamsSchema = z.object({ id: numericIdSchema });
export const paymentOrderAttachmentParamsSchema = z.object({
  id: numericIdSchema,
  attachmentId: numericIdSchema,
});

// ------------------------------------------------------------------------------------------ action bodies

const issue = fieldIssue;
export const COMMENT_MAX = 2000;

/** A required text: absent, blank or too long each get their own message. */
function requiredText(max: number, required: FieldMessageCode, tooLong: FieldMessageCode) {
  return textInput({ max, multiline: true, required, tooLong })
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) issue(ctx, required);
    })
    .transform((v) => v ?? '');
}

/** POST /api/payment-orders/:id/confirm: the credit abroad is confirmed on `creditDate` (not in the future). */
export const paymentOrderConfirmRequestSchema = z.object({
  creditDate: z.iso.date({ message: FIELD_MESSAGES.credit_date_required.en }),
});
export type PaymentOrderConfirmRequest = z.input<typeof paymentOrderConfirmRequestSchema>;

/** POST /api/payment-orders/:id/cancel. */
export const paymentOrderCancelRequestSchema = z.object({
  reason: requiredText(REASON_MAX, 'cancel_reason_required', 'reason_too_long'),
});
export type PaymentOrderCancelRequest = z.input<typeof paymentOrderCancelRequestSchema>;

/** POST /api/payment-orders/:id/comments. */
export const paymentOrderCommentRequestSchema = z.object({
  body: requiredText(COMMENT_MAX, 'comment_required', 'comment_too_long'),
});
export type PaymentOrderCommentRequest = z.input<typeof paymentOrderCommentRequestSchema>;

/** POST /api/payment-orders/:id/write-offs: an amount of the order's currency, never above what is available. */
export const paymentOrderWriteOffRequestSchema = z.object({
  amount: moneyString.refine(isPositiveMoney, { message: FIELD_MESSAGES.amount_positive.en }),
  reason: requiredText(REASON_MAX, 'write_off_reason_required', 'reason_too_long'),
});
export type PaymentOrderWriteOffRequest = z.input<typeof paymentOrderWriteOffRequestSchema>;
