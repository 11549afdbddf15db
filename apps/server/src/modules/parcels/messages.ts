import { l, PARCEL_STATUS_LABELS, type ParcelStatusCode } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the parcels area.

/** Another client's parcel is "not found" too, whatever its id. */
export const parcelNotFound = notFound(l('Parcela não encontrada.', 'Parcel not found.'));

/** Why an already-decided parcel cannot be decided again: its number and the decision that stands. */
export function alreadyDecidedMessage(number: string, status: ParcelStatusCode, locale: Locale): string {
  const decision = PARCEL_STATUS_LABELS[status][locale].toLowerCase();
  return locale === 'en'
    ? `Parcel ${number} has already been ${decision} and cannot be decided again. Reload the list.`
    : `A parcela ${number} já foi ${decision} e não pode ser decidida novamente. Atualize a lista.`;
}

/** 409 `state_conflict`: the parcel left "pending" before this decision reached it. */
export function alreadyDecided(number: string, status: ParcelStatusCode, locale: Locale): AppError {
  return new AppError(409, 'state_conflict', alreadyDecidedMessage(number, status, locale));
}
