import { natureByCode } from '@fxbo/domain';
import {
  ClientPicker,
  FILE_COLUMNS,
  foreignCompany,
  historyBusinessDay,
  NO_FILE,
  pdfFile,
} from './common.js';
import type { BankRec, ClientRec, SeedContext, UserRec } from './context.js';
import { b, NULL, t } from './copy.js';
import { applySpread, money, mulRate, rate } from './money.js';
import { brazilianName } from './pools.js';
import type { Prng } from './random.js';
import { cumulative } from './random.js';
import {
  addBusinessDays,
  at,
  businessDayOnOrAfter,
  DAY,
  dayStr,
  FIRST_DAY,
  HOUR,
  MINUTE,
  REFERENCE_DAY,
  REFERENCE_NOW,
  ts,
  yearOf,
} from './time.js';

/*
 * FX contracts, their reference numbers and documents, quotations (with the banks' quotes and the contract
 * a closed quotation became) and export dispatch requests (DU-E).
 *
 * Contracts come from four sources, planned before any row is written so that ids follow contract_date:
 *  - payment orders settled by a purchase contract (same client, currency and amount as the order),
 *  - back-to-back operations (an import and an export contract of the same client and currency),
 *  - closed quotations (the contract carries the winning bank and rate, date and amount of the quotation;
 *    the quotation's client is the contract's client, or the contract's client belongs to the quotation's group),
 *  - the rest, drawn per type from clients whose profile trades that way.
 * Rates: sales (import, financial sale) at commercial × (1 + spread), purchases at commercial × (1 − spread);
 * mn_value = round2(me_value × rate). Liquidated contracts have liquidated_me_value = me_value.
 */

export type ContractType = 'import' | 'export' | 'financial_purchase' | 'financial_sale';
export type ContractStatus = 'open' | 'liquidated' | 'canceled';

export interface Contract {
  id: number;
  client: ClientRec;
  day: number;
  type: ContractType;
  currency: string;
  me: number;
  rate6: number;
  mn: number;
  expense: number;
  bank: BankRec;
  counterparty: string;
  cpCountry: string;
  operator: UserRec;
  nature: readonly [string, string];
  liquidationDay: number;
  paymentDay: number;
  status: ContractStatus;
  liquidatedMe: number;
  liquidatedAt: number;
  canceledAt: number;
  createdAt: number;
  refs: [string, string][];
  source: 'free' | 'quotation' | 'order' | 'b2b';
  /** The commercial invoice number ('bill' reference) of trade contracts. */
  invoice: string | null;
  bacen: string | null;
}

/** A contract another stage needs (payment orders): who, when, what; the planner fills in the rest. */
export interface ContractRequest {
  client: ClientRec;
  day: number;
  type: ContractType;
  currency: string;
  me: number;
  counterparty: string;
  cpCountry: string;
  contract?: Contract;
}

/** What a planner decides of a contract; buildContract draws the rest (rate, bank, dates, status). */
interface ContractSpec {
  client: ClientRec;
  day: number;
  type: ContractType;
  currency: string;
  me: number;
  counterparty?: { name: string; country: string };
  source: Contract['source'];
}

export interface RdeRef {
  client: ClientRec;
  kind: 'rof' | 'ied' | 'portfolio';
  number: string;
  currency: string;
}

export interface BackToBack {
  id: number;
  number: string;
  client: ClientRec;
  currency: string;
  value: number;
  day: number;
  importContract: Contract;
  exportContract: Contract;
  status: 'pending' | 'settled' | 'canceled';
  settlementDay: number;
}

export interface TradePlan {
  contracts: Contract[];
  backToBack: BackToBack[];
}

/** Each nature of operation (the domain's table, natures.ts) as a contract records it: its code and description. */
const nature = (code: string): readonly [string, string] => {
  const found = natureByCode(code);
  if (!found) throw new Error(`the nature ${code} is not in the domain's table`);
  return [code, found.label['pt-BR']];
};

// The natures each type of contract draws from, by their Central Bank codes.
const NATURES: Record<ContractType, readonly (readonly [string, string])[]> = {
  import: ['12002', '12015', '12028'].map(nature),
  export: ['10024', '10037', '10040'].map(nature),
  financial_purchase: ['37057', '45500', '50005', '32010'].map(nature),
  financial_sale: ['32001', '45600', '55009', '47023', '37060'].map(nature),
};

