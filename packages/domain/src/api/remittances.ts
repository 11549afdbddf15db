import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { z } from 'zod';
import { ACCOUNT_TYPES, parseAccount, parseAgency, type NumberWithCheckDigit } from '../bank';
import { moneyString, rateString } from '../money';
import { CONTROL, fieldIssue, LANGUAGES, namesRecord, numericIdParam, textInput } from '../lists';
import { listResponseSchema } from '../pagination';
import { normalizePixKey, PIX_KEY_TYPES, type PixKeyType } from '../pix';
import { normalizePhone } from '../primitives';
import { numericIdSchema, namedRefSchema } from '../schemas';
import { REMITTANCE_SYSTEM_NOTES } from './remittance-notes';
import {
  REMITTANCE_STATUSES,
  REMITTANCE_PAYMENT_TYPES,
  REMITTANCE_BLOCK_KINDS,
  REMITTANCE_PURPOSES,
  REMITTANCE_HISTORY_ACTIONS,
  type RemittanceStatus,
  type RemittancePaymentType,
} from './remittance-values';

/*
 * Wire contracts of the remittances area (/remittance and its detail): list filters (spec 3, "Remittance
 * filters"), list rows, detail (spec 2, "Remittance detail"), the row actions (spec 2, "Remittance list
 * actions") and the beneficiary payment form (spec 5, "Remittance form"). Custom rules carry a stable code in
 * `params.code`; FIELD_MESSAGES holds their pt-BR and English texts. Money and rates are decimal strings.
 */

const issue = fieldIssue;

export * from './remittance-values';

// ------------------------------------------------------------------------------------------ state rules

/** Cancel: not after processing started (docs/data-model.md, "Remittance"); a returned one may be given up. */
export const REMITTANCE_CANCELABLE_STATUSES: readonly RemittanceStatus[] = [
  'received',
  'pending',
  'blocked',
  'returned',
];
export const REMITTANCE_UNBLOCKABLE_STATUSES: readonly RemittanceStatus[] = ['blocked'];
/** The beneficiary's payment data can be corrected until the remittance is sent for payment, or after a return. */
export const REMITTANCE_BENEFICIARY_EDITABLE_STATUSES: readonly RemittanceStatus[] = [
  'received',
  'pending',
  'blocked',
  'returned',
];

export const remittanceActionsSchema = z.object({
  cancel: z.boolean(),
  unblock: z.boolean(),
  editBeneficiary: z.boolean(),
  viewBlockingReasons: z.boolean(),
  pdf: z.boolean(),
});
export type RemittanceActions = z.infer<typeof remittanceActionsSchema>;

/**
 * What the holder of `permissions` may do with a remittance in `status` (the server enforces the same).
 * Blocking reasons are offered only for a remittance that has some (`everBlocked`): on one never blocked the
 * action would open an empty list.
 */
export function remittanceActions(
  status: RemittanceStatus,
  permissions: ReadonlySet<string>,
  everBlocked: boolean,
): RemittanceActions {
  return {
    cancel: permissions.has('remittances.cancel') && REMITTANCE_CANCELABLE_STATUSES.includes(status),
    unblock: permissions.has('remittances.unblock') && REMITTANCE_UNBLOCKABLE_STATUSES.includes(status),
    editBeneficiary:
      permissions.has('remittances.edit-beneficiary') &&
      REMITTANCE_BENEFICIARY_EDITABLE_STATUSES.includes(status),
    viewBlockingReasons: everBlocked && permissions.has('remittances.view-blocking-reasons'),
    pdf: permissions.has('remittances.export'),
  };
}

// ------------------------------------------------------------------------------------------ text inputs

// PostgreSQL text refuses NUL; other control characters have no place in a name, a reference or a reason.
// ------------------------------------------------------------------------------------------ list

