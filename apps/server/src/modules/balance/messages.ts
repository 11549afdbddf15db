import { fieldMessageFor } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { title } from '../../http/messages.js';

// Server-side wording of the balance area: extract CSV headers and the printable balance report.

export function shipperNotFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', title('not_found', locale));
}

export function unknownCurrency(locale: Locale): AppError {
  const message = fieldMessageFor('currency_invalid', locale) ?? 'Invalid currency.';
  return new AppError(400, 'validation_failed', message, {
    errors: [{ path: 'querystring.currency', code: 'currency_invalid', message }],
  });
}

export const EXTRACT_WORDS = {
  'pt-BR': {
    file: 'extrato',
    releaseDate: 'Data de lançamento',
    releaseType: 'Tipo de lançamento',
    currency: 'Moeda',
    meValue: 'Valor ME',
    meOpenBalance: 'Saldo ME em aberto',
    description: 'Descrição',
    remittance: 'Remessa',
  },
  en: {
    file: 'extract',
    releaseDate: 'Release date',
    releaseType: 'Release type',
    currency: 'Currency',
    meValue: 'ME value',
    meOpenBalance: 'ME open balance',
    description: 'Description',
    remittance: 'Remittance',
  },
} as const satisfies Record<Locale, Record<string, string>>;

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
    pendingWire: 'Remessas a pagar',
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
    shipper: 'Remittant',
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
