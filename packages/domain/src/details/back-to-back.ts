import { l } from '../label';
import {
  backToBackList,
  type BackToBackDetail,
  type BackToBackLegContract,
  type BackToBackMargin,
} from '../api/back-to-back';
import { CONTRACT_TYPE_LABELS } from '../api/contracts';
import { contractDetailPath } from '../paths';
import { detailFields } from './fields';

const list = backToBackList.columns;
const BRL = { code: 'BRL' } as const;

/** A back-to-back operation's page (/back-to-back-detail/{id}): its own fields. */
export const BACK_TO_BACK_DETAIL_FIELDS = detailFields<BackToBackDetail>()({
  operationNumber: { kind: 'text', label: l('Operação', 'Operation') },
  operationDate: { kind: 'date', label: l('Data da operação', 'Operation date') },
  client: list.client,
  currency: list.currency,
  value: list.value,
  status: list.status,
  settlementDate: { kind: 'date', label: l('Data de liquidação', 'Settlement date') },
  createdAt: { kind: 'dateTime', label: l('Registrada em', 'Recorded on') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true, omitEmpty: true },
});

/** Each leg's contract, a link to its page. */
export const BACK_TO_BACK_LEG_FIELDS = detailFields<BackToBackLegContract>()({
  contract: {
    kind: 'text',
    label: l('Contrato', 'Contract'),
    value: (leg) => leg,
    link: { to: contractDetailPath, text: 'contractNumber' },
  },
  contractDate: { kind: 'date', label: l('Data do contrato', 'Contract date') },
  type: { kind: 'enum', labels: CONTRACT_TYPE_LABELS, label: l('Tipo', 'Type') },
  currency: list.currency,
  meValue: { kind: 'money', currency: { field: 'currency' }, label: l('Valor ME', 'FC value') },
  rate: { kind: 'rate', label: l('Taxa', 'Rate') },
  mnValue: { kind: 'money', currency: BRL, label: l('Valor MN (reais)', 'LC value (reais)') },
  bank: { kind: 'text', label: l('Banco', 'Bank') },
  counterparty: { kind: 'text', label: l('Pagador/recebedor', 'Payer/receiver') },
});

/** The margin between the legs. */
export const BACK_TO_BACK_MARGIN_FIELDS = detailFields<BackToBackMargin>()({
  mnValue: {
    kind: 'money',
    currency: BRL,
    label: l('Margem em reais (MN exportação − MN importação)', 'Margin in reais (export LC − import LC)'),
  },
  rateSpread: {
    kind: 'rate',
    label: l('Diferença de taxa (exportação − importação)', 'Rate spread (export − import)'),
  },
});
