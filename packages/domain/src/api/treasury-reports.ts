import { l } from '../label';
import type { Labels } from '../label';
import type { PermissionKey } from '../permissions';

/*
 * Treasury reports (spec 2 menu "Treasury", spec 3 "Treasury: month, day, year, currency, financial, import,
 * total", spec 5: client required, period of at most one year). Each report answers one question of a client's
 * treasurer for one client over a period, in blocks per currency: what do I owe and when (bills to pay), what
 * will I receive (bills to receive), what have I contracted (contracted exchange), what is left to hire
 * (exchange to hire). A report is declared here once: its screen, permission, rows and value columns; the
 * server writes its SQL from the declaration and the screen, the XLSX and the PDF draw from the same answer.
 */

export const TREASURY_CATEGORIES = ['financial', 'import', 'export'] as const;
export type TreasuryCategory = (typeof TREASURY_CATEGORIES)[number];

/** The value columns a report may hold. */
export const TREASURY_COLUMNS = [
  'financial',
  'import',
  'export',
  'pay',
  'receive',
  'net',
  'open',
  'settled',
  'planned',
  'hired',
  'due',
  'remaining',
  'count',
  'averageRate',
  'total',
] as const;
export type TreasuryColumn = (typeof TREASURY_COLUMNS)[number];

export const TREASURY_COLUMN_LABELS: Labels<TreasuryColumn> = {
  financial: l('Financeiro', 'Financial'),
  import: l('Importação', 'Import'),
  export: l('Exportação', 'Export'),
  pay: l('A pagar', 'To pay'),
  receive: l('A receber', 'To receive'),
  net: l('Saldo', 'Net'),
  open: l('Em aberto', 'Open'),
  settled: l('Liquidado', 'Settled'),
  planned: l('Previsto', 'Planned'),
  hired: l('Contratado', 'Hired'),
  due: l('Vencimentos', 'Due'),
  remaining: l('A contratar', 'To hire'),
  count: l('Contratos', 'Contracts'),
  averageRate: l('Taxa média', 'Average rate'),
  total: l('Total', 'Total'),
};

/** How a column's values are written (a count and a rate are not amounts in the block's currency). */
export const TREASURY_COLUMN_KINDS: Record<TreasuryColumn, 'money' | 'integer' | 'rate'> = {
  ...(Object.fromEntries(TREASURY_COLUMNS.map((c) => [c, 'money'])) as Record<TreasuryColumn, 'money'>),
  count: 'integer',
  averageRate: 'rate',
};

export type TreasuryRowsBy = 'month' | 'day' | 'category';
/** Where a report's figures come from. */
export type TreasurySource = 'bills' | 'contracts' | 'plans';

export interface TreasuryReport {
  /** The screen (spec 2 route). */
  path: string;
  permission: PermissionKey;
  title: ReturnType<typeof l>;
  /** One sentence under the title: the question the report answers. */
  description: ReturnType<typeof l>;
  source: TreasurySource;
  /** Bills: which side (pay, receive, or both side by side). */
  direction?: 'pay' | 'receive' | 'both';
  /** Only this category's figures. */
  category?: TreasuryCategory;
  rowsBy: TreasuryRowsBy;
  columns: readonly TreasuryColumn[];
  /** The columns the chart stacks per row (the others are totals or derived). */
  chart: readonly TreasuryColumn[];
  /**
   * A row's amount in reais (of its net, of what falls due, or of its total): at the bills' and contracts'
   * reference rates, and in exchange to hire a hired bill at its contract's rate; partial where one has none.
   */
  reais: boolean;
  /** Its day rows open their bills. */
  drill?: boolean;
  /** Limited to one contract's bills (the `:contractId` of its path). */
  byContract?: boolean;
}

const report = (r: TreasuryReport): TreasuryReport => r;
const PAY = 'treasury.bills-to-pay' as const;
const RECEIVE = 'treasury.bills-to-receive' as const;
const CONTRACTED = 'treasury.exchange-contracted' as const;
const TO_HIRE = 'treasury.exchange-to-hire' as const;
const BY_STATUS = ['open', 'settled', 'total'] as const;
const PLAN = ['planned', 'hired', 'remaining'] as const;
const HIRING = ['due', 'hired', 'remaining'] as const;

