import type { DocumentType } from '../db/schema.js';
import {
  CARRIER_PREFIXES,
  ClientPicker,
  FILE_COLUMNS,
  foreignCompany,
  historyBusinessDay,
  MERCHANDISE,
  NO_FILE,
  pdfFile,
  SHIPPING_COMPANIES,
} from './common.js';
import type { Contract, ContractType, RdeRef } from './contracts.js';
import type { ClientRec, SeedContext } from './context.js';
import { json, NULL, t } from './copy.js';
import { money } from './money.js';
import type { Prng } from './random.js';
import { cumulative } from './random.js';
import {
  addBusinessDays,
  addMonths,
  at,
  businessDayOnOrAfter,
  DAY,
  dayStr,
  FIRST_DAY,
  HOUR,
  REFERENCE_DAY,
  REFERENCE_NOW,
  ts,
  yearOf,
} from './time.js';

/*
 * Documents (invoices, DIs, REs, bills of lading, …) with their pendencies, RDEs and the parcels to
 * authorize. A document linked to a contract belongs to the contract's client, is in its currency, dated
 * before it and worth at most its ME value; it is 'contracted' while the contract is open and 'settled' once
 * liquidated. Contracts that reference an RDE (ROF/IED) carry the number of an RDE of the same client.
 * Parcels: ir_value = 15 % of interest and income parcels (IR withheld at source); ir_without_renounce = the
 * IR grossed up as if the payer had not renounced it (15 / 85 of the value); principal and dividends carry none.
 */

export interface Rde extends RdeRef {
  id: number;
  counterparty: string;
  cpCountry: string;
  value: number;
  day: number;
  status: 'pending' | 'registered' | 'settled' | 'canceled';
  details: Record<string, unknown>;
}

export function planRdes(ctx: SeedContext): Rde[] {
  const rng = ctx.rng('rdes');
  const picker = new ClientPicker(ctx, ['investor', 'trader', 'exporter', 'importer']);
  const rdes: Rde[] = [];
  for (let i = 0; i < ctx.volumes.rdes; i++) {
    const day = historyBusinessDay(rng, FIRST_DAY);
    const client = picker.pick(rng, day);
    const roll = rng.next();
    const kind = roll < 0.6 ? 'rof' : roll < 0.9 ? 'ied' : 'portfolio';
    const currency = rng.chance(0.8) ? 'USD' : rng.chance(0.7) ? 'EUR' : 'JPY';
    const cp = foreignCompany(ctx, rng, currency);
    const usd = rng.logNormal(kind === 'ied' ? 1_500_000 : 500_000, 1.0, 20_000, 50_000_000);
    const units =
      Math.round((usd * ctx.rates.rate('USD', day)) / ctx.rates.rate(currency, day) / 1000) * 1000;
    const statusRoll = rng.next();
    const status =
      REFERENCE_DAY - day < 20 && statusRoll < 0.5
        ? 'pending'
        : statusRoll < 0.75
          ? 'registered'
          : statusRoll < 0.93
            ? 'settled'
            : 'canceled';
    const details: Record<string, unknown> =
      kind === 'rof'
        ? {
            modalidade: rng.pick([
              'Empréstimo direto',
              'Pagamento antecipado de exportação',
              'Arrendamento mercantil',
            ]),
            taxaJuros: `SOFR + ${(1 + rng.next() * 3).toFixed(2).replace('.', ',')}% a.a.`,
            prazoMeses: rng.pick([12, 24, 36, 48, 60]),
            credor: cp.name,
          }
        : kind === 'ied'
          ? {
              investidor: cp.name,
              paisInvestidor: cp.country,
              participacao: `${(5 + rng.next() * 90).toFixed(1).replace('.', ',')}%`,
              capitalSocial: true,
            }
          : {
              custodiante: rng.pick(ctx.fxBanks.length ? ctx.fxBanks : ctx.banks).shortName,
              representante: 'Representante legal no país',
              investidor: cp.name,
            };
    rdes.push({
      id: i + 1,
      client,
      kind,
      number: `${kind === 'rof' ? rng.pick(['TA', 'TB', 'TC', 'TD']) : kind === 'ied' ? 'IE' : 'PT'}${String(yearOf(day)).slice(2)}${String(i + 1).padStart(6, '0')}`,
      currency,
      counterparty: cp.name,
      cpCountry: cp.country,
      value: Math.max(1000, units) * 100,
      day,
      status,
      details,
    });
  }
  return rdes;
}

