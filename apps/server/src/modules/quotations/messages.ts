import { l } from '@fxbo/domain';
import { AppError } from '../../http/app-error.js';
import type { Locale } from '../../http/locale.js';
import { translations } from '../../http/messages.js';

// Server-side wording of the quotations area: not found, and the words of the quotation's PDF.

const text = translations({
  notFound: l('Cotação não encontrada.', 'Quotation not found.'),
});

/** Another client's quotation is "not found" too, whatever its id. */
export function quotationNotFound(locale: Locale): AppError {
  return new AppError(404, 'not_found', text('notFound', locale));
}

export const QUOTATION_PDF_WORDS = {
  'pt-BR': {
    title: 'Cotação de câmbio',
    file: 'cotacao',
    number: 'Cotação nº',
    quotation: 'Cotação',
    date: 'Data',
    status: 'Situação',
    type: 'Tipo',
    client: 'Cliente',
    group: 'Grupo',
    byGroup: 'Cotada para o grupo',
    yes: 'Sim',
    no: 'Não',
    operator: 'Operador',
    square: 'Praça',
    createdAt: 'Registrada em',
    values: 'Valores',
    currency: 'Moeda',
    quotedAmount: 'Valor cotado (ME)',
    mnAmount: 'Valor em reais (MN)',
    meLiquidation: 'Liquidação ME',
    mnLiquidation: 'Liquidação MN',
    winningRate: 'Taxa vencedora',
    bank: 'Banco vencedor',
    irValue: 'Valor do IR',
    notes: 'Observações',
    quotes: 'Cotações dos bancos',
    quoteBank: 'Banco',
    quoteRate: 'Taxa',
    quotedAt: 'Cotada em',
    winner: 'Vencedora',
    noQuotes: 'Nenhuma cotação de banco registrada.',
    contracts: 'Contratos vinculados',
    contractNumber: 'Contrato',
    contractDate: 'Data',
    meValue: 'Valor ME',
    rate: 'Taxa',
    noContracts: 'Nenhum contrato vinculado.',
  },
  en: {
    title: 'FX quotation',
    file: 'quotation',
    number: 'Quotation no.',
    quotation: 'Quotation',
    date: 'Date',
    status: 'Status',
    type: 'Type',
    client: 'Client',
    group: 'Group',
    byGroup: 'Quoted for the group',
    yes: 'Yes',
    no: 'No',
    operator: 'Operator',
    square: 'Place (city)',
    createdAt: 'Recorded on',
    values: 'Values',
    currency: 'Currency',
    quotedAmount: 'Quoted amount (FC)',
    mnAmount: 'Amount in reais (LC)',
    meLiquidation: 'FC liquidation',
    mnLiquidation: 'LC liquidation',
    winningRate: 'Winning rate',
    bank: 'Winning bank',
    irValue: 'Income tax (IR)',
    notes: 'Notes',
    quotes: 'Banks’ quotes',
    quoteBank: 'Bank',
    quoteRate: 'Rate',
    quotedAt: 'Quoted at',
    winner: 'Winner',
    noQuotes: 'No bank quote recorded.',
    contracts: 'Linked contracts',
    contractNumber: 'Contract',
    contractDate: 'Date',
    meValue: 'FC value',
    rate: 'Rate',
    noContracts: 'No linked contract.',
  },
} as const;
