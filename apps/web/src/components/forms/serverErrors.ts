import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, type ApiFieldError } from '../../http/fetchJson';
import { apiErrorText, type ErrorTexts } from '../apiErrorText';

/*
 * Where a refused request's errors are shown (issue 24): the server answers 400 problem+json with one entry per
 * field (`errors: [{ path: 'body.bankCode', code: 'invalid_bank', message: 'Banco inválido.' }]`). Each entry
 * that names a field of the form goes under that field; everything else (an entry naming no field of the form,
 * or a problem without entries) is said once in the form's alert. Every form and dialog uses these, so no
 * refusal is lost between "a field will say it" and "the alert will say it".
 */

/** Maps a server path, without its `body.`/`querystring.` prefix, to the form's field name, where they differ. */
export type FieldNameOf = (path: string) => string;

/** The form field a server path names: `body.bankCode` → `bankCode`, `body.items.0.amount` → `items.0.amount`. */
export function fieldPath(path: string): string {
  return path.replace(/^(body|querystring)\./, '');
}

/** Whether `name` is one of `fields` or lies under one of them (`items.0.amount` under `items`). */
function isFormField(name: string, fields: readonly string[]): boolean {
  return fields.some((f) => name === f || name.startsWith(`${f}.`));
}

export interface ServerErrorSplit {
  /** The server's errors on the form's fields, by field name (the first one of a field). */
  onFields: ReadonlyMap<string, ApiFieldError>;
  /** The server's field errors naming no field of this form. */
  rest: readonly ApiFieldError[];
}

/** Sorts a failed call's field errors into those a field of the form shows and the rest. */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
  fieldName: FieldNameOf = (path) => path,
): ServerErrorSplit {
  const onFields = new Map<string, ApiFieldError>();
  const rest: ApiFieldError[] = [];
  if (!(error instanceof ApiError)) return { onFields, rest };
  for (const entry of error.fieldErrors) {
    const name = fieldName(fieldPath(entry.path));
    if (isFormField(name, fields)) {
      if (!onFields.has(name)) onFields.set(name, entry);
    } else rest.push(entry);
  }
  return { onFields, rest };
}

/** The server's error for one field of the form (for a form without react-hook-form), if it named it. */
export function serverFieldError(
  error: unknown,
  field: string,
  fieldName?: FieldNameOf,
): ApiFieldError | undefined {
  return splitServerErrors(error, [field], fieldName).onFields.get(field);
}

/**
 * Puts the server's field errors on the react-hook-form fields that exist (the code as the error's type, so the
 * screen translates it like its own checks; the server's message as the fallback) and focuses the first.
 * Returns whether any was placed.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  fieldName?: FieldNameOf,
): boolean {
  let first = true;
  for (const [name, entry] of splitServerErrors(error, fields, fieldName).onFields) {
    setError(name as Path<Values>, { type: entry.code, message: entry.message } satisfies FieldError, {
      shouldFocus: first,
    });
    first = false;
  }
  return !first;
}

export interface AlertTexts extends ErrorTexts {
  /** A field error's text in the screen's catalogue (code, else the server's message). */
  fieldText?: (code: string, message: string) => string;
}

/**
 * What the form's alert says about a failed call: nothing when there is no failure or every field error is under
 * its field; the field errors naming no field of the form; else the problem's sentence (its title, or the
 * screen's text for its code), followed by its detail when it has a second sentence.
 */
export function serverAlertText(
  error: unknown,
  fields: readonly string[],
  texts: AlertTexts,
  fieldName?: FieldNameOf,
): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    const { rest } = splitServerErrors(error, fields, fieldName);
    if (rest.length === 0) return undefined;
    const sentences = rest.map((e) => texts.fieldText?.(e.code, e.message) ?? e.message).filter(Boolean);
    if (sentences.length > 0) return [...new Set(sentences)].join(' ');
  }
  const text = apiErrorText(error, texts);
  const detail = error instanceof ApiError ? error.detail : undefined;
  return detail && detail !== text ? `${text} ${detail}` : text;
}
