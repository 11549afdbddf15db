import {
  amountOf,
  Dec,
  fieldIssue,
  readAmount,
  receivingRequestSchema,
  RECEIVING_DOCUMENT_MAX_BYTES,
  type FieldMessageCode,
  type ReceivingRequest,
} from '@fxbo/domain';
import { z } from 'zod';

/*
 * The receiving form as a person fills it, and what it becomes on the wire. The client checks what the server
 * checks (the domain's receivingRequestSchema, the balance, the document) with the same codes, so the same
 * messages show before the request; the server stays the authority.
 */

/** Where the reais go: the choice of the radio buttons ('' until the person picks one). */
export type DestinationChoice = '' | 'account' | 'pix';

/** The chosen file as the form needs it (a browser `File` fits). */
export interface ChosenDocument {
  name: string;
  size: number;
  type: string;
}

export interface ReceiveValues {
  payer: string;
  payerCountry: string;
  bindingRelationship: string;
  reason: string;
  /** As typed in the UI language (1.234,56 / 1,234.56). */
  receiptValue: string;
  destination: DestinationChoice;
  bankCode: string;
  accountType: string;
  agency: string;
  account: string;
  pixKeyType: string;
  pixKey: string;
  document: File | null;
}

export const emptyReceiveValues: ReceiveValues = {
  payer: '',
  payerCountry: '',
  bindingRelationship: '',
  reason: '',
  receiptValue: '',
  destination: '',
  bankCode: '',
  accountType: '',
  agency: '',
  account: '',
  pixKeyType: '',
  pixKey: '',
  document: null,
};

/**
 * The request body (preview and submission alike), priced by `quoteId`: only the chosen destination's fields
 * travel, none when nothing was chosen (the server then answers choose_one_option), and the amount as the
 * wire's decimal string when it reads as one (else as typed, for the server to refuse).
 */
export function toReceivingRequest(
  values: ReceiveValues,
  language: string,
  quoteId: string,
): ReceivingRequest {
  const typed = values.receiptValue.trim();
  const request: ReceivingRequest = {
    quoteId,
    payer: values.payer.trim(),
    payerCountry: values.payerCountry,
    bindingRelationship: values.bindingRelationship,
    reason: values.reason,
    receiptValue: amountOf(typed, language) ?? typed,
  };
  if (values.destination === 'account')
    return {
      ...request,
      bankCode: values.bankCode,
      accountType: values.accountType,
      agency: values.agency.trim(),
      account: values.account.trim(),
    };
  if (values.destination === 'pix')
    return { ...request, pixKeyType: values.pixKeyType, pixKey: values.pixKey.trim() };
  return request;
}

const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/**
 * Spec 9's file rules as the browser can see them (the server also reads the content): the code of what is
 * wrong with the chosen file, or null. Empty first, then the type (by name or MIME type), then the size.
 */
export function documentIssue(file: ChosenDocument | null, required: boolean): FieldMessageCode | null {
  if (!file) return required ? 'document_required' : null;
  if (file.size === 0) return 'file_empty';
  const typeKnown =
    ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type) || DOCUMENT_EXTENSIONS.test(file.name);
  if (!typeKnown) return 'file_type_invalid';
  if (file.size > RECEIVING_DOCUMENT_MAX_BYTES) return 'file_too_large';
  return null;
}

const OPTION_FIELDS = {
  account: ['bankCode', 'accountType', 'agency', 'account'],
  pix: ['pixKeyType', 'pixKey'],
} as const;

// Any well-formed id: the form checks the fields, the quote is the server's to judge.
const ANY_QUOTE = '00000000-0000-4000-8000-000000000000';

/**
 * The form's check: the domain's rules on the mapped request (issue paths are the form's names, `destination`
 * for the one-option rule), the amount as typed in `language` and not above `availableBalance`
 * (receipt_above_balance), and the chosen document's type and size. Whether a document is required depends
 * on the priced USD equivalent: the preview says so, and the page then names the missing file.
 */
export function receiveFormSchema(language: string, availableBalance: string) {
  return z.custom<ReceiveValues>().superRefine((values, ctx) => {
    const parsed = receivingRequestSchema.safeParse(toReceivingRequest(values, language, ANY_QUOTE));
    const typed = values.receiptValue.trim();
    const read = typed ? readAmount(typed, language) : null;
    const wire = read?.ok ? read.amount : null;
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        // A typed amount that does not read as one is named below with the typed form's code.
        if (issue.path[0] === 'receiptValue' && typed && wire === null) continue;
        // An option picked but left empty: its own fields are what is missing.
        if (issue.path[0] === 'destination' && values.destination) {
          for (const field of OPTION_FIELDS[values.destination])
            if (!values[field].trim()) fieldIssue(ctx, 'field_required', [field]);
          continue;
        }
        ctx.addIssue({ ...issue, path: issue.path } as Parameters<typeof ctx.addIssue>[0]);
      }
    if (read && !read.ok) fieldIssue(ctx, read.code, ['receiptValue']);
    else if (wire !== null && new Dec(wire).gt(availableBalance))
      fieldIssue(ctx, 'receipt_above_balance', ['receiptValue']);
    const document = documentIssue(values.document, false);
    if (document) fieldIssue(ctx, document, ['document']);
  });
}