/** Each document type: its share of the documents, and the types of contract it may belong to. */
const DOC_TYPES: Record<DocumentType, { share: number; contracts: readonly ContractType[] }> = {
  import_invoice: { share: 22, contracts: ['import'] },
  export_invoice: { share: 20, contracts: ['export'] },
  pro_forma: { share: 8, contracts: ['import', 'export'] },
  services: { share: 6, contracts: ['financial_sale', 'financial_purchase'] },
  fees: { share: 3, contracts: ['financial_sale'] },
  di: { share: 10, contracts: ['import'] },
  re: { share: 4, contracts: ['export'] },
  bl_export_freight: { share: 5, contracts: ['export'] },
  bl_import_freight: { share: 6, contracts: ['import'] },
  back_to_back: { share: 1, contracts: ['import', 'export'] },
  knowledge: { share: 6, contracts: ['import', 'export'] },
  ied: { share: 2, contracts: ['financial_purchase', 'financial_sale'] },
  rof: { share: 2, contracts: ['financial_purchase', 'financial_sale'] },
  other: { share: 5, contracts: ['import', 'export', 'financial_purchase', 'financial_sale'] },
};
const DOC_TYPE_NAMES = Object.keys(DOC_TYPES) as DocumentType[];
const DOC_SHARE = cumulative(DOC_TYPE_NAMES.map((type) => DOC_TYPES[type].share));
const PENDENCIES = [
  ['DI não anexada', 'A Declaração de Importação ainda não foi enviada.'],
  ['Fatura divergente do contrato', 'O valor da fatura comercial difere do valor do contrato de câmbio.'],
  ['Conhecimento de embarque pendente', 'Enviar a cópia do conhecimento de embarque (BL/AWB).'],
  ['Assinatura pendente', 'Documento sem assinatura do representante legal.'],
  ['NCM não informada', 'Informar a NCM das mercadorias na fatura.'],
  ['Prazo de embarque vencido', 'Prazo de embarque excedido; apresentar justificativa.'],
] as const;

export interface DocumentRow {
  client: ClientRec;
  type: DocumentType;
  contract: Contract | null;
  currency: string;
  value: number;
  issueDay: number;
  dueDay: number | null;
  status: 'open' | 'contracted' | 'settled' | 'canceled';
  counterparty: string;
}