const TYPE_SHARE = cumulative([35, 30, 18, 17]);
const TYPES: ContractType[] = ['import', 'export', 'financial_purchase', 'financial_sale'];
const PAYMENT_METHODS = ['TED', 'TED', 'PIX', 'Débito em conta', 'Reserva bancária (STR)'];
const DELIVERY_METHODS = ['SWIFT MT103', 'SWIFT MT103', 'Crédito em conta no exterior', 'SWIFT MT202 COV'];
const NOTES = [
  'Operação fechada por telefone com o cliente.',
  'Cliente solicitou liquidação antecipada.',
  'Aguardando documentação de embarque.',
  'Taxa negociada com a mesa.',
  'Contrato vinculado a carta de crédito.',
  'Liquidação condicionada à apresentação da DI.',
];

export function isSale(type: ContractType): boolean {
  return type === 'import' || type === 'financial_sale';
}

function direction(type: ContractType): 'purchase' | 'sale' {
  return isSale(type) ? 'sale' : 'purchase';
}

interface Pickers {
  byType: Record<ContractType, ClientPicker>;
  pf: ClientPicker;
}

export function planTrade(
  ctx: SeedContext,
  requests: ContractRequest[],
  rdes: RdeRef[],
): TradePlan & { quotations: Quotation[] } {
  const rng = ctx.rng('contracts');
  const v = ctx.volumes;
  const operators = [...ctx.staffBy('operator'), ...ctx.staffBy('treasury'), ...ctx.staffBy('director')];
  const pickers: Pickers = {
    byType: {
      import: new ClientPicker(ctx, ['importer', 'trader']),
      export: new ClientPicker(ctx, ['exporter', 'trader']),
      financial_purchase: new ClientPicker(ctx, ['investor', 'individual', 'exporter', 'trader', 'remitter']),
      financial_sale: new ClientPicker(ctx, ['investor', 'individual', 'importer', 'trader']),
    },
    pf: new ClientPicker(ctx, ['individual']),
  };
  const rdesByClient = new Map<number, RdeRef[]>();
  for (const r of rdes) {
    const list = rdesByClient.get(r.client.id) ?? [];
    list.push(r);
    rdesByClient.set(r.client.id, list);
  }
  const contracts: Contract[] = [];
  const make = (spec: ContractSpec) => {
    const c = buildContract(ctx, rng, spec, operators, rdesByClient);
    contracts.push(c);
    return c;
  };

  // 1. Payment orders settled by purchase contracts.
  for (const r of requests) {
    r.contract = make({
      ...r,
      counterparty: { name: r.counterparty, country: r.cpCountry },
      source: 'order',
    });
  }

  // 2. Back-to-back operations: import and export of the same trader, currency and (about) value.
  const backToBack: BackToBack[] = [];
  const traders = new ClientPicker(ctx, ['trader']);
  for (let i = 0; i < v.backToBack; i++) {
    const day = historyBusinessDay(rng);
    const client = traders.pick(rng, day);
    const currency = rng.chance(0.85) ? 'USD' : (client.currencies[0] ?? 'EUR');
    const value = amountCents(ctx, rng, currency, day, 80_000, 0.9, 5_000, 2_000_000);
    const imp = make({ client, day, type: 'import', currency, me: value, source: 'b2b' });
    const exp = make({
      client,
      day: addBusinessDays(day, rng.between(0, 3)),
      type: 'export',
      currency,
      me: value + Math.round((value * (0.02 + rng.next() * 0.08)) / 100) * 100,
      source: 'b2b',
    });
    const number = `BTB-${yearOf(day)}-${String(i + 1).padStart(5, '0')}`;
    imp.refs.push(['back_to_back', number]);
    exp.refs.push(['back_to_back', number]);
    const done = imp.status === 'liquidated' && exp.status === 'liquidated';
    const canceled = imp.status === 'canceled' || exp.status === 'canceled';
    backToBack.push({
      id: i + 1,
      number,
      client,
      currency,
      value,
      day,
      importContract: imp,
      exportContract: exp,
      status: canceled ? 'canceled' : done ? 'settled' : 'pending',
      settlementDay: done ? Math.max(imp.liquidationDay, exp.liquidationDay) : 0,
    });
  }

  // 3. Closed quotations each became one contract; open and canceled ones did not.
  const quotations: Quotation[] = [];
  const closed = Math.round(v.quotations * 0.7);
  for (let i = 0; i < closed && contracts.length < v.contracts; i++) {
    const type = TYPES[rng.weighted(TYPE_SHARE)] as ContractType;
    const day = historyBusinessDay(rng);
    const client = pickers.byType[type].pick(rng, day);
    const currency = pickCurrency(rng, client, type);
    const c = make({
      client,
      day,
      type,
      currency,
      me: typicalAmount(ctx, rng, client, type, currency, day),
      source: 'quotation',
    });
    quotations.push(quotationFor(ctx, rng, c, operators));
  }
  for (let i = quotations.length; i < v.quotations; i++)
    quotations.push(openQuotation(ctx, rng, pickers, operators));

  // 4. The rest.
  while (contracts.length < v.contracts) {
    const type = TYPES[rng.weighted(TYPE_SHARE)] as ContractType;
    const day = historyBusinessDay(rng);
    const client = pickers.byType[type].pick(rng, day);
    const currency = pickCurrency(rng, client, type);
    make({
      client,
      day,
      type,
      currency,
      me: typicalAmount(ctx, rng, client, type, currency, day),
      source: 'free',
    });
  }

  // Ids in contract-date order (then creation time), numbers and Central Bank numbers from the ids.
  contracts.sort((a, c) => a.day - c.day || a.createdAt - c.createdAt);
  const bacenBase = 500_000_000 + rng.int(100_000_000);
  contracts.forEach((c, i) => {
    c.id = i + 1;
    c.bacen = c.status === 'canceled' && rng.chance(0.5) ? null : String(bacenBase + c.id * 3 + rng.int(3));
  });
  quotations.sort((a, c) => a.day - c.day || a.createdAt - c.createdAt);
  quotations.forEach((q, i) => (q.id = i + 1));
  return { contracts, backToBack, quotations };
}

