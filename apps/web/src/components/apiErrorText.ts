import { ApiError } from '../http/fetchJson';

export interface ErrorTexts {
  /** Catalogue text by problem code (e.g. self_protection, user_not_active), already translated. */
  byCode?: Partial<Record<string, string>>;
  /** Catalogue text by field-error code (problem+json `errors[].code`, e.g. permission_not_held). */
  byFieldCode?: Partial<Record<string, string>>;
  /** No answer at all (offline, timeout). */
  network: string;
  /** Anything else without a better text. */
  generic: string;
}

/**
 * The sentence to show for a failed call: the screen's own text for a field error's code or for the
 * problem's stable code when it has one, else the server's title (already in the UI language: fetchJson sends Accept-Language), else a
 * generic text. A failure without an answer is a network problem.
 */
export function apiErrorText(error: unknown, texts: ErrorTexts): string {
  if (!(error instanceof ApiError)) return texts.network;
  for (const field of error.fieldErrors) {
    const text = texts.byFieldCode?.[field.code];
    if (text) return text;
  }
  const own = error.code ? texts.byCode?.[error.code] : undefined;
  return own ?? error.title ?? texts.generic;
}

/** The problem's stable code, when the failure is an API answer. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
