import { formatMoney, type ParcelDecision } from '@fxbo/domain';
import { formatDay } from '../../http/format.js';
import type { Locale } from '../../http/locale.js';
import { userText } from '../../mail/html.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { personalMail } from '../../platform/personal-mail.js';

/** What a client's e-mail about a decided parcel says. */
export interface ParcelMailFacts {
  decision: ParcelDecision;
  parcelNumber: string;
  clientName: string;
  closureDate: string;
  currency: string;
  value: string;
  reference: string | null;
  invoice: string | null;
  reason: string | null;
  brokerage: string;
}

function lines(f: ParcelMailFacts, locale: Locale): string[] {
  const en = locale === 'en';
  return [
    `${en ? 'Parcel' : 'Parcela'}: ${f.parcelNumber}`,
    `${en ? 'Client' : 'Cliente'}: ${f.clientName}`,
    `${en ? 'Closure' : 'Fechamento'}: ${formatDay(f.closureDate, locale)}`,
    `${en ? 'Value' : 'Valor'}: ${formatMoney(f.value, f.currency, locale)}`,
    ...(f.reference ? [`${en ? 'Reference' : 'Referência'}: ${f.reference}`] : []),
    ...(f.invoice ? [`${en ? 'Invoice' : 'Fatura'}: ${f.invoice}`] : []),
    ...(f.reason ? [`${en ? 'Reason' : 'Motivo'}: ${userText(f.reason)}`] : []),
  ];
}

/** The e-mail to one of the client's users about the decision on a parcel, in the user's language. */
export function parcelDecisionMail(
  to: { email: string; name: string; locale: Locale },
  f: ParcelMailFacts,
): OutgoingMail {
  const authorized = f.decision === 'authorize';
  return personalMail(to.email, to.name, to.locale, {
    'pt-BR': {
      subject: `Parcela ${authorized ? 'autorizada' : 'recusada'} — ${f.parcelNumber}`,
      text: (first) =>
        `Olá, ${first}.\n\nA parcela abaixo foi ${authorized ? 'autorizada' : 'recusada'}:\n\n` +
        `${lines(f, 'pt-BR').join('\n')}\n\n${f.brokerage}`,
    },
    en: {
      subject: `Parcel ${authorized ? 'authorized' : 'rejected'} — ${f.parcelNumber}`,
      text: (first) =>
        `Hello, ${first}.\n\nThe parcel below has been ${authorized ? 'authorized' : 'rejected'}:\n\n` +
        `${lines(f, 'en').join('\n')}\n\n${f.brokerage}`,
    },
  });
}
