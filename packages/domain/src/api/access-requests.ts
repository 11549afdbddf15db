import { z } from 'zod';
import { FIELD_MESSAGES } from '../field-messages';
import { listResponseSchema } from '../pagination';
import { containsPersonalWords } from '../password-context';
import { checkPasswordConfirmation, passwordSchema, PASSWORD_MESSAGES } from '../password-policy';
import {
  birthDateSchema,
  clientIdListSchema,
  clientRefSchema,
  cpfSchema,
  emailSchema,
  permissionListSchema,
  personNameSchema,
  phoneSchema,
  REGISTER_MAX_CLIENT_TAX_IDS,
  REJECT_REASON_MAX,
  taxIdSchema,
  USER_MESSAGES,
  userIssue,
  userTextField,
} from './users';

/*
 * Wire contracts of the access request: the public /register form, the queue an approver works through
 * (/admin/users/access-requests) and its decisions. The person's fields and their messages are the users'
 * (users.ts).
 */

/** A required free-text field with a stable code when empty (the captcha's payload). */
function requiredString(code: 'captcha_required', message: string, max: number) {
  return z
    .string({ message })
    .max(max)
    .superRefine((v, ctx) => {
      if (!v.trim()) ctx.addIssue({ code: 'custom', message, params: { code } });
    });
}

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** POST /api/access-requests: the /register form (spec 3, "Registration"). */
export const accessRequestCreateSchema = z
  .object({
    name: personNameSchema,
    cpf: cpfSchema,
    email: emailSchema,
    phone: phoneSchema,
    birthDate: birthDateSchema,
    password: passwordSchema,
    passwordConfirmation: z.string().max(200).nullish(),
    company: userTextField({ required: 'company_required' }, 1, 200),
    clientTaxIds: z
      .array(taxIdSchema, { message: USER_MESSAGES.client_tax_ids_required })
      .superRefine((ids, ctx) => {
        if (ids.length === 0) userIssue(ctx, 'client_tax_ids_required');
        else if (ids.length > REGISTER_MAX_CLIENT_TAX_IDS) userIssue(ctx, 'client_tax_ids_too_many');
      })
      .transform((ids) => [...new Set(ids)]),
    captcha: requiredString('captcha_required', 'Please confirm you are not a robot.', 20_000),
  })
  .superRefine((value, ctx) => {
    const code = checkPasswordConfirmation(value.password, value.passwordConfirmation);
    if (code)
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: PASSWORD_MESSAGES[code],
        params: { code },
      });
    if (containsPersonalWords(value.password, value))
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: FIELD_MESSAGES.password_personal.en,
        params: { code: 'password_personal' },
      });
  });
export type AccessRequestCreate = z.input<typeof accessRequestCreateSchema>;

/** The same answer whatever happened (new request, or an e-mail that already has an account). */
export const accessRequestReceivedSchema = z.object({ status: z.literal('received') });

const personRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const accessRequestSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  cpf: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birthDate: z.string(),
  company: z.string(),
  clientTaxIds: z.array(z.string()),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: personRefSchema.nullable(),
  decisionReason: z.string().nullable(),
  userId: z.uuid().nullable(),
});
export type AccessRequestSummary = z.infer<typeof accessRequestSummarySchema>;
export const accessRequestListSchema = listResponseSchema(accessRequestSummarySchema);

export const accessRequestDetailSchema = accessRequestSummarySchema.extend({
  /** Each requested CPF/CNPJ with the registered client it matches, if any: suggestions for the approval. */
  clientMatches: z.array(z.object({ taxId: z.string(), client: clientRefSchema.nullable() })),
  /** A live account already uses this e-mail or CPF: approving would be refused. */
  emailInUse: z.boolean(),
  cpfInUse: z.boolean(),
});
export type AccessRequestDetail = z.infer<typeof accessRequestDetailSchema>;

export const accessRequestApproveSchema = z.object({
  permissions: permissionListSchema,
  clientIds: clientIdListSchema.default([]),
  /** Staff with every client (then `clientIds` is ignored); otherwise a client user of `clientIds`. */
  allClients: z.boolean().default(false),
});
export type AccessRequestApprove = z.input<typeof accessRequestApproveSchema>;

export const accessRequestRejectSchema = z.object({
  reason: userTextField({ required: 'reason_required' }, 1, REJECT_REASON_MAX),
});
export type AccessRequestReject = z.input<typeof accessRequestRejectSchema>;

export const accessRequestDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  userId: z.uuid().nullable(),
});
