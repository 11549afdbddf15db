import { PAYMENT_ORDER_STATE_LABELS, type FieldMessageCode, type PaymentOrderState } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { fieldFailure } from '../../http/messages.js';

// Server-side wording of the payment orders area: not found, the actions' conflicts, field errors.

export { paymentOrderNotFound } from './quotes/messages.js';

const conflicts = {
  confirm: {
    'pt-BR': (s: string) =>
      `Somente ordens aguardando a data de crédito podem ser confirmadas (situação: “${s}”).`,
    en: (s: string) => `Only orders waiting for the credit date can be confirmed (state: “${s}”).`,
  },
  cancel: {
    'pt-BR': (s: string) => `Esta ordem não pode ser cancelada (situação: “${s}”).`,
    en: (s: string) => `This order cannot be canceled (state: “${s}”).`,
  },
  writeOff: {
    'pt-BR': (s: string) => `Somente ordens confirmadas têm saldo para baixa (situação: “${s}”).`,
    en: (s: string) => `Only confirmed orders have a balance to write off (state: “${s}”).`,
  },
  receive: {
    'pt-BR': (s: string) =>
      `Somente ordens confirmadas com saldo disponível podem ser recebidas (situação: “${s}”).`,
    en: (s: string) => `Only confirmed orders with an available balance can be received (state: “${s}”).`,
  },
} as const;

export type PaymentOrderAction = keyof typeof conflicts;

/** 409 `state_conflict`: the action is not allowed in the order's current state. */
export function stateConflict(
  action: PaymentOrderAction,
  state: PaymentOrderState,
  locale: Locale,
): AppError {
  return new AppError(
    409,
    'state_conflict',
    conflicts[action][locale](PAYMENT_ORDER_STATE_LABELS[state][locale]),
  );
}

/** 409: something was received or written off, so the order can no longer be canceled. */
export function alreadyReceived(locale: Locale): AppError {
  return new AppError(
    409,
    'already_received',
    locale === 'en'
      ? 'This order already has receivings, write-offs or contracts and can no longer be canceled.'
      : 'Esta ordem já tem recebimentos, baixas ou contratos e não pode mais ser cancelada.',
  );
}

/** 400 on one body field, with a FIELD_MESSAGES code. */
export function fieldError(field: string, code: FieldMessageCode, locale: Locale): AppError {
  return fieldFailure(locale, [{ path: field, code }]);
}
