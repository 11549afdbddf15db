import { l } from '../label';
import { quotationsList, type QuotationDetail } from '../api/quotations';
import { bankLine, detailFields } from './fields';

const list = quotationsList.columns;
const BRL = { code: 'BRL' } as const;
const GROUP_WORD = l('grupo', 'group');

/** A quotation's page (/quotation-detail/{id}): for whom, what, at which rate with which bank, when it settles. */
export const QUOTATION_DETAIL_FIELDS = detailFields<QuotationDetail>()({
  quotationDate: list.quotationDate,
  client: { kind: 'text', label: l('Cliente', 'Client') },
  group: {
    kind: 'text',
    label: l('Grupo', 'Group'),
    // Quoted for the whole group: said after its name.
    value: (q, language) =>
      q.group && (q.byGroup ? `${q.group.name} (${GROUP_WORD[language]})` : q.group.name),
  },
  quotationType: list.quotationType,
  currency: list.currency,
  quotedAmount: { ...list.quotedAmount, label: l('Valor cotado (ME)', 'Quoted amount (FC)') },
  mnAmount: { kind: 'money', currency: BRL, label: l('Valor em reais (MN)', 'Amount in reais (LC)') },
  meLiquidationDate: { kind: 'date', label: l('Liquidação ME', 'FC liquidation') },
  mnLiquidationDate: { kind: 'date', label: l('Liquidação MN', 'LC liquidation') },
  winningRate: { kind: 'rate', label: l('Taxa vencedora', 'Winning rate') },
  bank: { kind: 'text', label: list.bank.label, value: (q) => bankLine(q.bank) },
  square: { kind: 'text', label: l('Praça', 'Place (city)') },
  operator: { kind: 'text', label: l('Operador', 'Operator') },
  irValue: { kind: 'money', currency: BRL, label: l('Valor do IR', 'Income tax (IR)') },
  createdAt: { kind: 'dateTime', label: l('Registrada em', 'Recorded on') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true, omitEmpty: true },
});
