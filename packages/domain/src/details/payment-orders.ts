import { countryName } from '../display';
import { l } from '../label';
import type { PaymentOrderDetail } from '../api/payment-order-detail';
import { paymentOrdersList } from '../api/payment-orders';
import { detailFields } from './fields';

const list = paymentOrdersList.columns;
const own = { kind: 'money', currency: { field: 'currency' } } as const;

/**
 * A payment order's page (/payment-order-detail/{id}), spec 2's fields: who sent what, where it was credited,
 * what is left, who confirmed it. The receiving flow's summary shows some of them, and the currency.
 */
export const PAYMENT_ORDER_DETAIL_FIELDS = detailFields<PaymentOrderDetail>()({
  oprNumber: list.oprNumber,
  client: list.client,
  issuer: {
    ...list.issuer,
    // Its country after it, by name.
    value: (o, language) => {
      const country = o.issuerCountry ? countryName(o.issuerCountry, language) || o.issuerCountry : null;
      return country ? `${o.issuer} (${country})` : o.issuer;
    },
  },
  foreignAccount: { kind: 'text', label: l('Conta em moeda estrangeira', 'Foreign currency account') },
  creditValue: { ...own, label: l('Valor creditado', 'Credited amount') },
  availableBalance: { ...own, label: l('Saldo disponível', 'Available balance') },
  bankerExpenses: { ...own, label: l('Despesas bancárias', 'Bank charges') },
  operationDate: { kind: 'date', label: l('Data da operação', 'Operation date') },
  creditDate: { kind: 'date', label: l('Data de crédito', 'Credit date') },
  state: list.state,
  registerDate: { kind: 'date', label: l('Data de registro', 'Register date') },
  confirmedBy: { kind: 'text', label: l('Operador que confirmou', 'Confirming operator') },
  confirmedAt: { kind: 'dateTime', label: l('Data da confirmação', 'Confirmation date') },
  currency: list.currency,
});

/** The order's own section on its page, and the receiving flow's summary of it. */
export const PAYMENT_ORDER_OWN_FIELDS = [
  'oprNumber',
  'client',
  'issuer',
  'foreignAccount',
  'creditValue',
  'availableBalance',
  'bankerExpenses',
  'operationDate',
  'creditDate',
  'state',
  'registerDate',
  'confirmedBy',
  'confirmedAt',
] as const;
export const PAYMENT_ORDER_SUMMARY_FIELDS = [
  'oprNumber',
  'client',
  'issuer',
  'currency',
  'availableBalance',
] as const;
