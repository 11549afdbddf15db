import { fieldMessageFor, type FieldMessageCode } from '@fxbo/domain';
import { AppError, type FieldError } from './app-error.js';
import type { Locale } from './locale.js';

// Titles of the generic problems; feature modules pass their own translated messages through AppError.
const titles = {
  bad_request: { 'pt-BR': 'Requisição inválida.', en: 'Bad request.' },
  invalid_json: {
    'pt-BR': 'O corpo da requisição não é um JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  validation_failed: { 'pt-BR': 'Campo inválido.', en: 'Invalid field.' },
  unauthorized: {
    'pt-BR': 'Sessão expirada ou inexistente. Entre novamente.',
    en: 'Your session has expired or does not exist. Please sign in again.',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para esta ação.',
    en: 'You do not have permission for this action.',
  },
  not_found: { 'pt-BR': 'Recurso não encontrado.', en: 'Resource not found.' },
  method_not_allowed: { 'pt-BR': 'Método não permitido.', en: 'Method not allowed.' },
  conflict: {
    'pt-BR': 'A operação conflita com o estado atual.',
    en: 'The operation conflicts with the current state.',
  },
  payload_too_large: {
    'pt-BR': 'O corpo da requisição é grande demais.',
    en: 'The request body is too large.',
  },
  uri_too_long: {
    'pt-BR': 'O endereço da requisição é longo demais.',
    en: 'The request address is too long.',
  },
  headers_too_large: {
    'pt-BR': 'Os cabeçalhos da requisição são grandes demais.',
    en: 'The request headers are too large.',
  },
  request_timeout: {
    'pt-BR': 'A requisição demorou demais para chegar.',
    en: 'The request took too long to arrive.',
  },
  unsupported_media_type: { 'pt-BR': 'Tipo de conteúdo não suportado.', en: 'Unsupported content type.' },
  rate_limited: {
    'pt-BR': 'Muitas tentativas. Aguarde e tente novamente.',
    en: 'Too many attempts. Please wait and try again.',
  },
  internal_error: {
    'pt-BR': 'Algo de errado aconteceu. Recarregue sua tela.',
    en: 'Something went wrong. Please reload the page.',
  },
  service_unavailable: {
    'pt-BR': 'Serviço indisponível no momento.',
    en: 'Service unavailable at the moment.',
  },
  export_too_large: {
    'pt-BR': 'Uma planilha Excel comporta até 1.048.575 linhas. Exporte em CSV ou refine os filtros.',
    en: 'An Excel sheet holds up to 1,048,575 rows. Export CSV or narrow the filters.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type GenericCode = keyof typeof titles;

export function title(code: GenericCode, locale: Locale): string {
  return titles[code][locale];
}

const fieldMessages = {
  required: { 'pt-BR': 'Campo obrigatório.', en: 'Required field.' },
  invalid: { 'pt-BR': 'Campo inválido.', en: 'Invalid field.' },
  too_small: { 'pt-BR': 'Valor abaixo do mínimo permitido.', en: 'Value below the allowed minimum.' },
  too_big: { 'pt-BR': 'Valor acima do máximo permitido.', en: 'Value above the allowed maximum.' },
  unknown_field: { 'pt-BR': 'Campo não reconhecido.', en: 'Unrecognised field.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldCode = keyof typeof fieldMessages;

export function fieldMessage(code: FieldCode, locale: Locale): string {
  return fieldMessages[code][locale];
}

/** A 404 for a record the user cannot see or that does not exist (the same answer for both). */
export function notFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', title('not_found', locale));
}

/** A 400 naming the body fields at fault, each with its translated shared message (FIELD_MESSAGES). */
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
