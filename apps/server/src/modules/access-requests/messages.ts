import { fieldMessageFor, type FieldMessageCode } from '@fxbo/domain';
import { AppError, type FieldError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { title } from '../../http/messages.js';

// Server-side wording of access requests; field messages come from the shared FIELD_MESSAGES.
const m = {
  access_request_pending: {
    'pt-BR': 'Já existe uma solicitação de acesso pendente para este CPF.',
    en: 'There is already a pending access request for this CPF.',
  },
  access_request_decided: {
    'pt-BR': 'Esta solicitação de acesso já foi decidida.',
    en: 'This access request has already been decided.',
  },
  account_exists: {
    'pt-BR': 'Já existe um usuário com este email ou CPF.',
    en: 'A user with this email or CPF already exists.',
  },
  rate_limited: {
    'pt-BR': 'Muitas solicitações deste endereço. Aguarde e tente novamente.',
    en: 'Too many requests from this address. Please wait and try again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AccessRequestMessageKey = keyof typeof m;

export function accessRequestMessage(key: AccessRequestMessageKey, locale: Locale): string {
  return m[key][locale];
}

export function notFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', title('not_found', locale));
}

/** A 400 naming the body fields at fault, each with its translated shared message. */
export function fieldFailure(locale: Locale, fields: { path: string; code: FieldMessageCode }[]): AppError {
  const errors: FieldError[] = fields.map((f) => ({
    path: `body.${f.path}`,
    code: f.code,
    message: fieldMessageFor(f.code, locale) ?? f.code,
  }));
  return new AppError(400, 'validation_failed', errors[0]?.message ?? title('validation_failed', locale), {
    errors,
  });
}