export const TREASURY_REPORTS = {
  'bills-to-pay': report({
    path: '/bills-to-pay',
    permission: PAY,
    title: l('Contas a pagar', 'Bills to pay'),
    description: l(
      'O que o cliente deve em moeda estrangeira, mês a mês, por categoria.',
      'What the client owes in foreign currency, month by month, by category.',
    ),
    source: 'bills',
    direction: 'pay',
    rowsBy: 'month',
    columns: ['financial', 'import', 'total'],
    chart: ['financial', 'import'],
    reais: true,
  }),
  'bills-to-pay-day': report({
    path: '/bills-to-pay-day',
    permission: PAY,
    title: l('Contas a pagar por dia', 'Bills to pay by day'),
    description: l(
      'Os vencimentos dia a dia; um dia abre as suas contas.',
      'What falls due day by day; a day opens its bills.',
    ),
    source: 'bills',
    direction: 'pay',
    rowsBy: 'day',
    columns: ['financial', 'import', 'total'],
    chart: ['financial', 'import'],
    reais: true,
    drill: true,
  }),
  'bills-to-pay-contract': report({
    path: '/bills-to-pay-day/:contractId',
    permission: PAY,
    title: l('Contas a pagar do contrato por dia', 'Bills to pay of the contract by day'),
    description: l(
      'As contas de um contrato de câmbio, dia a dia.',
      'The bills of one exchange contract, day by day.',
    ),
    source: 'bills',
    direction: 'pay',
    rowsBy: 'day',
    columns: ['financial', 'import', 'total'],
    chart: ['financial', 'import'],
    reais: true,
    drill: true,
    byContract: true,
  }),
  'bills-to-pay-financial': report({
    path: '/bills-to-pay-financial',
    permission: PAY,
    title: l('Contas a pagar — financeiro', 'Bills to pay — financial'),
    description: l(
      'As obrigações financeiras, em aberto e liquidadas, mês a mês.',
      'Financial obligations, open and settled, month by month.',
    ),
    source: 'bills',
    direction: 'pay',
    category: 'financial',
    rowsBy: 'month',
    columns: BY_STATUS,
    chart: ['open', 'settled'],
    reais: true,
  }),
  'bills-to-pay-import': report({
    path: '/bills-to-pay-import',
    permission: PAY,
    title: l('Contas a pagar — importação', 'Bills to pay — imports'),
    description: l(
      'Os pagamentos de importação, em aberto e liquidados, mês a mês.',
      'Import payments, open and settled, month by month.',
    ),
    source: 'bills',
    direction: 'pay',
    category: 'import',
    rowsBy: 'month',
    columns: BY_STATUS,
    chart: ['open', 'settled'],
    reais: true,
  }),
  'bills-to-pay-pag-rec': report({
    path: '/bills-to-pay-pag-rec',
    permission: PAY,
    title: l('Pagamentos e recebimentos', 'Payments and receipts'),
    description: l(
      'O que sai e o que entra, lado a lado, e o saldo de cada mês.',
      'What goes out and what comes in, side by side, and each month’s net.',
    ),
    source: 'bills',
    direction: 'both',
    rowsBy: 'month',
    columns: ['pay', 'receive', 'net'],
    chart: ['pay', 'receive'],
    reais: true,
  }),
  'receive-client': report({
    path: '/receive-client',
    permission: RECEIVE,
    title: l('Contas a receber do cliente', 'Bills to receive by client'),
    description: l(
      'O que o cliente tem a receber, em aberto e já recebido, mês a mês.',
      'What the client is to receive, open and already received, month by month.',
    ),
    source: 'bills',
    direction: 'receive',
    rowsBy: 'month',
    columns: BY_STATUS,
    chart: ['open', 'settled'],
    reais: true,
  }),
  'receive-exportation': report({
    path: '/receive-exportation',
    permission: RECEIVE,
    title: l('Contas a receber — exportação', 'Bills to receive — exports'),
    description: l(
      'As receitas de exportação, em aberto e recebidas, mês a mês.',
      'Export revenue, open and received, month by month.',
    ),
    source: 'bills',
    direction: 'receive',
    category: 'export',
    rowsBy: 'month',
    columns: BY_STATUS,
    chart: ['open', 'settled'],
    reais: true,
  }),
  'receive-financial': report({
    path: '/receive-financial',
    permission: RECEIVE,
    title: l('Contas a receber — financeiro', 'Bills to receive — financial'),
    description: l(
      'Os recebimentos financeiros, em aberto e recebidos, mês a mês.',
      'Financial receipts, open and received, month by month.',
    ),
    source: 'bills',
    direction: 'receive',
    category: 'financial',
    rowsBy: 'month',
    columns: BY_STATUS,
    chart: ['open', 'settled'],
    reais: true,
  }),
  'receive-month': report({
    path: '/receive-month',
    permission: RECEIVE,
    title: l('Contas a receber por mês', 'Bills to receive per month'),
    description: l(
      'O que o cliente receberá, mês a mês, por categoria.',
      'What the client will receive, month by month, by category.',
    ),
    source: 'bills',
    direction: 'receive',
    rowsBy: 'month',
    columns: ['financial', 'export', 'total'],
    chart: ['financial', 'export'],
    reais: true,
  }),
  'receive-day': report({
    path: '/receive-day',
    permission: RECEIVE,
    title: l('Contas a receber por dia', 'Bills to receive by day'),
    description: l(
      'Os recebimentos dia a dia; um dia abre as suas contas.',
      'What comes in day by day; a day opens its bills.',
    ),
    source: 'bills',
    direction: 'receive',
    rowsBy: 'day',
    columns: ['financial', 'export', 'total'],
    chart: ['financial', 'export'],
    reais: true,
    drill: true,
  }),
  'exchange-contracted': report({
    path: '/exchange-contracted',
    permission: CONTRACTED,
    title: l('Câmbio contratado', 'Contracted exchange'),
    description: l(
      'Os contratos fechados no período, mês a mês, com a taxa média ponderada.',
      'The contracts closed in the period, month by month, with their weighted average rate.',
    ),
    source: 'contracts',
    rowsBy: 'month',
    columns: ['import', 'export', 'financial', 'total', 'count', 'averageRate'],
    chart: ['import', 'export', 'financial'],
    reais: true,
  }),
  'exchange-month': report({
    path: '/exchange-month',
    permission: TO_HIRE,
    title: l('Câmbio a contratar por mês', 'Exchange to hire per month'),
    description: l(
      'O câmbio previsto, o já contratado e o que falta contratar, mês a mês.',
      'Exchange planned, already hired and still to hire, month by month.',
    ),
    source: 'plans',
    rowsBy: 'month',
    columns: PLAN,
    chart: ['hired', 'remaining'],
    reais: false,
  }),
  'exchange-day': report({
    path: '/exchange-day',
    permission: TO_HIRE,
    title: l('Câmbio a contratar por dia', 'Exchange to hire by day'),
    description: l(
      'Os vencimentos do dia, a parte já coberta por contrato e o que falta contratar.',
      'What falls due each day, the part a contract already covers and what is left to hire.',
    ),
    source: 'bills',
    direction: 'both',
    rowsBy: 'day',
    columns: HIRING,
    chart: ['hired', 'remaining'],
    reais: true,
  }),
  'exchange-operation': report({
    path: '/exchange-operation',
    permission: TO_HIRE,
    title: l('Câmbio a contratar por operação', 'Exchange to hire by operation'),
    description: l(
      'Por tipo de operação: os vencimentos, o já contratado e o que falta contratar.',
      'By kind of operation: what falls due, what is hired and what is left to hire.',
    ),
    source: 'bills',
    direction: 'both',
    rowsBy: 'category',
    columns: HIRING,
    chart: ['hired', 'remaining'],
    reais: true,
  }),
  'exchange-exportation': report({
    path: '/exchange-exportation',
    permission: TO_HIRE,
    title: l('Câmbio a contratar — exportação', 'Exchange to hire — exports'),
    description: l(
      'O câmbio de exportação previsto, contratado e a contratar, mês a mês.',
      'Export exchange planned, hired and to hire, month by month.',
    ),
    source: 'plans',
    category: 'export',
    rowsBy: 'month',
    columns: PLAN,
    chart: ['hired', 'remaining'],
    reais: false,
  }),
  'exchange-importation': report({
    path: '/exchange-importation',
    permission: TO_HIRE,
    title: l('Câmbio a contratar — importação', 'Exchange to hire — imports'),
    description: l(
      'O câmbio de importação previsto, contratado e a contratar, mês a mês.',
      'Import exchange planned, hired and to hire, month by month.',
    ),
    source: 'plans',
    category: 'import',
    rowsBy: 'month',
    columns: PLAN,
    chart: ['hired', 'remaining'],
    reais: false,
  }),
} as const satisfies Record<string, TreasuryReport>;

export type TreasuryReportId = keyof typeof TREASURY_REPORTS;
export const TREASURY_REPORT_IDS = Object.keys(TREASURY_REPORTS) as TreasuryReportId[];

export const TREASURY_CATEGORY_LABELS: Labels<TreasuryCategory> = {
  financial: TREASURY_COLUMN_LABELS.financial,
  import: TREASURY_COLUMN_LABELS.import,
  export: TREASURY_COLUMN_LABELS.export,
};
