import { fieldMessageFor } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';

// Server-side wording of the balance area: a currency it does not know and the printable balance report (the
// extract's downloads take their words from extractList).

export function unknownCurrency(locale: Locale): AppError {
  const message = fieldMessageFor('currency_invalid', locale) ?? 'Invalid currency.';
  return new AppError(400, 'validation_failed', message, {
    errors: [{ path: 'querystring.currency', code: 'currency_invalid', message }],
  });
}

export const REPORT_WORDS = {
  'pt-BR': {
    title: 'Relatório de saldo',
    file: 'relatorio-saldo',
    period: (from: string, to: string) => `Período: ${from} a ${to}`,
    shipper: 'Remessadora',
    client: 'Cliente',
    currency: 'Moeda',
    balance: 'Saldo',
    outstanding: 'Saldo em aberto',
    locked: 'Saldo bloqueado',
    paidOnDay: (day: string) => `Total pago no dia (${day})`,
    // The screen's words (balance.json figures.pendingWire).
    pendingWire: 'Envio pendente',
    lastClosure: 'Último fechamento',
    lastUpdate: 'Última atualização',
    referenceRate: 'Taxa de referência',
    extract: 'Extrato',
    openingBalance: 'Saldo anterior ao período',
    closingBalance: 'Saldo ao fim do período',
    credits: 'Créditos no período',
    debits: 'Débitos no período',
    entries: 'Lançamentos',
    none: 'Nenhum lançamento no período.',
    truncated: (shown: string) =>
      `O relatório mostra os primeiros ${shown} lançamentos do período; exporte o CSV do extrato para obter todos.`,
  },
  en: {
    title: 'Balance report',
    file: 'balance-report',
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    shipper: 'Remitter',
    client: 'Client',
    currency: 'Currency',
    balance: 'Balance',
    outstanding: 'Outstanding balance',
    locked: 'Locked balance',
    paidOnDay: (day: string) => `Total paid on the day (${day})`,
    pendingWire: 'Pending wire',
    lastClosure: 'Last closure',
    lastUpdate: 'Last update',
    referenceRate: 'Reference rate',
    extract: 'Extract',
    openingBalance: 'Balance before the period',
    closingBalance: 'Balance at the end of the period',
    credits: 'Credits in the period',
    debits: 'Debits in the period',
    entries: 'Entries',
    none: 'No entries in the period.',
    truncated: (shown: string) =>
      `The report shows the first ${shown} entries of the period; export the extract CSV to get all of them.`,
  },
} as const;
