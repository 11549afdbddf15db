import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';

// Server-side wording of the back-to-back area.

const text = translations({
  notFound: l('Operação back-to-back não encontrada.', 'Back-to-back operation not found.'),
});

/** Another client's operation is "not found" too, whatever its id. */
export function backToBackNotFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', text('notFound', locale));
}
