import { fieldMessageFor, l, type FieldMessageCode } from '@fxbo/domain';
import type { FieldError } from '../../http/app-error.js';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';

// Server-side wording of the account area; field messages come from the shared FIELD_MESSAGES.
export const accountMessage = translations({
  recovery_sent: l(
    'Se o email estiver cadastrado, você receberá um link para redefinir sua senha.',
    'If the email is registered, you will receive a link to reset your password.',
  ),
  password_changed: l('Senha alterada com sucesso.', 'Password changed successfully.'),
  rate_limited: l(
    'Muitas tentativas. Aguarde e tente novamente.',
    'Too many attempts. Please wait and try again.',
  ),
  totp_already_enabled: l(
    'O aplicativo autenticador já está ativado. Desative-o antes de configurar outro.',
    'The authenticator app is already enabled. Disable it before setting up another one.',
  ),
  totp_not_pending: l(
    'Configure o aplicativo autenticador antes de ativá-lo.',
    'Set up the authenticator app before enabling it.',
  ),
});

/** The translated text of a shared field-message code (every code used here exists in FIELD_MESSAGES). */
export function fieldText(code: FieldMessageCode, locale: Locale): string {
  return fieldMessageFor(code, locale) ?? code;
}

/** A 400 on one body field, titled with the field's own message so a toast can show it as it is. */
export function fieldFailure(
  field: string,
  code: FieldMessageCode,
  locale: Locale,
  problemCode = 'validation_failed',
): AppError {
  const message = fieldText(code, locale);
  const error: FieldError = { path: `body.${field}`, code, message };
  return new AppError(400, problemCode, message, { errors: [error] });
}

export function rateLimited(retryAfter: number, locale: Locale): AppError {
  return new AppError(429, 'rate_limited', accountMessage('rate_limited', locale), {
    headers: { 'Retry-After': String(retryAfter) },
  });
}
