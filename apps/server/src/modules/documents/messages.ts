import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the Document area.

const text = translations({
  noFile: l('Este documento não tem arquivo guardado.', 'This document has no stored file.'),
  fileType: l(
    'O arquivo guardado com este documento não é de um tipo permitido (PDF, JPEG ou PNG).',
    'The file stored with this document is not of an allowed type (PDF, JPEG or PNG).',
  ),
});

/** Another client's document is "not found" too, whatever its id. */
export const documentNotFound = notFound(l('Documento não encontrado.', 'Document not found.'));

export function documentHasNoFile(locale: Locale): AppError {
  return new AppError(404, 'not_found', text('noFile', locale));
}

/** A stored file whose declared type is not allowed, or whose bytes are not of that type: never served. */
export function documentFileTypeRefused(locale: Locale): AppError {
  return new AppError(422, 'file_type_invalid', text('fileType', locale));
}
