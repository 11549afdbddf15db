import { l } from '@fxbo/domain';
import { notFound } from '../../platform/record-route.js';

// Server-side wording of the treasury reports: a contract not found, and the words of their XLSX and PDF.

export const contractNotFound = notFound(l('Contrato não encontrado.', 'Contract not found.'));

export const TREASURY_WORDS = {
  'pt-BR': {
    currency: 'Moeda',
    month: 'Mês',
    day: 'Dia',
    category: 'Operação',
    settlesOn: 'Liquida em',
    sameDay: 'No próprio dia',
    reais: 'Em reais',
    reaisPartial: 'parcial',
    reaisPartialHeader: 'Parcial: alguma sem taxa',
    total: 'Total',
    client: 'Cliente',
    period: 'Período',
    contract: 'Contrato',
    to: 'a',
    empty: 'Nenhum valor no período.',
    note: 'Valores em reais pelas taxas de referência das contas ou dos contratos; "parcial" quando alguma não tem taxa.',
    hiringNote:
      'Valores em reais: o contratado pela taxa do seu contrato, o a contratar pela taxa de referência da conta; "parcial" quando alguma conta não tem taxa.',
  },
  en: {
    currency: 'Currency',
    month: 'Month',
    day: 'Day',
    category: 'Operation',
    settlesOn: 'Settles on',
    sameDay: 'Same day',
    reais: 'In reais',
    reaisPartial: 'partial',
    reaisPartialHeader: 'Partial: some without a rate',
    total: 'Total',
    client: 'Client',
    period: 'Period',
    contract: 'Contract',
    to: 'to',
    empty: 'No figures in the period.',
    note: 'Amounts in reais at the bills’ or contracts’ reference rates; "partial" when some have none.',
    hiringNote:
      'Amounts in reais: what is hired at its contract’s rate, what is to hire at the bill’s reference rate; "partial" when some bill has no rate.',
  },
} as const;