export const DOCUMENT_LANGUAGES = LANGUAGES;
/** `lang` of a download (CSV, XLSX, PDF) opened by a link; otherwise Accept-Language, then the user's locale. */
export const documentLanguageSchema = z.enum(DOCUMENT_LANGUAGES);
export const documentQuerySchema = z.object({ lang: documentLanguageSchema.optional() });

const userRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const remittanceSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  includeDate: z.iso.datetime(),
  paymentDate: z.iso.date(),
  status: z.enum(REMITTANCE_STATUSES),
  currency: z.string(),
  meValue: moneyString,
  mnValue: moneyString.nullable(),
  vetRate: rateString.nullable(),
  beneficiaryName: z.string(),
  beneficiaryTaxId: z.string(),
  shipper: namedRefSchema,
  client: namedRefSchema,
  /** "By duplicity": an earlier remittance has the same beneficiary, currency, value and payment date. */
  isDuplicate: z.boolean(),
  /** "By data": the beneficiary or payment data failed validation. */
  hasDataIssues: z.boolean(),
  actions: remittanceActionsSchema,
});
export type RemittanceSummary = z.infer<typeof remittanceSummarySchema>;
export const remittanceListSchema = listResponseSchema(remittanceSummarySchema);
export type RemittanceList = z.infer<typeof remittanceListSchema>;

export const remittanceIdParamsSchema = z.object({ id: numericIdSchema });

export const remittanceHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Null for system actions (or a user since removed). */
  user: userRefSchema.nullable(),
  action: z.enum(REMITTANCE_HISTORY_ACTIONS),
  fromStatus: z.enum(REMITTANCE_STATUSES).nullable(),
  toStatus: z.enum(REMITTANCE_STATUSES).nullable(),
  /** What a person typed (a cancel reason, an unblock note), as typed. */
  note: z.string().nullable(),
  /** What the system noted, as a code labelled in both languages (`remittanceHistoryNote` writes it). */
  systemNote: z
    .object({ code: z.enum(REMITTANCE_SYSTEM_NOTES), fields: z.array(z.string()).optional() })
    .nullable(),
});
export type RemittanceHistoryEntry = z.infer<typeof remittanceHistoryEntrySchema>;

export const remittanceBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(REMITTANCE_BLOCK_KINDS),
  code: z.string(),
  description: z.string(),
  blockedAt: z.iso.datetime(),
  /** Null for automatic blocks. */
  blockedBy: userRefSchema.nullable(),
  open: z.boolean(),
  unblockedAt: z.iso.datetime().nullable(),
  unblockedBy: userRefSchema.nullable(),
  unblockNote: z.string().nullable(),
});
export type RemittanceBlock = z.infer<typeof remittanceBlockSchema>;
export const remittanceBlockListSchema = z.object({ items: z.array(remittanceBlockSchema) });

/** Spec 2, "Remittance detail": every field, grouped as the screen shows them. */
export const remittanceDetailSchema = remittanceSummarySchema.extend({
  origin: z.string().nullable(),
  purpose: z.enum(REMITTANCE_PURPOSES).nullable(),
  remittanceTypeDescription: z.string().nullable(),
  exchangeRate: rateString.nullable(),
  sender: z.object({ name: z.string(), country: z.string(), personType: z.enum(['PF', 'PJ']) }),
  beneficiary: z.object({
    name: z.string(),
    taxId: z.string(),
    birthDate: z.iso.date().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    country: z.string(),
  }),
  payment: z.object({
    status: z.enum(REMITTANCE_STATUSES),
    currency: z.string(),
    meValue: moneyString,
    mnValue: moneyString.nullable(),
    date: z.iso.date(),
    type: z.enum(REMITTANCE_PAYMENT_TYPES),
    bank: z
      .object({ code: z.string().nullable(), ispb: z.string().nullable(), name: z.string().nullable() })
      .nullable(),
    /** `number-checkDigit` (or the number alone). */
    agency: z.string().nullable(),
    /** `number-checkDigit`. */
    account: z.string().nullable(),
    accountType: z.enum(ACCOUNT_TYPES).nullable(),
    pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
    pixKey: z.string().nullable(),
    noPixKey: z.boolean(),
    message: z.string().nullable(),
  }),
  /** The earlier remittance this one duplicates; id and reference are null when it belongs to a client the user may not see. */
  duplicateOf: z.object({ id: z.string().nullable(), reference: z.string().nullable() }).nullable(),
  canceled: z.object({ at: z.iso.datetime(), by: userRefSchema.nullable(), reason: z.string() }).nullable(),
  paidAt: z.iso.datetime().nullable(),
  returned: z.object({ at: z.iso.datetime(), reason: z.string().nullable() }).nullable(),
  updatedAt: z.iso.datetime(),
  history: z.array(remittanceHistoryEntrySchema),
  /** Blocking reasons, or null when the user may not see them (remittances.view-blocking-reasons). */
  blocks: z.array(remittanceBlockSchema).nullable(),
});
export type RemittanceDetail = z.infer<typeof remittanceDetailSchema>;

