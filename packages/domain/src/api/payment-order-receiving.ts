import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  parseAccount,
  parseAgency,
  type AccountType,
  type NumberWithCheckDigit,
} from '../bank';
import { l } from '../label';
import { CONTROL, fieldIssue } from '../lists';
import { Dec, moneyString, nonNegativeMoneyString, rateString } from '../money';
import { normalizePixKey, PIX_KEY_TYPES, type PixKeyType } from '../pix';
import {
  BINDING_RELATIONSHIPS,
  RECEIPT_REASONS,
  type BindingRelationship,
  type ReceiptReason,
} from './payment-order-detail';
import { numericIdSchema, namedRefSchema } from '../schemas';

/*
 * The receiving flow (spec 3 "Receiving flow", spec 5 "Payment order", spec 8 "Out of hours", spec 9): the
 * client turns foreign currency credited abroad into reais paid in Brazil, at a quote the server gave and still
 * honours. Wire contracts of the quote, its live updates, the spreads staff set, and the receiving itself.
 */

// ------------------------------------------------------------------------------------------ quotes

export const QUOTE_SOURCES = ['simulated', 'ptax'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];
export const QUOTE_SOURCE_LABELS = {
  simulated: l('Mercado simulado', 'Simulated market'),
  ptax: l('PTAX (Banco Central do Brasil)', 'PTAX (Central Bank of Brazil)'),
} as const;

/** POST /api/payment-orders/:id/quote: the rate the client may receive at, until `expiresAt`. */
export const fxQuoteSchema = z.object({
  id: z.uuid(),
  currency: z.string(),
  source: z.enum(QUOTE_SOURCES),
  /** The market's buy rate (BRL per unit) the quote was priced from. */
  marketRate: rateString,
  spreadPercent: z.string(),
  /** The client's rate: market × (1 − spread / 100). */
  rate: rateString,
  operationFee: moneyString,
  quotedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type FxQuote = z.infer<typeof fxQuoteSchema>;

/** GET /api/quotes/stream?currency=USD (server-sent events, event `tick`): the market moved. */
export const quoteStreamQuerySchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/) });
export const quoteTickSchema = z.object({
  currency: z.string(),
  marketRate: rateString,
  at: z.iso.datetime(),
});
export type QuoteTick = z.infer<typeof quoteTickSchema>;

// ------------------------------------------------------------------------------------------ spreads

/** A percentage 0 ≤ p < 20 with up to 4 decimals. */
const SPREAD_PATTERN = /^\d{1,2}(\.\d{1,4})?$/;
export const spreadPercentString = z
  .string()
  .trim()
  .regex(SPREAD_PATTERN, {
    message: 'Must be a percentage from 0 to 19.9999 with up to 4 decimal places.',
  })
  .refine((v) => SPREAD_PATTERN.test(v) && new Dec(v).lt(20), {
    message: 'Must be a percentage from 0 to 19.9999 with up to 4 decimal places.',
  });

