import { formatMoney, formatRate } from '@fxbo/domain';
import { formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { personalMail } from '../../platform/personal-mail.js';

/** What the client's e-mail about a requested receiving says: the order and every figure. */
export interface ReceivingMailFacts {
  oprNumber: string;
  currency: string;
  brokerage: string;
  receiptValue: string;
  exchangeRate: string;
  iofValue: string;
  operationFee: string;
  valueToReceive: string;
  vetRate: string;
  expectedPaymentDate: string;
}

function lines(f: ReceivingMailFacts, locale: Locale): string[] {
  const brl = (v: string) => formatMoney(v, 'BRL', locale);
  const en = locale === 'en';
  return [
    `${en ? 'Payment order' : 'Ordem de pagamento'}: ${f.oprNumber}`,
    `${en ? 'Receipt value' : 'Valor do recebimento'}: ${formatMoney(f.receiptValue, f.currency, locale)}`,
    `${en ? 'Exchange rate' : 'Taxa de câmbio'}: ${formatRate(f.exchangeRate, locale)}`,
    `IOF: ${brl(f.iofValue)}`,
    `${en ? 'Operation fee' : 'Tarifa da operação'}: ${brl(f.operationFee)}`,
    `${en ? 'Value to receive' : 'Valor a receber'}: ${brl(f.valueToReceive)}`,
    `${en ? 'VET rate' : 'Taxa VET'}: ${formatRate(f.vetRate, locale)}`,
    `${en ? 'Expected payment date' : 'Data prevista de pagamento'}: ${formatDay(f.expectedPaymentDate, locale)}`,
  ];
}

/** The e-mail to each of the client's users (whoever asked for the receiving), in their language. */
export function receivingMail(
  to: { email: string; name: string; locale: Locale },
  f: ReceivingMailFacts,
): OutgoingMail {
  const body = (locale: Locale) => lines(f, locale).join('\n');
  return personalMail(to.email, to.name, to.locale, {
    'pt-BR': {
      subject: `Recebimento solicitado — ${f.oprNumber}`,
      text: (first) =>
        `Olá, ${first}.\n\nFoi solicitado um recebimento para a sua empresa:\n\n${body('pt-BR')}\n\n` +
        `O comprovante está no detalhe da ordem de pagamento.\n\n${f.brokerage}`,
    },
    en: {
      subject: `Receiving requested — ${f.oprNumber}`,
      text: (first) =>
        `Hello, ${first}.\n\nA receiving has been requested for your company:\n\n${body('en')}\n\n` +
        `The receipt is in the payment order's detail.\n\n${f.brokerage}`,
    },
  });
}
