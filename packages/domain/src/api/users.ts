import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { z } from 'zod';
import { isValidCpf, stripCpf } from '../documents/cpf';
import { stripCnpj } from '../documents/cnpj';
import { parseTaxId } from '../documents/tax-id';
import { listResponseSchema } from '../pagination';
import { LOGIN_MAX, LOGIN_MIN } from '../password-policy';
import { ALL_PERMISSION_KEYS, type PermissionKey } from '../permissions';
import { FIELD_MESSAGES } from '../field-messages';
import { isCalendarDate, normalizePhone, todayInSaoPaulo } from '../primitives';
import { numericIdSchema, searchText, namedRefSchema } from '../schemas';

/*
 * Wire contracts of user administration (/admin/users), the person's fields it shares with the access request
 * (access-requests.ts), the audit log and
 * the client picker. Every issue carries a stable code in `params.code` with the spec's English (where the
 * spec gives one) as its message; FIELD_MESSAGES translates the codes.
 */

/**
 * Registration name minimum. The spec contradicts itself (Portuguese: "more than 5"; English message: "11
 * chars minimum"; section 9: "minimum 5"). We enforce 5 characters in both languages and both messages say
 * 5, so no user is ever told a rule that is not the one applied (docs/decisions.md).
 */
export const REGISTER_NAME_MIN = 5;
export const REGISTER_NAME_MAX = 200;
export const REGISTER_MIN_AGE = 18;
export const REGISTER_MAX_AGE = 120;
export const REGISTER_MAX_CLIENT_TAX_IDS = 20;
export const REJECT_REASON_MAX = 500;
export const CLIENT_OPTIONS_LIMIT = 20;

export const USER_MESSAGES = {
  name_required: 'Name is required.',
  name_too_short: `Name is too short - should be ${REGISTER_NAME_MIN} chars minimum`,
  name_too_long: `Name is too long - should be ${REGISTER_NAME_MAX} chars maximum`,
  cpf_required: 'CPF is required.',
  cpf_invalid: 'Invalid CPF.',
  email_required: 'Email is required.',
  email_invalid: 'You must enter a valid Email.',
  email_too_short: `Email must be at least ${LOGIN_MIN} characters.`,
  email_too_long: `Email must be at most ${LOGIN_MAX} characters.`,
  phone_required: 'Phone is required.',
  phone_invalid: 'Invalid phone number.',
  birth_date_required: 'Birth date is required.',
  birth_date_invalid: 'Invalid birth date.',
  birth_date_underage: `You must be at least ${REGISTER_MIN_AGE} years old.`,
  company_required: 'Company is required.',
  client_tax_ids_required: 'Enter the CPF/CNPJ of at least one client.',
  client_tax_ids_too_many: `Enter at most ${REGISTER_MAX_CLIENT_TAX_IDS} clients.`,
  tax_id_invalid: 'Invalid CPF/CNPJ.',
  reason_required: 'Please give the reason for the rejection.',
  permission_unknown: 'Unknown permission.',
  profile_name_required: FIELD_MESSAGES.profile_name_required.en,
  profile_name_too_long: FIELD_MESSAGES.profile_name_too_long.en,
  profile_permissions_required: FIELD_MESSAGES.profile_permissions_required.en,
  text_invalid: 'The text contains invalid characters.',
} as const;
export type UserRuleCode = keyof typeof USER_MESSAGES;

export function userIssue(ctx: z.RefinementCtx, code: UserRuleCode, path?: (string | number)[]): void {
  ctx.addIssue({ code: 'custom', message: USER_MESSAGES[code], params: { code }, ...(path ? { path } : {}) });
}

/** A text field, trimmed and with inner runs of white space collapsed, between `min` and `max` characters. */
export function userTextField(
  codes: { required: UserRuleCode; short?: UserRuleCode; long?: UserRuleCode },
  min: number,
  max: number,
) {
  return z.string({ message: USER_MESSAGES[codes.required] }).transform((raw, ctx) => {
    const value = raw.trim().replace(/\s+/g, ' ');
    const length = [...value].length;
    if (value.includes('\u0000')) userIssue(ctx, 'text_invalid');
    else if (length === 0) userIssue(ctx, codes.required);
    else if (length < min) userIssue(ctx, codes.short ?? codes.required);
    else if (length > max) userIssue(ctx, codes.long ?? codes.required);
    else return value;
    return z.NEVER;
  });
}

/** The registration's name: at least 5 characters (see REGISTER_NAME_MIN). */
export const personNameSchema = userTextField(
  { required: 'name_required', short: 'name_too_short', long: 'name_too_long' },
  REGISTER_NAME_MIN,
  REGISTER_NAME_MAX,
);