function pickCurrency(rng: Prng, client: ClientRec, type: ContractType): string {
  if (type === 'import' && rng.chance(0.12)) return 'CNY';
  return rng.chance(0.8)
    ? (client.currencies[0] ?? 'USD')
    : rng.pick(client.currencies.length > 1 ? client.currencies : ['USD', 'EUR']);
}

function amountCents(
  ctx: SeedContext,
  rng: Prng,
  currency: string,
  day: number,
  medianUsd: number,
  sigma: number,
  min: number,
  max: number,
): number {
  const usd = rng.logNormal(medianUsd, sigma, min, max);
  const units = (usd * ctx.rates.rate('USD', day)) / ctx.rates.rate(currency, day);
  const step = units > 100_000 ? 1000 : units > 10_000 ? 100 : 1;
  return Math.max(1, Math.round(units / step)) * step * 100;
}

function typicalAmount(
  ctx: SeedContext,
  rng: Prng,
  client: ClientRec,
  type: ContractType,
  currency: string,
  day: number,
): number {
  if (client.personType === 'PF') return amountCents(ctx, rng, currency, day, 8_000, 1.0, 500, 250_000);
  if (type === 'import' || type === 'export')
    return amountCents(ctx, rng, currency, day, 60_000, 1.1, 2_000, 3_000_000);
  return amountCents(ctx, rng, currency, day, 25_000, 1.3, 1_000, 5_000_000);
}