export async function seedDocuments(ctx: SeedContext, contracts: Contract[]): Promise<DocumentRow[]> {
  const rng = ctx.rng('documents');
  const byType = new Map<ContractType, Contract[]>();
  for (const c of contracts) {
    if (c.status === 'canceled') continue;
    const list = byType.get(c.type) ?? [];
    list.push(c);
    byType.set(c.type, list);
  }
  const pickers = {
    import: new ClientPicker(ctx, ['importer', 'trader']),
    export: new ClientPicker(ctx, ['exporter', 'trader']),
    financial: new ClientPicker(ctx, ['investor', 'trader', 'importer', 'exporter']),
  };
  const staff = [...ctx.staffBy('operator'), ...ctx.staffBy('manager')];
  const docs: DocumentRow[] = [];
  const n = ctx.volumes.documents;
  const columns = [
    'id',
    'client_id',
    'document_type',
    'number',
    'po_number',
    'reference',
    'process',
    'counterparty_name',
    'merchandise',
    'shipping_company',
    'issue_date',
    'due_date',
    'currency',
    'value',
    'contract_id',
    'status',
    'notes',
    ...FILE_COLUMNS,
    'created_by',
    'created_at',
    'updated_at',
  ];
  const planned: { day: number; make: (id: number) => string }[] = [];
  for (let i = 0; i < n; i++) {
    const type = DOC_TYPE_NAMES[rng.weighted(DOC_SHARE)] as DocumentType;
    const allowed = DOC_TYPES[type].contracts;
    let contract: Contract | null = null;
    if (rng.chance(0.5)) {
      const list = byType.get(rng.pick(allowed));
      if (list?.length) contract = list[rng.int(list.length)] as Contract;
    }
    let client: ClientRec;
    let currency: string;
    let value: number;
    let issueDay: number;
    let counterparty: string;
    if (contract) {
      client = contract.client;
      currency = contract.currency;
      value =
        type === 'fees'
          ? Math.max(100, Math.floor(contract.me / 2000) * 100)
          : Math.max(
              100,
              Math.floor((contract.me * (rng.chance(0.7) ? 1 : 0.2 + rng.next() * 0.7)) / 100) * 100,
            );
      issueDay = Math.max(FIRST_DAY - 90, contract.day - rng.between(0, 60));
      counterparty = contract.counterparty;
    } else {
      const side = allowed[0] === 'import' ? 'import' : allowed[0] === 'export' ? 'export' : 'financial';
      issueDay = historyBusinessDay(rng);
      client = pickers[side].pick(rng, issueDay);
      currency = client.currencies[0] ?? 'USD';
      const units = Math.round(rng.logNormal(40_000, 1.1, 500, 2_000_000));
      value = units * 100;
      counterparty = foreignCompany(ctx, rng, currency).name;
    }
    const invoiceLike =
      type.endsWith('invoice') || type === 'pro_forma' || type === 'services' || type === 'fees';
    const dueDay = invoiceLike ? addBusinessDays(issueDay, rng.pick([0, 30, 60, 90, 120, 180])) : null;
    let status: DocumentRow['status'];
    if (contract) status = contract.status === 'liquidated' ? 'settled' : 'contracted';
    else
      status = rng.chance(0.06)
        ? 'canceled'
        : REFERENCE_DAY - issueDay > 200 && rng.chance(0.3)
          ? 'settled'
          : 'open';
    const doc: DocumentRow = {
      client,
      type,
      contract,
      currency,
      value,
      issueDay,
      dueDay,
      status,
      counterparty,
    };
    docs.push(doc);
    const number = docNumber(rng, type, issueDay, contract);
    const trade = type !== 'services' && type !== 'fees' && type !== 'ied' && type !== 'rof';
    const imp = contract ? contract.type === 'import' : type.includes('import') || type === 'di';
    const created = Math.min(
      REFERENCE_NOW - HOUR,
      at(issueDay, 9 * HOUR + rng.int(9 * HOUR)) + rng.between(0, 3) * DAY,
    );
    const withFile = rng.chance(0.03);
    const po = invoiceLike && rng.chance(0.6) ? `PO-${rng.digits(6)}` : null;
    const reference = rng.chance(0.5) ? `REF-${rng.digits(7)}` : null;
    const process = rng.chance(0.4) ? `PROC ${yearOf(issueDay)}/${rng.digits(5)}` : null;
    const merchandise = trade ? rng.pick(imp ? MERCHANDISE.import : MERCHANDISE.export) : null;
    const shipping = trade && rng.chance(0.7) ? rng.pick(SHIPPING_COMPANIES) : null;
    const author = rng.chance(0.7) ? rng.pick(staff).id : NULL;
    const notes = rng.chance(0.1)
      ? rng.pick([
          'Original enviado por courier.',
          'Cópia digitalizada.',
          'Documento substitui versão anterior.',
          'Aguardando via original.',
        ])
      : null;
    planned.push({
      day: issueDay,
      make: (id) => {
        const file = withFile
          ? pdfFile(`${type}-${number.replace(/[^A-Za-z0-9]+/g, '-')}`, [
              `${type.replaceAll('_', ' ').toUpperCase()} ${number}`,
              client.name,
              counterparty,
              `${currency} ${money(value)}`,
            ])
          : NO_FILE;
        return (
          `${id}\t${client.id}\t${type}\t${t(number)}\t${t(po)}\t${t(reference)}\t${t(process)}\t${t(counterparty)}\t${t(merchandise)}\t` +
          `${t(shipping)}\t${dayStr(issueDay)}\t${dueDay === null ? NULL : dayStr(dueDay)}\t${currency}\t${money(value)}\t` +
          `${contract ? contract.id : NULL}\t${status}\t${t(notes)}\t${file}\t${author}\t${ts(created)}\t${ts(created)}`
        );
      },
    });
  }
  // Ids in issue-date order.
  const order = planned
    .map((_, i) => i)
    .sort((a, b) => (planned[a]?.day ?? 0) - (planned[b]?.day ?? 0) || a - b);
  const sortedDocs = order.map((i) => docs[i] as DocumentRow);
  await ctx.copyEach('documents', columns, order, (i, k) =>
    (planned[i] as (typeof planned)[number]).make(k + 1),
  );

  // Pendencies of open and contracted documents; about half already resolved. Each names its document's
  // client and type (migration 0027), so the insert trigger that would look them up stays idle.
  let pendencyId = 0;
  await ctx.copy(
    'document_pendencies',
    [
      'id',
      'document_id',
      'client_id',
      'document_type',
      'summary',
      'description',
      'created_by',
      'created_at',
      'resolved_at',
      'resolved_by',
    ],
    Math.round(n * 0.1),
    async (row) => {
      for (const [k, d] of sortedDocs.entries()) {
        if ((d.status !== 'open' && d.status !== 'contracted') || !rng.chance(0.15)) continue;
        const [summary, description] = rng.pick(PENDENCIES);
        const created = Math.min(REFERENCE_NOW - HOUR, at(d.issueDay, 10 * HOUR) + rng.between(1, 10) * DAY);
        const resolved = rng.chance(0.5) ? created + rng.between(HOUR, 15 * DAY) : 0;
        const ok = resolved && resolved < REFERENCE_NOW;
        const p = row(
          `${++pendencyId}\t${k + 1}\t${d.client.id}\t${d.type}\t${t(summary)}\t${t(description)}\t${rng.pick(staff).id}\t${ts(created)}\t${ok ? ts(resolved) : NULL}\t${ok ? rng.pick(staff).id : NULL}`,
        );
        if (p) await p;
      }
    },
  );
  return sortedDocs;
}