/** A CPF, masked or not; the output is its 11 digits. */
export const cpfSchema = z.string({ message: USER_MESSAGES.cpf_required }).transform((raw, ctx) => {
  if (!raw.trim()) userIssue(ctx, 'cpf_required');
  else if (!isValidCpf(raw.trim())) userIssue(ctx, 'cpf_invalid');
  else return stripCpf(raw.trim());
  return z.NEVER;
});

/** An e-mail of 11 to 80 characters (spec 5, "ID/email 11 to 80 chars"); the output is trimmed and lower-cased. */
export const emailSchema = z.string({ message: USER_MESSAGES.email_required }).transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  const length = [...value].length;
  if (length === 0) userIssue(ctx, 'email_required');
  else if (length < LOGIN_MIN) userIssue(ctx, 'email_too_short');
  else if (length > LOGIN_MAX) userIssue(ctx, 'email_too_long');
  else if (value.includes('\u0000') || !isValidEmail(value)) userIssue(ctx, 'email_invalid');
  else return value;
  return z.NEVER;
});

export const phoneSchema = z.string({ message: USER_MESSAGES.phone_required }).transform((raw, ctx) => {
  if (!raw.trim()) userIssue(ctx, 'phone_required');
  else {
    const phone = normalizePhone(raw);
    if (phone) return phone;
    userIssue(ctx, 'phone_invalid');
  }
  return z.NEVER;
});

/** Completed years between `birthDate` and `today`, both `yyyy-MM-dd` (a 29 February birthday turns on 1 March). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bmd] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [ty, tmd] = [Number(today.slice(0, 4)), today.slice(5)];
  return ty - by - (tmd < bmd ? 1 : 0);
}

/** A birth date in the past, of someone at least 18 and at most 120 years old. */
export const birthDateSchema = z
  .string({ message: USER_MESSAGES.birth_date_required })
  .superRefine((value, ctx) => {
    if (!value.trim()) return userIssue(ctx, 'birth_date_required');
    if (!isCalendarDate(value)) return userIssue(ctx, 'birth_date_invalid');
    const today = todayInSaoPaulo();
    if (value >= today) return userIssue(ctx, 'birth_date_invalid');
    const age = ageOn(value, today);
    if (age > REGISTER_MAX_AGE) return userIssue(ctx, 'birth_date_invalid');
    if (age < REGISTER_MIN_AGE) return userIssue(ctx, 'birth_date_underage');
  });

/** A CPF/CNPJ (numeric or alphanumeric CNPJ), masked or not; the output is unmasked and upper-case. */
export const taxIdSchema = z.string({ message: USER_MESSAGES.tax_id_invalid }).transform((raw, ctx) => {
  const parsed = parseTaxId(raw.trim());
  if (parsed) return parsed.value;
  userIssue(ctx, 'tax_id_invalid');
  return z.NEVER;
});

export const clientRefSchema = z.object({ id: z.string(), name: z.string(), taxId: z.string() });
export type ClientRef = z.infer<typeof clientRefSchema>;

/** Permission keys as a request names them: known ones, each once. */
export const permissionListSchema = z
  .array(
    z.enum(ALL_PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]], {
      message: USER_MESSAGES.permission_unknown,
    }),
  )
  .max(ALL_PERMISSION_KEYS.length * 2)
  .transform((keys) => [...new Set(keys)]);

/** Client ids as a request names them, each once. */
export const clientIdListSchema = z
  .array(numericIdSchema)
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

// ------------------------------------------------------------------------------------------ users

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const userBaseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  birthDate: z.string().nullable(),
  kind: z.enum(['staff', 'client']),
  status: z.enum(USER_STATUSES),
  blocked: z.boolean(),
  allClients: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});

