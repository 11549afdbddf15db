import type { Locale } from '../../http/locale.js';

// Server-side wording of the sign-in flow; Portuguese texts are the spec's own (section 8).
const m = {
  invalid_grant: { 'pt-BR': 'Usuário ou senha incorretos.', en: 'Incorrect user or password.' },
  last_attempt: {
    'pt-BR': 'Atenção: mais uma tentativa incorreta bloqueará o usuário.',
    en: 'Attention: one more failed attempt will block the user.',
  },
  user_blocked: {
    'pt-BR': 'Por favor, entre em contato com seu gerente.',
    en: 'Please, contact your manager.',
  },
  invalid_code: { 'pt-BR': 'Código inválido.', en: 'Invalid code.' },
  code_expired: {
    'pt-BR': 'O código expirou. Entre novamente.',
    en: 'The code has expired. Please sign in again.',
  },
  code_sent: {
    'pt-BR': 'Um código foi enviado para o email cadastrado',
    en: 'A code was sent to the registered email',
  },
  resend_too_soon: {
    'pt-BR': 'Aguarde antes de pedir um novo código.',
    en: 'Please wait before asking for a new code.',
  },
  mail_not_sent: {
    'pt-BR': 'Email não enviado. Entre em contato com o suporte.',
    en: 'Email not sent. Please contact support.',
  },
  rate_limited: {
    'pt-BR': 'Muitas tentativas deste endereço. Aguarde e tente novamente.',
    en: 'Too many attempts from this address. Please wait and try again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type AuthMessage = keyof typeof m;

export function authMessage(key: AuthMessage, locale: Locale): string {
  return m[key][locale];
}