function docNumber(rng: Prng, type: DocumentType, day: number, contract: Contract | null): string {
  const y = yearOf(day);
  const yy = String(y).slice(2);
  switch (type) {
    case 'import_invoice':
    case 'export_invoice':
      return contract?.invoice && rng.chance(0.7)
        ? contract.invoice
        : `${type === 'import_invoice' ? 'INV' : 'EXP'}-${y}-${rng.digits(6)}`;
    case 'pro_forma':
      return `PI-${y}-${rng.digits(5)}`;
    case 'services':
      return `NFS-${rng.digits(8)}`;
    case 'fees':
      return `FEE-${y}-${rng.digits(5)}`;
    case 'di':
      return `${yy}/${rng.digits(7)}-${rng.int(10)}`;
    case 're':
      return `${yy}/${rng.digits(7)}-${rng.digits(3)}`;
    case 'bl_export_freight':
    case 'bl_import_freight':
    case 'knowledge':
      return `${rng.pick(CARRIER_PREFIXES)}${rng.digits(9)}`;
    case 'back_to_back':
      return `BTB-${y}-${rng.digits(5)}`;
    case 'ied':
      return `IE${yy}${rng.digits(6)}`;
    case 'rof':
      return `${rng.pick(['TA', 'TB', 'TC'])}${yy}${rng.digits(6)}`;
    default:
      return `DOC-${y}-${rng.digits(6)}`;
  }
}