export const userSummarySchema = userBaseSchema.extend({
  /** Up to three associated clients (by name) that the viewer may see, and how many there are in all. */
  clients: z.array(namedRefSchema),
  clientCount: z.number().int().min(0),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const userListSchema = listResponseSchema(userSummarySchema);

export const userDetailSchema = userBaseSchema.extend({
  phone: z.string().nullable(),
  locale: z.enum(['pt-BR', 'en']),
  blockedAt: z.iso.datetime().nullable(),
  failedAttempts: z.number().int().min(0),
  mustChangePassword: z.boolean(),
  totpEnabled: z.boolean(),
  updatedAt: z.iso.datetime(),
  /** The user's own permissions (granted one by one); the profile's are in `profile`. */
  permissions: z.array(z.string()),
  /** The user's permission profile, if any, with its permissions (the user holds them too). */
  profile: z.object({ id: z.string(), name: z.string(), permissions: z.array(z.string()) }).nullable(),
  /** Associated clients the viewer may see. */
  clients: z.array(clientRefSchema),
  activeSessions: z.number().int().min(0),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userPermissionsUpdateSchema = z.object({ permissions: permissionListSchema });
export type UserPermissionsUpdate = z.input<typeof userPermissionsUpdateSchema>;

export const userClientsUpdateSchema = z.object({
  clientIds: clientIdListSchema,
  allClients: z.boolean().default(false),
});
export type UserClientsUpdate = z.input<typeof userClientsUpdateSchema>;

/** A permission profile (migration 0034): a named permission set assigned to users. */
export const permissionProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int().min(0),
});
export type PermissionProfile = z.infer<typeof permissionProfileSchema>;
export const permissionProfileListSchema = z.object({ items: z.array(permissionProfileSchema) });

export const PROFILE_NAME_MAX = 100;

/**
 * POST /api/permission-profiles and PUT /api/permission-profiles/:id: the profile's name (unique whatever the
 * case, as the brokerage typed it) and its permissions (at least one).
 */
export const permissionProfileBodySchema = z.object({
  name: userTextField(
    { required: 'profile_name_required', long: 'profile_name_too_long' },
    1,
    PROFILE_NAME_MAX,
  ),
  permissions: permissionListSchema.superRefine((keys, ctx) => {
    if (keys.length === 0) userIssue(ctx, 'profile_permissions_required');
  }),
});
export type PermissionProfileBody = z.input<typeof permissionProfileBodySchema>;

/** PUT /api/users/:id/profile: the user's profile, or none. */
export const userProfileUpdateSchema = z.object({ profileId: numericIdSchema.nullable() });
export type UserProfileUpdate = z.input<typeof userProfileUpdateSchema>;

export const revokedSessionsSchema = z.object({ revoked: z.number().int().min(0) });

export const USER_KINDS = ['staff', 'client'] as const;
export type UserKind = (typeof USER_KINDS)[number];
/** How long the invitation of a user created in the app lets them set the first password. */
export const INVITATION_VALID_HOURS = 72;

/** The rules shared by creating and editing: a client user names a client; every client is for staff. */
function checkKindAndClients(
  value: { kind: UserKind; allClients?: boolean; clientIds?: string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.allClients && value.kind !== 'staff')
    ctx.addIssue({
      code: 'custom',
      path: ['allClients'],
      message: FIELD_MESSAGES.all_clients_staff_only.en,
      params: { code: 'all_clients_staff_only' },
    });
  if (value.clientIds !== undefined && value.kind === 'client' && value.clientIds.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['clientIds'],
      message: FIELD_MESSAGES.clients_required.en,
      params: { code: 'clients_required' },
    });
}

/** POST /api/users: a user created in the app, invited by e-mail to set the password. */
export const userCreateSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    kind: z.enum(USER_KINDS),
    locale: z.enum(['pt-BR', 'en']).default('pt-BR'),
    clientIds: clientIdListSchema.default([]),
    /** Staff who see every client (then `clientIds` is ignored). */
    allClients: z.boolean().default(false),
    permissions: permissionListSchema.default([]),
  })
  .superRefine((value, ctx) =>
    checkKindAndClients(value.allClients ? { ...value, clientIds: undefined } : value, ctx),
  );
export type UserCreate = z.input<typeof userCreateSchema>;

/**
 * POST /api/users' answer: the invitation's e-mail and expiry, and the new user's id for an administrator who
 * sees every user. An administrator of some clients gets no id (null), whether a user was created or the e-mail
 * belongs to an account outside their clients: the answer never tells which (no user enumeration).
 */
export const userInvitedSchema = z.object({
  id: z.uuid().nullable(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type UserInvited = z.infer<typeof userInvitedSchema>;

/** PUT /api/users/:id: the user's own data (permissions and clients have their own routes). */
export const userUpdateSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    kind: z.enum(USER_KINDS),
    locale: z.enum(['pt-BR', 'en']),
    active: z.boolean(),
  })
  .superRefine((value, ctx) => checkKindAndClients(value, ctx));
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const passwordLinkSentSchema = z.object({ expiresAt: z.iso.datetime() });

/**
 * Permissions an actor may not hand out: nobody grants what they do not hold themselves, so an
 * administrator cannot create a more powerful account than their own.
 */
export function permissionsNotHeld(actor: Iterable<string>, requested: Iterable<string>): string[] {
  const held = new Set(actor);
  return [...new Set(requested)].filter((p) => !held.has(p));
}

// ------------------------------------------------------------------------------------------ audit

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listResponseSchema(auditEntrySchema);

// ------------------------------------------------------------------------------------------ client picker

export const clientOptionsQuerySchema = z.object({ q: searchText(100).optional() });
export const clientOptionsSchema = z.object({ items: z.array(clientRefSchema) });

/** A search text that can be the start of a CPF/CNPJ: its unmasked form, else null. */
export function taxIdPrefix(q: string): string | null {
  const v = stripCnpj(q);
  return /^[0-9A-Z]{3,14}$/.test(v) && /\d/.test(v) ? v : null;
}
