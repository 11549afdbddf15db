import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_TYPE_LABELS,
  l,
  type ContractStatus,
  type ContractType,
} from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { fieldFailure } from '../../http/messages.js';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the export liquidation area.

/** Another client's contract is "not found" too, whatever its id. */
export const contractNotFound = notFound(l('Contrato não encontrado.', 'Contract not found.'));

/** 409 `state_conflict`: only an open export contract is liquidated here. */
export function notLiquidable(type: ContractType, status: ContractStatus, locale: Locale): AppError {
  if (type !== 'export') {
    const kind = CONTRACT_TYPE_LABELS[type][locale];
    return new AppError(
      409,
      'state_conflict',
      locale === 'en'
        ? `Only export contracts are liquidated here (this one is “${kind}”).`
        : `Somente contratos de exportação são liquidados aqui (este é de “${kind}”).`,
    );
  }
  const state = CONTRACT_STATUS_LABELS[status][locale];
  return new AppError(
    409,
    'state_conflict',
    locale === 'en'
      ? `Only open contracts can be liquidated; this one is already “${state}”.`
      : `Somente contratos em aberto podem ser liquidados; este já está “${state}”.`,
  );
}

/** 400 on the amount: more than what is still open (someone may have liquidated part meanwhile). */
export function aboveOpenAmount(locale: Locale): AppError {
  return fieldFailure(locale, [{ path: 'amount', code: 'liquidation_above_open' }]);
}

/** 400 on the amount: more decimals than its currency has (JPY: none). */
export function tooManyDecimals(locale: Locale): AppError {
  return fieldFailure(locale, [{ path: 'amount', code: 'money_invalid' }]);
}