export async function seedRdesAndParcels(
  ctx: SeedContext,
  rdes: Rde[],
  contracts: Contract[],
): Promise<void> {
  const rng = ctx.rng('rde-rows');
  const columns = [
    'id',
    'client_id',
    'rde_number',
    'rde_type',
    'counterparty_name',
    'counterparty_country',
    'currency',
    'value',
    'registration_date',
    'status',
    'details',
    'notes',
    'created_at',
  ];
  await ctx.copyEach(
    'rdes',
    columns,
    rdes,
    (r) =>
      `${r.id}\t${r.client.id}\t${r.number}\t${r.kind}\t${t(r.counterparty)}\t${r.cpCountry}\t${r.currency}\t${money(r.value)}\t${dayStr(r.day)}\t${r.status}\t${json(r.details)}\t${NULL}\t${ts(Math.min(REFERENCE_NOW - HOUR, at(r.day, 10 * HOUR + rng.int(7 * HOUR))))}`,
  );

  // Parcels: installments (principal and interest) of the ROFs, a few of the other kinds; pending ones are
  // the "parcels to authorize" queue, around and after the reference day.
  const sales = new Map<string, Contract[]>();
  for (const c of contracts) {
    if (c.type !== 'financial_sale' || c.status === 'canceled') continue;
    const key = `${c.client.id}|${c.currency}`;
    const list = sales.get(key) ?? [];
    list.push(c);
    sales.set(key, list);
  }
  const deciders = [...ctx.staffBy('director'), ...ctx.staffBy('operator'), ...ctx.staffBy('treasury')];
  const active = rdes.filter((r) => r.status !== 'canceled' && r.status !== 'pending');
  const columnsP = [
    'id',
    'client_id',
    'parcel_number',
    'closure_date',
    'currency',
    'value',
    'nature',
    'reference',
    'invoice',
    'ir_value',
    'ir_without_renounce',
    'contract_id',
    'status',
    'decided_by',
    'decided_at',
    'decision_reason',
    'created_at',
  ];
  const rows: { day: number; line: (id: number) => string }[] = [];
  const target = ctx.volumes.parcels;
  // Each RDE's schedule: ROFs pay interest and amortize principal every six months over their term; IEDs
  // pay dividends or interest on equity once a year; portfolios pay income twice a year. Installments are
  // listed up to six months ahead of the reference day.
  for (const r of rng.shuffle([...active])) {
    if (rows.length >= target) break;
    const term = r.kind === 'rof' ? Number(r.details.prazoMeses ?? 24) : 48;
    const step = r.kind === 'ied' ? 12 : 6;
    const total = Math.max(1, Math.floor(term / step));
    for (let k = 1; k <= total && rows.length < target; k++) {
      const day = businessDayOnOrAfter(addMonths(r.day, k * step));
      if (day > REFERENCE_DAY + 180) break;
      const natures: [string, number][] =
        r.kind === 'rof'
          ? [
              ['Juros', 0.15],
              ['Principal', 0],
            ]
          : r.kind === 'ied'
            ? [rng.chance(0.6) ? ['Dividendos', 0] : ['Juros sobre capital próprio', 0.15]]
            : [['Rendimentos', 0.15]];
      for (const [nature, irRate] of natures) {
        const principal = nature === 'Principal';
        const base = principal
          ? r.value / total
          : r.value * (r.kind === 'rof' ? 0.03 : 0.04 + rng.next() * 0.04);
        const value = Math.max(100, Math.round(base / 100) * 100);
        const ir = Math.round(value * irRate);
        const irNoRenounce = irRate ? Math.round((value * 15) / 85) : 0;
        const status =
          day >= REFERENCE_DAY - 3 && !rng.chance(0.15)
            ? 'pending'
            : rng.chance(0.92)
              ? 'authorized'
              : 'rejected';
        const decidedAt =
          status === 'pending'
            ? 0
            : Math.min(REFERENCE_NOW - HOUR, at(day, 10 * HOUR) - rng.between(0, 5) * DAY);
        const linked =
          status === 'authorized' && rng.chance(0.6) ? sales.get(`${r.client.id}|${r.currency}`) : undefined;
        const contract = linked?.length ? rng.pick(linked) : null;
        const created = Math.min(
          decidedAt || REFERENCE_NOW - HOUR,
          at(day, 9 * HOUR) - rng.between(5, 20) * DAY,
        );
        const decider = status === 'pending' ? null : rng.pick(deciders);
        const number = `${k}/${total}`;
        if (decider && decidedAt > REFERENCE_NOW - 90 * DAY) {
          ctx.audit.push({
            at: decidedAt,
            actor: decider.id,
            action: status === 'authorized' ? 'parcel.authorize' : 'parcel.reject',
            entity: 'parcel',
            entityId: null,
            details: { rdeNumber: r.number, parcelNumber: number, nature },
          });
        }
        const invoice = rng.chance(0.5) ? `INV-${rng.digits(6)}` : null;
        const reason =
          status === 'rejected'
            ? rng.pick([
                'Valor divergente do cronograma do RDE.',
                'Parcela já liquidada em outra operação.',
                'Falta comprovante de recolhimento do IR.',
              ])
            : null;
        rows.push({
          day,
          line: (id) =>
            `${id}\t${r.client.id}\t${number}\t${dayStr(day)}\t${r.currency}\t${money(value)}\t${t(nature)}\t${r.number}\t` +
            `${t(invoice)}\t${money(ir)}\t${money(irNoRenounce)}\t${contract ? contract.id : NULL}\t${status}\t` +
            `${decider ? decider.id : NULL}\t${decidedAt ? ts(decidedAt) : NULL}\t${t(reason)}\t${ts(created)}`,
        });
      }
    }
  }
  rows.sort((a, b) => a.day - b.day);
  await ctx.copyEach('parcels', columnsP, rows, (r, i) => r.line(i + 1));
}