function buildContract(
  ctx: SeedContext,
  rng: Prng,
  spec: ContractSpec,
  operators: UserRec[],
  rdesByClient: Map<number, RdeRef[]>,
): Contract {
  const { client, day, type, currency, me } = spec;
  const spread = rng.between(10, 60);
  const rate6 = applySpread(ctx.rates.rate(currency, day), isSale(type) ? spread : -spread);
  const mn = mulRate(me, rate6);
  let cp = spec.counterparty;
  if (!cp) {
    if (client.personType === 'PF') {
      const foreign = ctx.pools.foreign.get(rng.pick(['US', 'PT', 'GB', 'ES', 'IT']));
      cp = rng.chance(0.5)
        ? { name: `${client.name} (conta própria no exterior)`, country: 'US' }
        : {
            name: foreign ? rng.pick(foreign.people) : brazilianName(rng, ctx.pools),
            country: foreign?.code ?? 'US',
          };
    } else cp = foreignCompany(ctx, rng, currency);
  }
  // Liquidation: trade contracts up to six months ahead (exports with advance payment up to a year),
  // financial ones within two business days.
  let liquidationDay: number;
  if (type === 'import')
    liquidationDay = addBusinessDays(day, rng.chance(0.4) ? rng.between(0, 2) : rng.between(10, 130));
  else if (type === 'export')
    liquidationDay = addBusinessDays(day, rng.chance(0.3) ? rng.between(0, 2) : rng.between(20, 250));
  else liquidationDay = addBusinessDays(day, rng.between(0, 2));
  const paymentDay = isSale(type) ? addBusinessDays(day, rng.between(0, 1)) : liquidationDay;
  const createdAt = at(day, 9 * HOUR + rng.int(8 * HOUR));
  let status: ContractStatus;
  const roll = rng.next();
  if (liquidationDay < REFERENCE_DAY) status = roll < 0.93 ? 'liquidated' : roll < 0.97 ? 'canceled' : 'open';
  else status = roll < 0.97 ? 'open' : 'canceled';
  let liquidatedMe = 0;
  let liquidatedAt = 0;
  let canceledAt = 0;
  if (status === 'liquidated') {
    liquidatedMe = me;
    liquidatedAt = Math.max(createdAt + 30 * MINUTE, at(liquidationDay, 10 * HOUR + rng.int(7 * HOUR)));
    if (liquidatedAt > REFERENCE_NOW) liquidatedAt = REFERENCE_NOW - 5 * MINUTE;
  } else if (status === 'canceled') {
    canceledAt = Math.min(REFERENCE_NOW - MINUTE, createdAt + rng.between(HOUR, 20 * DAY));
  } else if (type === 'export' && rng.chance(0.25)) {
    // Partly liquidated export (shipments paid in parts).
    liquidatedMe = Math.floor((me * (0.2 + rng.next() * 0.6)) / 100) * 100;
  }
  const refs: [string, string][] = [];
  const yy = String(yearOf(day)).slice(2);
  let invoice: string | null = null;
  if (type === 'import' || type === 'export') {
    invoice = `${type === 'import' ? 'INV' : 'EXP'}-${yearOf(day)}-${rng.digits(6)}`;
    refs.push(['bill', invoice]);
    if (rng.chance(0.7))
      refs.push([
        'knowledge',
        `${rng.pick(['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'COSU'])}${rng.digits(9)}`,
      ]);
    if (rng.chance(0.3)) refs.push(['bl_freight', `BL${rng.digits(10)}`]);
    if (type === 'import') {
      if (rng.chance(0.6)) refs.push(['di', `${yy}/${rng.digits(7)}-${rng.int(10)}`]);
      if (rng.chance(0.3)) refs.push(['li', `${yy}/${rng.digits(7)}-${rng.int(10)}`]);
      if (rng.chance(0.05)) refs.push(['dsi', `${yy}/${rng.digits(7)}-${rng.int(10)}`]);
    } else {
      if (rng.chance(0.3)) refs.push(['re', `${yy}/${rng.digits(7)}-${rng.digits(3)}`]);
      if (rng.chance(0.3)) refs.push(['sd', `${yy}/${rng.digits(7)}-${rng.int(10)}`]);
    }
  } else {
    const own = rdesByClient.get(client.id)?.filter((r) => r.kind !== 'portfolio' && r.currency === currency);
    if (own?.length && rng.chance(0.6)) {
      const r = rng.pick(own);
      refs.push([r.kind, r.number]);
    }
  }
  if (client.personType === 'PJ' && rng.chance(0.5))
    refs.push(['customer_reference', `${rng.pick(['PC', 'REF', 'OC', 'PED'])}-${rng.digits(6)}`]);
  return {
    id: 0,
    client,
    day,
    type,
    currency,
    me,
    rate6,
    mn,
    expense: rng.chance(0.6) ? rng.pick([0, 2500, 5000, 8000, 15000, 25000]) : 0,
    bank: rng.pick(ctx.fxBanks.length ? ctx.fxBanks : ctx.banks),
    counterparty: cp.name,
    cpCountry: cp.country,
    operator: rng.pick(operators),
    nature: rng.pick(NATURES[type]),
    liquidationDay,
    paymentDay,
    status,
    liquidatedMe,
    liquidatedAt,
    canceledAt,
    createdAt,
    refs,
    source: spec.source,
    invoice,
    bacen: null,
  };
}

