import type { Locale } from '../../http/locale.js';

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
