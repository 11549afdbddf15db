import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';
import type { MultipartFault } from '../../http/multipart-errors.js';
import type { SlotRefusal } from '../../http/upload-slots.js';

// Server-side wording of the receiving's multipart form: its shape, its limits, uploads at the same time.

/** Seconds a client is asked to wait when no upload slot is free: about what a 10 MB upload takes. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

const text = translations({
  malformed: l(
    'O formulário enviado está malformado ou incompleto. Envie-o novamente.',
    'The form sent is malformed or incomplete. Please send it again.',
  ),
  layout: l(
    'Envie o formulário com o campo “data” antes do arquivo em “document”.',
    'Send the form’s “data” field before the file in “document”.',
  ),
  tooManyParts: l(
    'O formulário tem partes demais: envie somente o campo “data” e um arquivo em “document”.',
    'The form has too many parts: send only the “data” field and one file in “document”.',
  ),
  fieldTooLarge: l(
    'O campo “data” do formulário passa do limite de 64 KiB.',
    'The form’s “data” field is over its 64 KiB limit.',
  ),
  userUploads: l(
    'Você já tem envios de arquivo em andamento. Aguarde que terminem e tente novamente.',
    'You already have file uploads in progress. Wait for them to finish and try again.',
  ),
  processUploads: l(
    'O servidor está recebendo muitos arquivos agora. Tente novamente em alguns segundos.',
    'The server is receiving many files right now. Please try again in a few seconds.',
  ),
});

/** 400 for a body that is not a whole multipart form; 413 for one with more parts than the form has. */
export function multipartRefused(fault: MultipartFault, locale: Locale): AppError {
  return fault === 'too_many_parts'
    ? new AppError(413, 'multipart_too_many_parts', text('tooManyParts', locale))
    : new AppError(400, 'multipart_malformed', text('malformed', locale));
}

/** 400: a file came before the form (or under another name), so it could not be checked before it is read. */
export function multipartLayout(locale: Locale): AppError {
  return new AppError(400, 'multipart_layout', text('layout', locale));
}

/** 413: the `data` field went past its limit (busboy cuts it; a cut JSON would read as missing fields). */
export function formFieldTooLarge(locale: Locale): AppError {
  return new AppError(413, 'multipart_field_too_large', text('fieldTooLarge', locale));
}

/** 429: the user, or the process, already receives as many files as it may at once. */
export function tooManyUploads(refused: SlotRefusal, locale: Locale): AppError {
  return new AppError(
    429,
    'too_many_uploads',
    text(refused === 'user' ? 'userUploads' : 'processUploads', locale),
    { headers: { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) } },
  );
}