// --------------------------------------------------------------------------------------------- quotations

export interface Quotation {
  id: number;
  day: number;
  client: ClientRec | null;
  groupId: number | null;
  type: 'purchase' | 'sale';
  currency: string;
  amount: number;
  mn: number | null;
  meLiquidationDay: number | null;
  mnLiquidationDay: number | null;
  winner: { bank: BankRec; rate6: number } | null;
  square: string;
  operator: UserRec;
  ir: number | null;
  notes: string | null;
  status: 'open' | 'closed' | 'canceled';
  createdAt: number;
  contract: Contract | null;
  quotes: { bank: BankRec; rate6: number; winner: boolean; at: number }[];
}

function bankQuotes(
  ctx: SeedContext,
  rng: Prng,
  type: ContractType | 'purchase' | 'sale',
  winner: { bank: BankRec; rate6: number } | null,
  midRate: number,
  createdAt: number,
): Quotation['quotes'] {
  const sale = type === 'sale' || type === 'import' || type === 'financial_sale';
  const n = rng.between(3, 5);
  const banks = rng
    .shuffle([...(ctx.fxBanks.length >= 5 ? ctx.fxBanks : ctx.banks)])
    .filter((x) => x !== winner?.bank);
  const quotes: Quotation['quotes'] = [];
  if (winner)
    quotes.push({
      bank: winner.bank,
      rate6: winner.rate6,
      winner: true,
      at: createdAt + rng.between(2, 20) * MINUTE,
    });
  for (let k = quotes.length; k < n && banks.length; k++) {
    const bank = banks.pop() as BankRec;
    // Losing quotes are worse for the client than the winner: higher when the client buys, lower when it sells.
    const base = winner?.rate6 ?? midRate;
    const worse = rng.between(5, 80);
    quotes.push({
      bank,
      rate6: applySpread(base, sale ? worse : -worse),
      winner: false,
      at: createdAt + rng.between(2, 25) * MINUTE,
    });
  }
  return quotes;
}

function quotationFor(ctx: SeedContext, rng: Prng, c: Contract, operators: UserRec[]): Quotation {
  const createdAt = c.createdAt - rng.between(10, 90) * MINUTE;
  const byGroup = c.client.groupId !== null && rng.chance(0.25);
  const winner = { bank: c.bank, rate6: c.rate6 };
  return {
    id: 0,
    day: c.day,
    client: byGroup ? null : c.client,
    groupId: byGroup ? c.client.groupId : null,
    type: direction(c.type),
    currency: c.currency,
    amount: c.me,
    mn: c.mn,
    meLiquidationDay: c.liquidationDay,
    mnLiquidationDay: c.paymentDay,
    winner,
    square: rng.chance(0.8) ? 'São Paulo' : 'Rio de Janeiro',
    operator: c.operator ?? rng.pick(operators),
    ir: c.type === 'financial_sale' && rng.chance(0.3) ? Math.round(c.mn * 0.15) : null,
    notes: rng.chance(0.2) ? rng.pick(NOTES) : null,
    status: 'closed',
    createdAt,
    contract: c,
    quotes: bankQuotes(ctx, rng, c.type, winner, c.rate6, createdAt),
  };
}

