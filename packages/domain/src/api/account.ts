import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { z } from 'zod';
import { LOGIN_MAX, LOGIN_MIN, newPasswordSchema } from '../password-policy';
import { FIELD_MESSAGES, type FieldMessageCode } from '../field-messages';
import { sessionUserSchema } from './auth';

// Wire contracts of the signed-in user's own account and of password recovery, shared by the API
// (validation, OpenAPI) and the web (forms, typing). Custom rules carry their stable code in `params.code`.

const en = (code: FieldMessageCode) => FIELD_MESSAGES[code].en;

/** A required string whose emptiness is reported with a stable code (zod 4 keeps params only on custom issues). */
function requiredString(code: FieldMessageCode, max: number) {
  return z
    .string({ message: en(code) })
    .max(max)
    .optional()
    .superRefine((v, ctx) => {
      if (!v?.trim()) ctx.addIssue({ code: 'custom', message: en(code), params: { code } });
    })
    .transform((v) => v ?? '');
}

// ------------------------------------------------------------------------------------------ recovery

/**
 * Spec 5, recovery: e-mail required, 11 to 80 characters, valid; the sign-in form's rules and messages (spec 5,
 * "Login"), restricted to e-mail addresses. Outputs the trimmed, lower-cased address.
 */
export const recoveryEmailSchema = z.string({ message: en('login_required') }).transform((input, ctx) => {
  const value = input.trim().toLowerCase();
  const length = [...value].length;
  const code: FieldMessageCode | undefined =
    value === ''
      ? 'login_required'
      : length < LOGIN_MIN
        ? 'login_too_short'
        : length > LOGIN_MAX
          ? 'login_too_long'
          : isValidEmail(value)
            ? undefined
            : 'login_invalid';
  if (code) {
    ctx.addIssue({ code: 'custom', message: en(code), params: { code } });
    return z.NEVER;
  }
  return value;
});

export const passwordRecoveryRequestSchema = z.object({
  email: recoveryEmailSchema,
  captcha: requiredString('captcha_required', 20_000),
});
export type PasswordRecoveryRequest = z.input<typeof passwordRecoveryRequestSchema>;

/** The one neutral answer, whether or not the address has an account. */
export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** The reset token of the e-mailed link (`/reset-password/{hash}`). */
export const resetTokenSchema = z.string({ message: en('reset_link_invalid') }).max(200);
export const resetTokenParamsSchema = z.object({ hash: resetTokenSchema });
/**
 * What a password link is for (password_reset_tokens.purpose): a reset of a forgotten password, or the
 * invitation of an account created in the app, whose first password it sets (the page words each its own way).
 */
export const PASSWORD_LINK_PURPOSES = ['reset', 'invitation'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];
export const resetTokenStatusSchema = z.object({
  valid: z.literal(true),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
});

/** Reset form: the spec's password policy and confirmation, plus the token. */
export const resetPasswordRequestSchema = newPasswordSchema({ hash: resetTokenSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

// ------------------------------------------------------------------------------------------ password change

/** A password the user already has (current password, re-authentication): only required, never policed. */
export const currentPasswordSchema = z
  .string({ message: en('password_required') })
  .max(200)
  .superRefine((v, ctx) => {
    if (v === '')
      ctx.addIssue({
        code: 'custom',
        message: en('password_required'),
        params: { code: 'password_required' },
      });
  });

export const changePasswordRequestSchema = newPasswordSchema({ currentPassword: currentPasswordSchema });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// ------------------------------------------------------------------------------------------ authenticator app

export const totpSetupResponseSchema = z.object({
  /** Base32 secret, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/... URI (RFC 6238 parameters), the content of the QR code. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** Six digits from the authenticator app; spaces (as apps display "123 456") are ignored. */
export const totpCodeSchema = requiredString('totp_code_required', 20)
  .transform((v) => v.replace(/\s+/g, ''))
  .superRefine((v, ctx) => {
    if (v !== '' && !/^\d{6}$/.test(v))
      ctx.addIssue({ code: 'custom', message: en('invalid_code'), params: { code: 'invalid_code' } });
  });

export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
export type TotpEnableRequest = z.input<typeof totpEnableRequestSchema>;
export const totpDisableRequestSchema = z.object({ password: currentPasswordSchema });
export type TotpDisableRequest = z.input<typeof totpDisableRequestSchema>;
export const totpStatusSchema = z.object({ totpEnabled: z.boolean() });

// ------------------------------------------------------------------------------------------ preferences

export const LOCALES = ['pt-BR', 'en'] as const;
export const SETTINGS_MAX_BYTES = 16 * 1024;
export const SETTINGS_MAX_DEPTH = 32;
export const SHORTCUTS_MAX = 30;
export const SHORTCUT_ID = /^[A-Za-z0-9._-]{1,64}$/;

// PostgreSQL's jsonb refuses NUL and unpaired surrogates, so they are refused here with a clear message.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Why a settings object cannot be stored, or undefined when it can (iterative: no recursion limit). */
export function settingsProblem(
  value: Record<string, unknown>,
): 'settings_too_large' | 'settings_invalid' | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node === 'string') {
      if (unstorable(node)) return 'settings_invalid';
    } else if (node !== null && typeof node === 'object') {
      if (depth > SETTINGS_MAX_DEPTH) return 'settings_invalid';
      for (const [k, v] of Object.entries(node)) {
        if (unstorable(k)) return 'settings_invalid';
        stack.push([v, depth + 1]);
      }
    } else if (typeof node === 'number' && !Number.isFinite(node)) return 'settings_invalid';
  }
  return new TextEncoder().encode(JSON.stringify(value)).length > SETTINGS_MAX_BYTES
    ? 'settings_too_large'
    : undefined;
}

/** Layout and theme settings of the shell (spec 1 and 3), kept with the profile: any JSON object up to 16 KB. */
export const userSettingsSchema = z
  .record(z.string(), z.unknown(), { message: en('settings_invalid') })
  .superRefine((v, ctx) => {
    const code = settingsProblem(v);
    if (code) ctx.addIssue({ code: 'custom', message: en(code), params: { code } });
  });

/** Menu item ids of the shortcuts bar, in the user's order. */
export const shortcutsSchema = z
  .array(z.string(), { message: en('shortcuts_invalid') })
  .superRefine((list, ctx) => {
    if (list.length > SHORTCUTS_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: en('shortcuts_too_many'),
        params: { code: 'shortcuts_too_many' },
      });
      return;
    }
    const seen = new Set<string>();
    list.forEach((id, i) => {
      const code: FieldMessageCode | undefined = !SHORTCUT_ID.test(id)
        ? 'shortcut_invalid'
        : seen.has(id)
          ? 'shortcut_duplicate'
          : undefined;
      seen.add(id);
      if (code) ctx.addIssue({ code: 'custom', path: [i], message: en(code), params: { code } });
    });
  });

export const preferencesRequestSchema = z.strictObject({
  locale: z.enum(LOCALES, { message: en('locale_invalid') }).optional(),
  settings: userSettingsSchema.optional(),
  shortcuts: shortcutsSchema.optional(),
});
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;
export const preferencesResponseSchema = sessionUserSchema;
