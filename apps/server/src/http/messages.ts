import { fieldMessageFor, l, type FieldMessageCode, type Label } from '@fxbo/domain';
import { AppError, type FieldError } from './app-error.js';
import type { z } from 'zod';
import { translateIssue } from './issue-messages.js';
import type { Locale } from './locale.js';

/** A lookup of a table of texts by key, in the caller's language; each module words its messages with one. */
export function translations<K extends string>(texts: Record<K, Label>): (key: K, locale: Locale) => string {
  return (key, locale) => texts[key][locale];
}

// Titles of the generic problems; feature modules pass their own translated messages through AppError.
const titles = {
  bad_request: l('Requisição inválida.', 'Bad request.'),
  invalid_json: l('O corpo da requisição não é um JSON válido.', 'The request body is not valid JSON.'),
  validation_failed: l('Campo inválido.', 'Invalid field.'),
  unauthorized: l(
    'Sessão expirada ou inexistente. Entre novamente.',
    'Your session has expired or does not exist. Please sign in again.',
  ),
  forbidden: l('Você não tem permissão para esta ação.', 'You do not have permission for this action.'),
  not_found: l('Recurso não encontrado.', 'Resource not found.'),
  method_not_allowed: l('Método não permitido.', 'Method not allowed.'),
  conflict: l('A operação conflita com o estado atual.', 'The operation conflicts with the current state.'),
  payload_too_large: l('O corpo da requisição é grande demais.', 'The request body is too large.'),
  uri_too_long: l('O endereço da requisição é longo demais.', 'The request address is too long.'),
  headers_too_large: l(
    'Os cabeçalhos da requisição são grandes demais.',
    'The request headers are too large.',
  ),
  request_timeout: l('A requisição demorou demais para chegar.', 'The request took too long to arrive.'),
  unsupported_media_type: l('Tipo de conteúdo não suportado.', 'Unsupported content type.'),
  rate_limited: l(
    'Muitas tentativas. Aguarde e tente novamente.',
    'Too many attempts. Please wait and try again.',
  ),
  internal_error: l(
    'Algo de errado aconteceu. Recarregue sua tela.',
    'Something went wrong. Please reload the page.',
  ),
  service_unavailable: l('Serviço indisponível no momento.', 'Service unavailable at the moment.'),
  export_too_large: l(
    'Uma planilha Excel comporta até 1.048.575 linhas. Exporte em CSV ou refine os filtros.',
    'An Excel sheet holds up to 1,048,575 rows. Export CSV or narrow the filters.',
  ),
  report_empty: l('Nenhum registro atende aos filtros.', 'No record matches the filters.'),
  report_too_large: l(
    'Um relatório impresso comporta até 3.000 linhas. Refine os filtros, ou exporte em XLSX ou CSV.',
    'A printed report holds up to 3,000 rows. Narrow the filters, or export XLSX or CSV.',
  ),
} satisfies Record<string, Label>;

export type GenericCode = keyof typeof titles;

export const title = translations(titles);

/** Messages of the generic field issues (zod's own codes, when a schema attaches no code of its own). */
export const fieldMessage = translations({
  required: l('Campo obrigatório.', 'Required field.'),
  invalid: l('Campo inválido.', 'Invalid field.'),
  too_small: l('Valor abaixo do mínimo permitido.', 'Value below the allowed minimum.'),
  too_big: l('Valor acima do máximo permitido.', 'Value above the allowed maximum.'),
  unknown_field: l('Campo não reconhecido.', 'Unrecognised field.'),
});

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

/**
 * A 400 for a domain schema's issues found outside the route's own validation (a multipart form's JSON, a rule
 * across query parameters): each issue at `where.path`, translated like the route validator's (translateIssue).
 */
export function schemaFailure(
  issues: readonly z.core.$ZodIssue[],
  where: 'body' | 'querystring',
  locale: Locale,
): AppError {
  const errors: FieldError[] = issues.map((issue) => {
    const path = [where, ...issue.path.map(String)].join('.');
    const translated = translateIssue(issue as unknown as Record<string, unknown>, issue.message, locale);
    return translated
      ? { path, ...translated }
      : { path, code: issue.code, message: fieldMessage('invalid', locale) };
  });
  return new AppError(400, 'validation_failed', errors[0]?.message ?? title('validation_failed', locale), {
    errors,
  });
}