/** Shippers ("remittants") the user may see, for the filter picker. */
export const remittanceShipperQuerySchema = z.object({
  q: textInput({ max: 100 }).optional(),
  clientId: namesRecord(numericIdParam, 'client').optional(),
});
export const remittanceShipperOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  client: namedRefSchema,
});
export const remittanceShipperListSchema = z.object({ items: z.array(remittanceShipperOptionSchema) });

// ------------------------------------------------------------------------------------------ actions

export const REASON_MAX = 500;

/** POST /api/remittances/:id/cancel. */
export const remittanceCancelRequestSchema = z.object({
  reason: textInput({
    max: REASON_MAX,
    multiline: true,
    required: 'cancel_reason_required',
    tooLong: 'reason_too_long',
  })
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) issue(ctx, 'cancel_reason_required');
    })
    .transform((v) => v ?? ''),
});
export type RemittanceCancelRequest = z.input<typeof remittanceCancelRequestSchema>;

/** POST /api/remittances/:id/unblock. */
export const remittanceUnblockRequestSchema = z.object({
  note: textInput({ max: REASON_MAX, multiline: true, tooLong: 'reason_too_long' }).nullish(),
});
export type RemittanceUnblockRequest = z.input<typeof remittanceUnblockRequestSchema>;

// ------------------------------------------------------------------------------------------ beneficiary form

export const BENEFICIARY_MESSAGE_MAX = 140;
export const BENEFICIARY_EMAIL_MAX = 254;

/** An optional form field: `null`, `undefined` and blank are all "not filled in". */
const formText = z.string().max(1000).nullish();
const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * PUT /api/remittances/:id/beneficiary: the beneficiary's contact and payment data (spec 5, "Remittance
 * form"): 'Campo obrigatório.', invalid agency, account, bank, PIX key type, PIX key, 'Email inválido.'.
 * Account credit needs bank, agency, account and account type; PIX needs the key type and key. The output is
 * normalised: unmasked PIX key in DICT form, agency and account split from their check digits, phone `+55…`.
 */
