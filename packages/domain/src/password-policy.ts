import { z } from 'zod';
import { englishMessages } from './field-messages';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 40;
/** Login identifier (CPF or e-mail) length, spec section 9. */
export const LOGIN_MIN = 11;
export const LOGIN_MAX = 80;

/** Stable rule codes and their messages: the spec's English texts (typos included), from FIELD_MESSAGES. */
export const PASSWORD_MESSAGES = englishMessages([
  'password_required',
  'password_too_short',
  'password_too_long',
  'password_uppercase',
  'password_lowercase',
  'password_number',
  'password_special',
  'password_confirmation_required',
  'password_mismatch',
]);
export type PasswordRuleCode = keyof typeof PASSWORD_MESSAGES;

// Letters and digits of any script count as such (an accented "É" is an uppercase letter, not a special
// character); everything else, space included, is special.
const RULES: readonly [PasswordRuleCode, (pw: string) => boolean][] = [
  ['password_too_short', (pw) => [...pw].length >= PASSWORD_MIN],
  ['password_too_long', (pw) => [...pw].length <= PASSWORD_MAX],
  ['password_uppercase', (pw) => /\p{Lu}/u.test(pw)],
  ['password_lowercase', (pw) => /\p{Ll}/u.test(pw)],
  ['password_number', (pw) => /\p{Nd}/u.test(pw)],
  ['password_special', (pw) => /[^\p{L}\p{N}]/u.test(pw)],
];

/** The codes of every rule `password` breaks, in the spec's order; an empty list means it is acceptable. */
export function checkPassword(password: string | null | undefined): PasswordRuleCode[] {
  if (!password) return ['password_required'];
  return RULES.filter(([, passes]) => !passes(password)).map(([code]) => code);
}

/** Confirmation rule of the change/reset forms: null when fine. */
export function checkPasswordConfirmation(
  password: string,
  confirmation: string | null | undefined,
): PasswordRuleCode | null {
  if (!confirmation) return 'password_confirmation_required';
  return confirmation === password ? null : 'password_mismatch';
}

/** A new password: one issue per broken rule, each with the spec's message and `params.code`. */
export const passwordSchema = z
  .string({ message: PASSWORD_MESSAGES.password_required })
  .superRefine((pw, ctx) => {
    for (const code of checkPassword(pw)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[code], params: { code } });
    }
  });

/**
 * `{ ...extra, newPassword, newPasswordConfirmation }` with both password rules: build the change form with
 * `{ currentPassword }` and the reset form with `{ hash }`. A factory, because zod cannot extend an object
 * schema that already carries a refinement.
 */
export function newPasswordSchema<Extra extends z.ZodRawShape = Record<never, never>>(extra?: Extra) {
  return z
    .object({
      ...(extra as Extra),
      newPassword: passwordSchema,
      newPasswordConfirmation: z.string().nullish(),
    })
    .superRefine((value, ctx) => {
      // The generic Extra hides the known keys from the compiler; they are there.
      const { newPassword, newPasswordConfirmation } = value as {
        newPassword: string;
        newPasswordConfirmation?: string | null;
      };
      const code = checkPasswordConfirmation(newPassword, newPasswordConfirmation);
      if (code) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPasswordConfirmation'],
          message: PASSWORD_MESSAGES[code],
          params: { code },
        });
      }
    });
}
