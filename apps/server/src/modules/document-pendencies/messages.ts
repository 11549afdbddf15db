import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the pending documents area.

const text = translations({
  alreadyResolved: l(
    'Esta pendência já foi resolvida e não pode ser resolvida novamente. Atualize a lista.',
    'This pendency has already been resolved and cannot be resolved again. Reload the list.',
  ),
  staffOnly: l(
    'Somente a equipe da corretora resolve pendências.',
    'Only the brokerage’s staff resolve pendencies.',
  ),
});

/** Another client's pendency is "not found" too, whatever its id. */
export const pendencyNotFound = notFound(l('Pendência não encontrada.', 'Pendency not found.'));

/** 409 `state_conflict`: someone resolved it first. */
export function alreadyResolved(locale: Locale): AppError {
  return new AppError(409, 'state_conflict', text('alreadyResolved', locale));
}

/** 403: a client user never resolves, whatever it holds. */
export function staffOnly(locale: Locale): AppError {
  return new AppError(403, 'forbidden', text('staffOnly', locale));
}