function openQuotation(ctx: SeedContext, rng: Prng, pickers: Pickers, operators: UserRec[]): Quotation {
  const type = TYPES[rng.weighted(TYPE_SHARE)] as ContractType;
  // Open quotations are recent (the last two weeks); canceled ones anywhere in the history.
  const open = rng.chance(0.3);
  const day = open ? addBusinessDays(REFERENCE_DAY - 14, rng.between(0, 9)) : historyBusinessDay(rng);
  const client = pickers.byType[type].pick(rng, day);
  const currency = pickCurrency(rng, client, type);
  const amount = typicalAmount(ctx, rng, client, type, currency, day);
  const createdAt = Math.min(REFERENCE_NOW - HOUR, at(day, 9 * HOUR + rng.int(7 * HOUR)));
  const byGroup = client.groupId !== null && rng.chance(0.25);
  const mid = ctx.rates.rate(currency, day);
  return {
    id: 0,
    day: Math.min(day, REFERENCE_DAY),
    client: byGroup ? null : client,
    groupId: byGroup ? client.groupId : null,
    type: direction(type),
    currency,
    amount,
    mn: null,
    meLiquidationDay: open ? addBusinessDays(day, rng.between(0, 2)) : null,
    mnLiquidationDay: null,
    winner: null,
    square: rng.chance(0.8) ? 'São Paulo' : 'Rio de Janeiro',
    operator: rng.pick(operators),
    ir: null,
    notes: open
      ? null
      : rng.pick([
          'Cliente desistiu da operação.',
          'Taxa não aceita pelo cliente.',
          'Cotação expirada.',
          null,
        ]),
    status: open ? 'open' : 'canceled',
    createdAt,
    contract: null,
    quotes: rng.chance(open ? 0.7 : 0.5) ? bankQuotes(ctx, rng, type, null, mid, createdAt) : [],
  };
}

// ------------------------------------------------------------------------------------------------ writing

