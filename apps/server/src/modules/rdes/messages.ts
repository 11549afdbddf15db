import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';

// Server-side wording of the RDE area.

const text = translations({
  notFound: l('RDE não encontrado.', 'RDE not found.'),
});

/** Another client's registration is "not found" too, whatever its id. */
export function rdeNotFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', text('notFound', locale));
}
