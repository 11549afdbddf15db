import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { z } from 'zod';
import { isValidCpf } from './documents/cpf';
import { LOGIN_MAX, LOGIN_MIN } from './password-policy';

export interface LoginIdentifier {
  kind: 'cpf' | 'email';
  value: string;
}

/** Spec messages for the login and recovery forms; the length messages are ours (the spec gives none). */
export const LOGIN_MESSAGES = {
  login_required: 'You must enter a Email.',
  login_invalid: 'You must enter a valid Email.',
  login_too_short: `Must be at least ${LOGIN_MIN} characters.`,
  login_too_long: `Must be at most ${LOGIN_MAX} characters.`,
} as const;
export type LoginRuleCode = keyof typeof LOGIN_MESSAGES;

/**
 * Spec section 5: with an `@` the identifier is an e-mail (trimmed, lower-cased); without, it is a CPF and
 * its dots and dash are stripped. No validation here, so the same key is used to store and to look up.
 */
export function normalizeLoginIdentifier(input: string): LoginIdentifier {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  return { kind: 'cpf', value: trimmed.replace(/[.-]/g, '') };
}

/**
 * Broken rules of a login identifier; lengths are those of the normalised value (a masked CPF counts 11).
 * A CPF with a wrong check digit is reported as invalid, with the form's one "valid" message.
 */
export function checkLoginIdentifier(input: string | null | undefined): LoginRuleCode[] {
  if (!input?.trim()) return ['login_required'];
  const { kind, value } = normalizeLoginIdentifier(input);
  if ([...value].length < LOGIN_MIN) return ['login_too_short'];
  if ([...value].length > LOGIN_MAX) return ['login_too_long'];
  const valid = kind === 'email' ? isValidEmail(value) : isValidCpf(value);
  return valid ? [] : ['login_invalid'];
}

/** The login field: outputs the normalised `{ kind, value }`. */
export const loginIdentifierSchema = z
  .string({ message: LOGIN_MESSAGES.login_required })
  .transform((input, ctx) => {
    const [code] = checkLoginIdentifier(input);
    if (code) {
      ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGES[code], params: { code } });
      return z.NEVER;
    }
    return normalizeLoginIdentifier(input);
  });