export async function seedContracts(
  ctx: SeedContext,
  plan: TradePlan & { quotations: Quotation[] },
): Promise<void> {
  const rng = ctx.rng('contracts-rows');
  const { contracts, quotations } = plan;
  const columns = [
    'id',
    'contract_number',
    'contract_date',
    'bacen_number',
    'contract_type',
    'client_id',
    'operator_user_id',
    'bank_id',
    'counterparty_name',
    'counterparty_country',
    'currency',
    'me_value',
    'mn_value',
    'rate',
    'expense',
    'nature_code',
    'nature_description',
    'liquidation_date',
    'payment_method',
    'payment_date',
    'delivery_method',
    'delivery_date',
    'notes',
    'status',
    'liquidated_me_value',
    'liquidated_at',
    'canceled_at',
    'documentation_status',
    'created_at',
    'updated_at',
  ];
  await ctx.copyEach('contracts', columns, contracts, (c) => {
    const updated = Math.max(c.createdAt, c.liquidatedAt, c.canceledAt);
    const docsComplete =
      c.status === 'liquidated' || (c.type !== 'import' && c.type !== 'export')
        ? rng.chance(0.9)
        : rng.chance(0.3);
    return (
      `${c.id}\t${yearOf(c.day)}/${String(c.id).padStart(7, '0')}\t${dayStr(c.day)}\t${c.bacen ?? NULL}\t${c.type}\t${c.client.id}\t` +
      `${c.operator.id}\t${c.bank.id}\t${t(c.counterparty)}\t${c.cpCountry}\t${c.currency}\t${money(c.me)}\t${money(c.mn)}\t` +
      `${rate(c.rate6)}\t${money(c.expense)}\t${c.nature[0]}\t${t(c.nature[1])}\t${dayStr(c.liquidationDay)}\t` +
      `${rng.pick(PAYMENT_METHODS)}\t${dayStr(c.paymentDay)}\t${rng.pick(DELIVERY_METHODS)}\t${dayStr(c.liquidationDay)}\t` +
      `${rng.chance(0.15) ? t(rng.pick(NOTES)) : NULL}\t${c.status}\t${money(c.liquidatedMe)}\t` +
      `${c.liquidatedAt ? ts(c.liquidatedAt) : NULL}\t${c.canceledAt ? ts(c.canceledAt) : NULL}\t` +
      `${docsComplete ? 'complete' : 'pending'}\t${ts(c.createdAt)}\t${ts(updated)}`
    );
  });

  const refCount = contracts.reduce((n, c) => n + c.refs.length, 0);
  await ctx.copy('contract_references', ['contract_id', 'kind', 'number'], refCount, async (row) => {
    for (const c of contracts) {
      const seen = new Set<string>();
      for (const [kind, number] of c.refs) {
        const key = `${kind}|${number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const p = row(`${c.id}\t${kind}\t${t(number)}`);
        if (p) await p;
      }
    }
  });

  // Documents attached to contracts: DIs, REs/DU-Es, invoices, applications, bills of lading, installments.
  const docColumns = [
    'id',
    'contract_id',
    'kind',
    'number',
    'document_date',
    'due_date',
    'currency',
    'value',
    'notes',
    ...FILE_COLUMNS,
    'created_by',
    'created_at',
  ];
  let docId = 0;
  await ctx.copy('contract_documents', docColumns, Math.round(contracts.length * 0.6), async (row) => {
    for (const c of contracts) {
      if (c.status === 'canceled' || !rng.chance(0.45)) continue;
      const kinds =
        c.type === 'import'
          ? ['invoice', 'di', 'knowledge']
          : c.type === 'export'
            ? ['invoice', 'due', 're', 'knowledge']
            : ['application', 'installment'];
      const n = rng.between(1, 2);
      for (let k = 0; k < n; k++) {
        const kind = kinds[k === 0 ? 0 : rng.int(kinds.length)] as string;
        const docDay = Math.max(FIRST_DAY - 60, c.day - rng.between(0, 40));
        const number =
          kind === 'invoice'
            ? (c.invoice ?? `INV-${rng.digits(6)}`)
            : kind === 'di'
              ? `${String(yearOf(c.day)).slice(2)}/${rng.digits(7)}-${rng.int(10)}`
              : kind === 'due'
                ? `${String(yearOf(c.day)).slice(2)}BR${rng.digits(10)}`
                : `${kind.toUpperCase().slice(0, 3)}-${rng.digits(7)}`;
        const value =
          kind === 'invoice' || kind === 'installment'
            ? c.me - (kind === 'installment' ? Math.floor(c.me / 200) * 100 : 0)
            : null;
        let file = NO_FILE;
        if (rng.chance(0.05)) {
          file = pdfFile(`${kind}-${number.replace(/[^A-Za-z0-9]+/g, '-')}`, [
            `${kind.toUpperCase()} ${number}`,
            `Contrato ${yearOf(c.day)}/${String(c.id).padStart(7, '0')}`,
            c.client.name,
            `${c.currency} ${money(c.me)}`,
          ]);
        }
        const p = row(
          `${++docId}\t${c.id}\t${kind}\t${t(number)}\t${dayStr(docDay)}\t${kind === 'installment' ? dayStr(c.liquidationDay) : NULL}\t` +
            `${value === null ? NULL : c.currency}\t${value === null ? NULL : money(value)}\t${NULL}\t${file}\t${c.operator.id}\t${ts(Math.min(REFERENCE_NOW, c.createdAt + rng.between(1, 72) * HOUR))}`,
        );
        if (p) await p;
      }
    }
  });

  // Quotations, their bank quotes and the contract each closed one became.
  const qColumns = [
    'id',
    'quotation_date',
    'client_id',
    'group_id',
    'quotation_type',
    'currency',
    'quoted_amount',
    'mn_amount',
    'me_liquidation_date',
    'mn_liquidation_date',
    'winning_rate',
    'winning_bank_id',
    'square',
    'operator_user_id',
    'ir_value',
    'notes',
    'status',
    'created_at',
  ];
  await ctx.copyEach(
    'quotations',
    qColumns,
    quotations,
    (q) =>
      `${q.id}\t${dayStr(q.day)}\t${q.client?.id ?? NULL}\t${q.groupId ?? NULL}\t${q.type}\t${q.currency}\t${money(q.amount)}\t` +
      `${q.mn === null ? NULL : money(q.mn)}\t${q.meLiquidationDay === null ? NULL : dayStr(q.meLiquidationDay)}\t` +
      `${q.mnLiquidationDay === null ? NULL : dayStr(q.mnLiquidationDay)}\t${q.winner ? rate(q.winner.rate6) : NULL}\t` +
      `${q.winner ? q.winner.bank.id : NULL}\t${t(q.square)}\t${q.operator.id}\t${q.ir === null ? NULL : money(q.ir)}\t` +
      `${t(q.notes)}\t${q.status}\t${ts(q.createdAt)}`,
  );
  let quoteId = 0;
  const quoteCount = quotations.reduce((a, q) => a + q.quotes.length, 0);
  await ctx.copy(
    'quotation_bank_quotes',
    ['id', 'quotation_id', 'bank_id', 'rate', 'quoted_at', 'winner'],
    quoteCount,
    async (row) => {
      for (const q of quotations) {
        for (const x of q.quotes) {
          const p = row(
            `${++quoteId}\t${q.id}\t${x.bank.id}\t${rate(x.rate6)}\t${ts(Math.min(x.at, REFERENCE_NOW - MINUTE))}\t${b(x.winner)}`,
          );
          if (p) await p;
        }
      }
    },
  );
  const linked = quotations.filter((q) => q.contract);
  await ctx.copyEach(
    'quotation_contracts',
    ['quotation_id', 'contract_id'],
    linked,
    (q) => `${q.id}\t${(q.contract as Contract).id}`,
  );

  await seedDispatchRequests(ctx, contracts);
}

const DISPATCH_NOTES = [
  'Embarque previsto pelo porto de Santos.',
  'Embarque pelo porto de Paranaguá.',
  'Carga consolidada.',
  null,
  null,
];

async function seedDispatchRequests(ctx: SeedContext, contracts: Contract[]): Promise<void> {
  const rng = ctx.rng('dispatch');
  const exports = contracts.filter((c) => c.type === 'export' && c.status !== 'canceled');
  const exporters = new ClientPicker(ctx, ['exporter', 'trader']);
  const registrars = [...ctx.staffBy('operator'), ...ctx.staffBy('director')];
  const n = ctx.volumes.dispatchRequests;
  const columns = [
    'id',
    'client_id',
    'contract_id',
    'due_number',
    'invoice_number',
    'request_date',
    'shipment_date',
    'currency',
    'value',
    'status',
    'registered_at',
    'registered_by',
    'rejection_reason',
    'notes',
    'created_by',
    'created_at',
  ];
  const rows: { day: number; line: (id: number) => string }[] = [];
  for (let i = 0; i < n; i++) {
    const withContract = exports.length > 0 && rng.chance(0.8);
    const c = withContract ? (exports[rng.int(exports.length)] as Contract) : null;
    const day = c
      ? Math.min(REFERENCE_DAY, addBusinessDays(c.day, rng.between(0, 20)))
      : historyBusinessDay(rng);
    const client = c ? c.client : exporters.pick(rng, day);
    const currency = c ? c.currency : (client.currencies[0] ?? 'USD');
    const value = c
      ? Math.max(100, Math.floor((c.me * (rng.chance(0.6) ? 1 : 0.3 + rng.next() * 0.6)) / 100) * 100)
      : amountCents(ctx, rng, currency, day, 50_000, 1, 2_000, 1_000_000);
    const created = at(day, 9 * HOUR + rng.int(8 * HOUR));
    const age = REFERENCE_DAY - day;
    const roll = rng.next();
    const status =
      age < 5 && roll < 0.7
        ? 'pending'
        : roll < 0.85
          ? 'registered'
          : roll < 0.93
            ? 'rejected'
            : roll < 0.97
              ? 'canceled'
              : 'pending';
    const registeredAt =
      status === 'registered' ? Math.min(REFERENCE_NOW - MINUTE, created + rng.between(2, 72) * HOUR) : 0;
    const shipDay = businessDayOnOrAfter(day + rng.between(3, 20));
    const invoice = c?.invoice ?? `EXP-${yearOf(day)}-${rng.digits(6)}`;
    const due =
      status === 'registered' || (status !== 'pending' && rng.chance(0.3))
        ? `${String(yearOf(day)).slice(2)}BR${rng.digits(10)}`
        : null;
    const reason =
      status === 'rejected'
        ? rng.pick([
            'NCM divergente da fatura.',
            'Valor divergente do contrato de câmbio.',
            'Exportador sem habilitação no Radar.',
            'Dados do importador incompletos.',
          ])
        : null;
    rows.push({
      day,
      line: (id) =>
        `${id}\t${client.id}\t${c ? c.id : NULL}\t${due ?? NULL}\t${t(invoice)}\t${dayStr(day)}\t${dayStr(shipDay)}\t${currency}\t${money(value)}\t` +
        `${status}\t${registeredAt ? ts(registeredAt) : NULL}\t${registeredAt ? rng.pick(registrars).id : NULL}\t${t(reason)}\t` +
        `${t(rng.pick(DISPATCH_NOTES))}\t${rng.chance(0.5) ? rng.pick(registrars).id : NULL}\t${ts(Math.min(created, REFERENCE_NOW - HOUR))}`,
    });
  }
  rows.sort((a, c) => a.day - c.day);
  await ctx.copyEach('export_dispatch_requests', columns, rows, (r, i) => r.line(i + 1));
}
