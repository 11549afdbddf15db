import { l, type Label, type Language } from './label';

/*
 * The natures of operation (the Central Bank's five-digit codes of an FX operation's nature), with their names in
 * both languages: declared once, read by the contracts' labels (stored-words), their nature filter and its
 * picker, and the demo's contracts (issue 24, decisions §53). A contract stores the code (contracts.nature_code)
 * and the registration's own description beside it.
 */

export interface NatureOfOperation {
  code: string;
  label: Label;
}

export const NATURES_OF_OPERATION: readonly NatureOfOperation[] = [
  {
    code: '10024',
    label: l('Exportação de mercadorias - pagamento antecipado', 'Export of goods - payment in advance'),
  },
  {
    code: '10037',
    label: l('Exportação de mercadorias - pagamento à vista', 'Export of goods - payment at sight'),
  },
  {
    code: '10040',
    label: l('Exportação de mercadorias - pagamento a prazo', 'Export of goods - deferred payment'),
  },
  {
    code: '12002',
    label: l('Importação de mercadorias - pagamento antecipado', 'Import of goods - payment in advance'),
  },
  {
    code: '12015',
    label: l('Importação de mercadorias - pagamento à vista', 'Import of goods - payment at sight'),
  },
  {
    code: '12028',
    label: l('Importação de mercadorias - pagamento a prazo', 'Import of goods - deferred payment'),
  },
  {
    code: '32001',
    label: l('Serviços técnicos - pagamento ao exterior', 'Technical services - payment abroad'),
  },
  {
    code: '32010',
    label: l('Serviços prestados ao exterior - recebimento', 'Services provided abroad - receipt'),
  },
  {
    code: '37057',
    label: l(
      'Transferências unilaterais - manutenção de residentes',
      'Unilateral transfers - maintenance of residents',
    ),
  },
  {
    code: '37060',
    label: l(
      'Transferências unilaterais - disponibilidade no exterior',
      'Unilateral transfers - funds held abroad',
    ),
  },
  {
    code: '45500',
    label: l('Investimento estrangeiro direto - ingresso', 'Foreign direct investment - inflow'),
  },
  {
    code: '45600',
    label: l('Investimento brasileiro direto no exterior', 'Brazilian direct investment abroad'),
  },
  {
    code: '47023',
    label: l('Rendimentos - juros de empréstimo externo', 'Income - interest on a foreign loan'),
  },
  { code: '50005', label: l('Empréstimo externo - ingresso', 'Foreign loan - inflow') },
  { code: '55009', label: l('Empréstimo externo - amortização', 'Foreign loan - repayment') },
];

const BY_CODE: ReadonlyMap<string, NatureOfOperation> = /* @__PURE__ */ new Map(
  NATURES_OF_OPERATION.map((n) => [n.code, n]),
);

/** The nature of `code`, when the table has it. */
export function natureByCode(code: string): NatureOfOperation | undefined {
  return BY_CODE.get(code);
}

/** "10024 — Exportação de mercadorias - pagamento antecipado": a nature as a picker shows it; the code alone when unknown. */
export function natureOptionText(code: string, language: Language): string {
  const nature = BY_CODE.get(code);
  return nature ? `${code} — ${nature.label[language]}` : code;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The natures a picker offers for what was typed: those whose code starts with it, or whose name in either
 * language contains it (accents and case aside), in code order; all of them for nothing typed.
 */
export function findNatures(typed: string): NatureOfOperation[] {
  const q = folded(typed.trim());
  if (!q) return [...NATURES_OF_OPERATION];
  return NATURES_OF_OPERATION.filter(
    (n) =>
      n.code.startsWith(q) ||
      folded(n.label['pt-BR']).includes(q) ||
      folded(n.label.en).includes(q) ||
      folded(`${n.code} — ${n.label['pt-BR']}`) === q ||
      folded(`${n.code} — ${n.label.en}`) === q,
  );
}