export const remittanceBeneficiaryUpdateSchema = z
  .object({
    email: formText,
    phone: formText,
    paymentType: z.string().max(50).nullish(),
    bankCode: formText,
    agency: formText,
    account: formText,
    accountType: formText,
    pixKeyType: formText,
    pixKey: formText,
    noPixKey: z.boolean().default(false),
    message: formText,
  })
  .transform((v, ctx) => {
    let email: string | null = null;
    if (filled(v.email)) {
      email = v.email.trim().toLowerCase();
      if (email.length > BENEFICIARY_EMAIL_MAX || !isValidEmail(email))
        issue(ctx, 'beneficiary_email_invalid', ['email']);
    }
    let phone: string | null = null;
    if (filled(v.phone)) {
      phone = normalizePhone(v.phone);
      if (!phone) issue(ctx, 'phone_invalid', ['phone']);
    }

    let paymentType: RemittancePaymentType | null = null;
    if (!filled(v.paymentType)) issue(ctx, 'field_required', ['paymentType']);
    else if (!(REMITTANCE_PAYMENT_TYPES as readonly string[]).includes(v.paymentType))
      issue(ctx, 'invalid_payment_type', ['paymentType']);
    else paymentType = v.paymentType as RemittancePaymentType;
    const byAccount = paymentType === 'credit_account';
    const byPix = paymentType === 'pix';

    // Bank data: required for account credit, validated whenever given.
    let bankCode: string | null = null;
    if (filled(v.bankCode)) {
      bankCode = v.bankCode.trim();
      if (!/^\d{3}$/.test(bankCode)) issue(ctx, 'invalid_bank', ['bankCode']);
    } else if (byAccount) issue(ctx, 'field_required', ['bankCode']);
    let agency: NumberWithCheckDigit | null = null;
    if (filled(v.agency)) {
      agency = parseAgency(v.agency);
      if (!agency) issue(ctx, 'invalid_agency', ['agency']);
    } else if (byAccount) issue(ctx, 'field_required', ['agency']);
    let account: NumberWithCheckDigit | null = null;
    if (filled(v.account)) {
      account = parseAccount(v.account);
      if (!account) issue(ctx, 'invalid_account', ['account']);
    } else if (byAccount) issue(ctx, 'field_required', ['account']);
    let accountType: (typeof ACCOUNT_TYPES)[number] | null = null;
    if (filled(v.accountType)) {
      if (!(ACCOUNT_TYPES as readonly string[]).includes(v.accountType))
        issue(ctx, 'invalid_account_type', ['accountType']);
      else accountType = v.accountType as (typeof ACCOUNT_TYPES)[number];
    } else if (byAccount) issue(ctx, 'field_required', ['accountType']);

    // PIX key: required for PIX, forbidden with "no PIX key", optional (both or neither) otherwise.
    let pix: { type: PixKeyType; key: string } | null = null;
    const hasType = filled(v.pixKeyType);
    const hasKey = filled(v.pixKey);
    if (v.noPixKey) {
      if (byPix) issue(ctx, 'no_pix_key_with_pix', ['noPixKey']);
      if (hasType || hasKey) issue(ctx, 'pix_key_with_no_pix_key', [hasKey ? 'pixKey' : 'pixKeyType']);
    } else if (hasType || hasKey || byPix) {
      let type: PixKeyType | null = null;
      if (!hasType) issue(ctx, 'field_required', ['pixKeyType']);
      else if (!(PIX_KEY_TYPES as readonly string[]).includes(v.pixKeyType as string))
        issue(ctx, 'invalid_pix_key_type', ['pixKeyType']);
      else type = v.pixKeyType as PixKeyType;
      if (!hasKey) issue(ctx, 'field_required', ['pixKey']);
      else if (type) {
        const key = normalizePixKey(type, v.pixKey as string);
        if (key === null) issue(ctx, 'invalid_pix_key', ['pixKey']);
        else pix = { type, key };
      }
    }

    let message: string | null = null;
    if (filled(v.message)) {
      message = v.message.trim();
      if (CONTROL.test(message)) issue(ctx, 'invalid_characters', ['message']);
      else if ([...message].length > BENEFICIARY_MESSAGE_MAX)
        issue(ctx, 'beneficiary_message_too_long', ['message']);
    }

    return {
      email,
      phone,
      paymentType: paymentType ?? 'credit_account',
      bankCode,
      agency,
      account,
      accountType,
      pix,
      noPixKey: v.noPixKey,
      message,
    };
  });
export type RemittanceBeneficiaryUpdate = z.input<typeof remittanceBeneficiaryUpdateSchema>;
export type RemittanceBeneficiaryUpdateParsed = z.output<typeof remittanceBeneficiaryUpdateSchema>;
