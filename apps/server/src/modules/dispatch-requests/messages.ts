import { DISPATCH_REQUEST_STATUS_LABELS, l, type DispatchRequestStatus } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the dispatch requests area.

/** Another client's request is "not found" too, whatever its id. */
export const dispatchRequestNotFound = notFound(
  l('Solicitação de despacho não encontrada.', 'Dispatch request not found.'),
);

/** 409 `state_conflict`: only a pending request is registered or rejected; this one was decided already. */
export function alreadyDecided(status: DispatchRequestStatus, locale: Locale): AppError {
  const state = DISPATCH_REQUEST_STATUS_LABELS[status][locale];
  return new AppError(
    409,
    'state_conflict',
    locale === 'en'
      ? `Only pending requests can be registered or rejected; this one is already “${state}”.`
      : `Somente solicitações pendentes podem ser registradas ou rejeitadas; esta já está “${state}”.`,
  );
}