export const fxSpreadSchema = z.object({
  /** null: the brokerage's default for the currency. */
  client: namedRefSchema.nullable(),
  currency: z.string(),
  spreadPercent: z.string(),
  operationFee: moneyString,
  updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type FxSpread = z.infer<typeof fxSpreadSchema>;
export const fxSpreadListSchema = z.object({ items: z.array(fxSpreadSchema) });
export const fxSpreadQuerySchema = z.object({ clientId: numericIdSchema.optional() });

/** PUT /api/fx-spreads: sets (creates or replaces) one spread; `clientId` absent sets the default. */
export const fxSpreadUpdateSchema = z.object({
  clientId: numericIdSchema.nullish(),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Invalid currency.' }),
  spreadPercent: spreadPercentString,
  operationFee: nonNegativeMoneyString,
});
export type FxSpreadUpdate = z.input<typeof fxSpreadUpdateSchema>;

// ------------------------------------------------------------------------------------------ receiving

export const PAYER_MAX = 140;

const formText = z.string().max(1000).nullish();
const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
const issue = fieldIssue;

/** Where the reais go: the client's account in Brazil, or a PIX key (never both, never neither). */
export type ReceivingDestination =
  | {
      kind: 'account';
      bankCode: string;
      accountType: AccountType;
      agency: NumberWithCheckDigit;
      account: NumberWithCheckDigit;
    }
  | { kind: 'pix'; pixKeyType: PixKeyType; pixKey: string };

/**
 * The receiving form (spec 3 "Receiving flow"), priced by `quoteId`. The bank fields and the PIX fields are
 * two options: 'You must choose only one option' when both or neither are filled in (path `destination`).
 * Output normalised: agency and account split from their check digits, PIX key in DICT form.
 */
export const receivingRequestSchema = z
  .object({
    quoteId: z.uuid({ message: 'Required field.' }),
    payer: formText,
    payerCountry: formText,
    bindingRelationship: formText,
    reason: formText,
    receiptValue: formText,
    bankCode: formText,
    accountType: formText,
    agency: formText,
    account: formText,
    pixKeyType: formText,
    pixKey: formText,
  })
  .transform((v, ctx) => {
    let payer = '';
    if (!filled(v.payer)) issue(ctx, 'field_required', ['payer']);
    else {
      payer = v.payer.trim();
      if (CONTROL.test(payer)) issue(ctx, 'invalid_characters', ['payer']);
      else if ([...payer].length > PAYER_MAX) issue(ctx, 'text_too_long', ['payer']);
    }
    let payerCountry = '';
    if (!filled(v.payerCountry)) issue(ctx, 'field_required', ['payerCountry']);
    else if (!/^[A-Za-z]{2}$/.test(v.payerCountry.trim())) issue(ctx, 'country_invalid', ['payerCountry']);
    else payerCountry = v.payerCountry.trim().toUpperCase();

    const oneOf = <T extends string>(
      value: string | null | undefined,
      values: readonly T[],
      field: string,
    ) => {
      if (!filled(value)) issue(ctx, 'field_required', [field]);
      else if (!(values as readonly string[]).includes(value)) issue(ctx, 'field_required', [field]);
      else return value as T;
      return null;
    };
    const bindingRelationship = oneOf<BindingRelationship>(
      v.bindingRelationship,
      BINDING_RELATIONSHIPS,
      'bindingRelationship',
    );
    const reason = oneOf<ReceiptReason>(v.reason, RECEIPT_REASONS, 'reason');

    let receiptValue = '';
    if (!filled(v.receiptValue)) issue(ctx, 'field_required', ['receiptValue']);
    else if (!moneyString.safeParse(v.receiptValue.trim()).success)
      issue(ctx, 'money_invalid', ['receiptValue']);
    else if (!new Dec(v.receiptValue.trim()).gt(0)) issue(ctx, 'amount_positive', ['receiptValue']);
    else receiptValue = new Dec(v.receiptValue.trim()).toFixed(2);

    const bankGiven = [v.bankCode, v.accountType, v.agency, v.account].some(filled);
    const pixGiven = [v.pixKeyType, v.pixKey].some(filled);
    let destination: ReceivingDestination | null = null;
    if (bankGiven === pixGiven) issue(ctx, 'choose_one_option', ['destination']);
    else if (bankGiven) {
      let ok = true;
      const need = (value: string | null | undefined, field: string) => {
        if (!filled(value)) {
          issue(ctx, 'field_required', [field]);
          ok = false;
          return null;
        }
        return value.trim();
      };
      const bankCode = need(v.bankCode, 'bankCode');
      if (bankCode && !/^\d{3}$/.test(bankCode)) {
        issue(ctx, 'invalid_bank', ['bankCode']);
        ok = false;
      }
      const type = need(v.accountType, 'accountType');
      if (type && !(ACCOUNT_TYPES as readonly string[]).includes(type)) {
        issue(ctx, 'invalid_account_type', ['accountType']);
        ok = false;
      }
      const agencyText = need(v.agency, 'agency');
      const agency = agencyText ? parseAgency(agencyText) : null;
      if (agencyText && !agency) {
        issue(ctx, 'invalid_agency', ['agency']);
        ok = false;
      }
      const accountText = need(v.account, 'account');
      const account = accountText ? parseAccount(accountText) : null;
      if (accountText && (!account || account.checkDigit === null)) {
        issue(ctx, 'invalid_account', ['account']);
        ok = false;
      }
      if (ok && bankCode && agency && account)
        destination = { kind: 'account', bankCode, accountType: type as AccountType, agency, account };
    } else {
      let type: PixKeyType | null = null;
      if (!filled(v.pixKeyType)) issue(ctx, 'field_required', ['pixKeyType']);
      else if (!(PIX_KEY_TYPES as readonly string[]).includes(v.pixKeyType))
        issue(ctx, 'invalid_pix_key_type', ['pixKeyType']);
      else type = v.pixKeyType as PixKeyType;
      if (!filled(v.pixKey)) issue(ctx, 'field_required', ['pixKey']);
      else if (type) {
        const key = normalizePixKey(type, v.pixKey);
        if (key === null) issue(ctx, 'invalid_pix_key', ['pixKey']);
        else destination = { kind: 'pix', pixKeyType: type, pixKey: key };
      }
    }

    return {
      quoteId: v.quoteId,
      payer,
      payerCountry,
      bindingRelationship: bindingRelationship ?? 'none',
      reason: reason ?? 'own_funds',
      receiptValue,
      destination: destination as ReceivingDestination,
    };
  });
export type ReceivingRequest = z.input<typeof receivingRequestSchema>;
export type ReceivingRequestParsed = z.output<typeof receivingRequestSchema>;

/** POST /api/payment-orders/:id/receivings/preview: every figure the confirmation step shows. */
export const receivingPreviewSchema = z.object({
  quote: fxQuoteSchema,
  receiptValue: moneyString,
  exchangeRate: rateString,
  grossValue: moneyString,
  iofRate: z.string(),
  iofValue: moneyString,
  operationFee: moneyString,
  valueToReceive: moneyString,
  vetRate: rateString,
  expectedPaymentDate: z.iso.date(),
  usdEquivalent: moneyString,
  documentRequired: z.boolean(),
});
export type ReceivingPreview = z.infer<typeof receivingPreviewSchema>;

/** POST /api/payment-orders/:id/receivings answers 201 with the new receiving's id. */
export const receivingCreatedSchema = z.object({ receivingId: z.string() });

/** GET /api/payment-orders/exchange-hours: whether FX operations are open now, by the server's clock. */
export const exchangeHoursSchema = z.object({
  open: z.string(),
  close: z.string(),
  /** Now (the server's business clock) is within the hours, on a business day in São Paulo. */
  isOpen: z.boolean(),
  /** Spec 8's sentence with the configured hours, in the caller's language. */
  message: z.string(),
});
export type ExchangeHoursStatus = z.infer<typeof exchangeHoursSchema>;

/** Spec 9: PDF, JPEG or PNG, at most 10 MB, recognised by content. */
export const RECEIVING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIVING_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Spec 8: 'It is only possible to exchange {hours} to {hours2} operations on business days.' */
export function outOfHoursMessage(hours: { open: string; close: string }, locale: 'pt-BR' | 'en'): string {
  return locale === 'en'
    ? `It is only possible to exchange ${hours.open} to ${hours.close} operations on business days.`
    : `Só é possível realizar operações de câmbio das ${hours.open} às ${hours.close} em dias úteis.`;
}
