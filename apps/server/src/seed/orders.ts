import { ClientPicker, demoDeskClient, FILE_COLUMNS, historyBusinessDay, pdfFile } from './common.js';
import type { Contract, ContractRequest } from './contracts.js';
import type { ClientRec, SeedContext, UserRec } from './context.js';
import { NULL, t } from './copy.js';
import { applySpread, IOF_INBOUND_BPS, money, mulRate, percentOf, rate, ratio8 } from './money.js';
import { brazilianMobile, emailLocal } from './pools.js';
import type { Prng } from './random.js';
import {
  addBusinessDays,
  at,
  businessDayOnOrBefore,
  dayOfInstant,
  dayStr,
  DAY,
  HOUR,
  MINUTE,
  REFERENCE_DAY,
  REFERENCE_NOW,
  ts,
  yearOf,
} from './time.js';

/*
 * Payment orders received from abroad (OPR) and everything hanging from them. Per order:
 *   available_balance = credit_value − banker_expenses − closed_dispatch_balance − open_dispatch_balance − write-offs
 *   closed_dispatch_balance = paid receivings + purchase contracts; open_dispatch_balance = receivings requested
 *   or approved (in flight). Orders still waiting for the credit date, and canceled ones, have nothing available.
 * Receivings are in the order's currency: exchange_rate is that currency's buy rate on the request day,
 * value_to_receive = round2(receipt × rate) − IOF 0.38 % − operation fee (BRL), vet_rate = value_to_receive /
 * receipt; usd_equivalent converts the receipt at the day's rates, and above USD 3,000.00 the receiving
 * points at a document attached to the same order.
 */

/** The brokerage's accounts abroad: bank, city and account number, in no language (shown as recorded). */
const NOSTRO: Record<string, readonly string[]> = {
  USD: [
    'Citibank N.A., New York · 36912345',
    'JPMorgan Chase Bank, New York · 400123987',
    'Bank of America, New York · 6550112233',
  ],
  EUR: ['Deutsche Bank AG, Frankfurt · 100123456', 'BNP Paribas, Paris · 30004000031234'],
  GBP: ['Barclays Bank PLC, London · 20325474'],
  CHF: ['UBS Switzerland AG, Zürich · 0230-123456'],
  JPY: ['MUFG Bank, Tokyo · 653-0123456'],
  CAD: ['Royal Bank of Canada, Toronto · 1012345'],
  AUD: ['Westpac Banking Corporation, Sydney · 032000123456'],
  CNY: ['Bank of China, Shanghai · 4563 0123 4567'],
};
const SENDER_BICS = [
  'CHASUS33',
  'BOFAUS3N',
  'CITIUS33',
  'WFBIUS6S',
  'DEUTDEFF',
  'BNPAFRPP',
  'BARCGB22',
  'HSBCGB2L',
  'UBSWCHZH',
  'BOTKJPJT',
  'ROYCCAT2',
  'SCBLUS33',
];
const BINDINGS = ['none', 'none', 'none', 'parent', 'affiliate', 'branch', 'self', 'client_abroad'];
const REASONS_PJ = ['goods_export', 'services_export', 'direct_investment', 'foreign_loan', 'commissions'];
/** Export revenue: IOF zero (Decreto 6.306/2007, art. 15-B, I; iof_rates 'export_revenue'). */
const EXPORT_REVENUE = new Set(['goods_export', 'services_export']);
const REASONS_PF = ['own_funds', 'family_maintenance', 'inheritance', 'property_sale', 'salary'];
const COMMENTS = [
  'Cliente informou que vai fechar o câmbio amanhã.',
  'Crédito confirmado no extrato do correspondente.',
  'Ordem recebida com tarifa OUR.',
  'Cliente solicitou recebimento via PIX.',
  'Aguardando documentação do ordenante.',
  'Valor creditado com dedução de tarifa do banco intermediário.',
  'Contato feito com o gerente do cliente.',
  'Confirmada a natureza da operação com o cliente.',
];
const CANCEL_REASONS = [
  'Ordem devolvida ao remetente a pedido do cliente.',
  'Beneficiário divergente do titular da conta.',
  'Ordem em duplicidade.',
  'Recusada na análise de compliance.',
];
const WRITE_OFF_REASONS = [
  'Baixa de saldo residual.',
  'Tarifa do banco correspondente debitada na conta.',
  'Diferença de câmbio na liquidação.',
];

interface Attachment {
  id: number;
  name: string;
  uploadedBy: string | null;
  at: number;
}

interface Receiving {
  payer: string;
  payerCountry: string;
  binding: string;
  dest: string;
  reason: string;
  receipt: number;
  rate6: number;
  /** BRL before IOF and fee, cents. */
  gross: number;
  iofBps: number;
  fee: number;
  value: number;
  expectedDay: number;
  usd: number;
  attachment: Attachment | null;
  status: 'requested' | 'approved' | 'paid' | 'canceled';
  requestedBy: string | null;
  createdAt: number;
  paidAt: number;
  canceledAt: number;
}

export interface Order {
  id: number;
  number: string;
  client: ClientRec;
  issuer: string;
  issuerCountry: string;
  currency: string;
  credit: number;
  expenses: number;
  registerDay: number;
  documentDay: number;
  creditDay: number;
  state: 'waiting_credit_date' | 'confirmed' | 'canceled';
  confirmedBy: UserRec | null;
  confirmedAt: number;
  canceledAt: number;
  cancelReason: string | null;
  createdAt: number;
  receivings: Receiving[];
  contracts: ContractRequest[];
  writeOffs: { amount: number; day: number; user: UserRec; reason: string; at: number }[];
  attachments: Attachment[];
  available: number;
  openDispatch: number;
  closedDispatch: number;
}

/** Orders of today's desk (the demo client's recent orders): see planOrders. */
const DESK_ORDERS = 8;

/** Plans the orders, with the purchase contracts the contract planner must create for them. */
export function planOrders(ctx: SeedContext): { orders: Order[]; requests: ContractRequest[] } {
  const rng = ctx.rng('payment-orders');
  const picker = new ClientPicker(ctx, ['exporter', 'trader', 'individual', 'investor', 'remitter']);
  const operators = [...ctx.staffBy('operator'), ...ctx.staffBy('treasury')];
  const orders: Order[] = [];
  const requests: ContractRequest[] = [];
  // Today's desk: the last orders are the demo client's, registered in the last business days before the
  // anchor day (time.ts): half wait for their credit (due by today, so it can be confirmed or canceled), half
  // are credited and untouched (their balance can be received or settled).
  const desk = demoDeskClient(ctx);
  const n = ctx.volumes.paymentOrders;
  for (let i = 0; i < n; i++) {
    const deskOrder =
      i >= n - DESK_ORDERS ? ((i - (n - DESK_ORDERS)) % 2 === 0 ? 'waiting' : 'credited') : null;
    const registerDay = deskOrder
      ? businessDayOnOrBefore(REFERENCE_DAY - rng.int(4))
      : historyBusinessDay(rng);
    const client = deskOrder ? desk : picker.pick(rng, registerDay);
    const currency = rng.chance(0.75)
      ? 'USD'
      : rng.chance(0.7)
        ? 'EUR'
        : rng.pick(['GBP', 'CHF', 'JPY', 'CAD']);
    const pf = client.personType === 'PF';
    const usd = pf ? rng.logNormal(4_000, 1.1, 100, 300_000) : rng.logNormal(12_000, 1.3, 200, 2_000_000);
    const units = Math.max(
      1,
      Math.round((usd * ctx.rates.rate('USD', registerDay)) / ctx.rates.rate(currency, registerDay)),
    );
    const credit = units * 100 + (rng.chance(0.6) ? rng.int(100) : 0) * (currency === 'JPY' ? 0 : 1);
    const foreign = ctx.pools.foreign.get(
      currency === 'USD'
        ? 'US'
        : currency === 'EUR'
          ? rng.pick(['DE', 'PT', 'ES', 'IT', 'FR'])
          : currency === 'GBP'
            ? 'GB'
            : currency === 'CHF'
              ? 'CH'
              : currency === 'JPY'
                ? 'JP'
                : 'CA',
    );
    const issuer =
      pf && rng.chance(0.4)
        ? client.name
        : foreign
          ? rng.pick(pf ? foreign.people : foreign.companies)
          : 'Foreign Payer Ltd';
    const expenses = rng.chance(0.4)
      ? Math.min(credit - 100, rng.pick([1000, 1500, 2000, 2500, 3500, 5000]))
      : 0;
    const creditDay = deskOrder
      ? registerDay
      : addBusinessDays(registerDay, rng.chance(0.6) ? 0 : rng.between(1, 2));
    const createdAt = at(registerDay, 8 * HOUR + rng.int(9 * HOUR));
    const order: Order = {
      id: 0,
      number: '',
      client,
      issuer,
      issuerCountry: foreign?.code ?? 'US',
      currency,
      credit,
      expenses: Math.max(0, expenses),
      registerDay,
      documentDay: registerDay - rng.between(0, 2),
      creditDay,
      state: 'waiting_credit_date',
      confirmedBy: null,
      confirmedAt: 0,
      canceledAt: 0,
      cancelReason: null,
      createdAt: Math.min(createdAt, REFERENCE_NOW - HOUR),
      receivings: [],
      contracts: [],
      writeOffs: [],
      attachments: [],
      available: 0,
      openDispatch: 0,
      closedDispatch: 0,
    };
    orders.push(order);
    const roll = rng.next();
    const drawn = at(creditDay, 10 * HOUR + rng.int(7 * HOUR));
    // A desk order is confirmed after it was registered and before the data's "now".
    const confirmedAt = deskOrder
      ? Math.min(Math.max(drawn, order.createdAt + 30 * MINUTE), REFERENCE_NOW - 10 * MINUTE)
      : drawn;
    if (deskOrder === 'waiting') continue;
    // Waiting for the credit date: credit still ahead, or (a few) recently due and not yet confirmed.
    if (!deskOrder && (creditDay > REFERENCE_DAY || confirmedAt > REFERENCE_NOW)) continue;
    if (!deskOrder && roll > 0.98 && REFERENCE_DAY - creditDay <= 7) continue;
    if (!deskOrder && roll > 0.94) {
      order.state = 'canceled';
      order.canceledAt = Math.min(REFERENCE_NOW - MINUTE, order.createdAt + rng.between(HOUR, 5 * DAY));
      order.cancelReason = rng.pick(CANCEL_REASONS);
      continue;
    }
    order.state = 'confirmed';
    order.confirmedAt = confirmedAt;
    order.confirmedBy = rng.pick(operators);
    let left = credit - order.expenses;
    if (rng.chance(0.2))
      order.attachments.push({
        id: 0,
        name: 'swift-mt103',
        uploadedBy: order.confirmedBy.id,
        at: confirmedAt + rng.between(1, 30) * MINUTE,
      });

    // Recently credited orders are often still untouched (the client has not closed the exchange yet).
    if (deskOrder) continue; // credited, nothing received or settled yet
    const way = REFERENCE_DAY - creditDay < 15 && rng.chance(0.45) ? 1 : rng.next();
    if (way < 0.55) {
      // Received through the receiving flow, in one to three parts.
      const parts = rng.chance(0.7) ? 1 : rng.between(2, 3);
      for (let k = 0; k < parts && left > 100; k++) {
        const receipt =
          k === parts - 1 && rng.chance(0.8)
            ? left
            : Math.max(100, Math.floor((left * (0.3 + rng.next() * 0.5)) / 100) * 100);
        const r = receivingFor(ctx, rng, order, receipt, operators);
        if (!r) break;
        order.receivings.push(r);
        left -= r.status === 'canceled' ? 0 : receipt;
      }
    } else if (way < 0.95) {
      // Settled by staff with purchase contracts of the same client and currency.
      const parts = rng.chance(0.9) ? 1 : 2;
      // Sometimes a small residual (bank charges, rounding) is left out of the contracts and written off.
      const residual = left > 20_000 && rng.chance(0.12) ? rng.between(5, 50) * 100 : 0;
      left -= residual;
      for (let k = 0; k < parts && left > 100; k++) {
        const me = k === parts - 1 ? left : Math.floor(left / 200) * 100;
        const day = Math.min(REFERENCE_DAY, addBusinessDays(creditDay, rng.between(0, 2)));
        const type =
          (client.profile === 'exporter' || client.profile === 'trader') && rng.chance(0.6)
            ? 'export'
            : 'financial_purchase';
        const req: ContractRequest = {
          client,
          day,
          type,
          currency,
          me,
          counterparty: issuer,
          cpCountry: order.issuerCountry,
        };
        order.contracts.push(req);
        requests.push(req);
        left -= me;
      }
      left += residual;
    }
    // Residual balances are sometimes written off by hand.
    if (left > 0 && left <= 5_000 && rng.chance(0.7)) {
      const day = Math.min(REFERENCE_DAY, addBusinessDays(creditDay, rng.between(1, 10)));
      const user = rng.pick(operators);
      order.writeOffs.push({
        amount: left,
        day,
        user,
        reason: rng.pick(WRITE_OFF_REASONS),
        at: Math.min(REFERENCE_NOW - MINUTE, at(day, 11 * HOUR + rng.int(6 * HOUR))),
      });
    }
  }
  // Ids in registration order, with the OPR number from the id.
  orders.sort((a, b) => a.registerDay - b.registerDay || a.createdAt - b.createdAt);
  orders.forEach((o, i) => {
    o.id = i + 1;
    o.number = `OPR${yearOf(o.registerDay)}${String(o.id).padStart(7, '0')}`;
    for (const r of o.receivings) {
      if (r.status === 'paid') o.closedDispatch += r.receipt;
      else if (r.status !== 'canceled') o.openDispatch += r.receipt;
    }
    for (const c of o.contracts) o.closedDispatch += c.me;
    const written = o.writeOffs.reduce((a, w) => a + w.amount, 0);
    o.available =
      o.state === 'confirmed' ? o.credit - o.expenses - o.closedDispatch - o.openDispatch - written : 0;
    if (o.available < 0) throw new Error(`seed bug: negative available balance on order ${o.number}`);
  });
  return { orders, requests };
}

function receivingFor(
  ctx: SeedContext,
  rng: Prng,
  order: Order,
  receipt: number,
  operators: UserRec[],
): Receiving | null {
  const createdAt = order.confirmedAt + rng.between(HOUR, 10 * DAY);
  if (createdAt > REFERENCE_NOW - 10 * MINUTE) return null;
  const day = dayOfInstant(createdAt);
  const rate6 = applySpread(ctx.rates.rate(order.currency, day), -rng.between(80, 150));
  const gross = mulRate(receipt, rate6);
  const fee = gross > 5_000_000 ? 15_000 : gross > 500_000 ? 8_000 : gross > 100_000 ? 3_500 : 0;
  // Checked at the general IOF rate before the reason is drawn (the draws keep their order); an export's
  // revenue pays none (iof_rates, migration 0014), which only makes its value larger.
  if (gross - percentOf(gross, IOF_INBOUND_BPS) - fee <= 0) return null;
  const usd = Math.round((gross * 1e6) / ctx.rates.rate('USD', day));
  const expectedDay = addBusinessDays(day, rng.between(0, 2));
  const client = order.client;
  const users = ctx.usersByClient.get(client.id);
  const requestedBy = users?.length && rng.chance(0.7) ? rng.pick(users).id : rng.pick(operators).id;
  let attachment: Attachment | null = null;
  if (usd > 300_000) {
    attachment = {
      id: 0,
      name: rng.pick(['invoice', 'contrato', 'comprovante']),
      uploadedBy: requestedBy,
      at: createdAt - rng.between(1, 30) * MINUTE,
    };
    order.attachments.push(attachment);
  }
  let status: Receiving['status'];
  let paidAt = 0;
  let canceledAt = 0;
  if (expectedDay < REFERENCE_DAY) {
    if (rng.chance(0.93)) {
      status = 'paid';
      paidAt = Math.max(createdAt + 30 * MINUTE, at(expectedDay, 11 * HOUR + rng.int(5 * HOUR)));
    } else {
      status = 'canceled';
      canceledAt = createdAt + rng.between(HOUR, DAY);
    }
  } else status = rng.chance(0.5) ? 'requested' : 'approved';
  if (paidAt > REFERENCE_NOW) {
    paidAt = 0;
    status = 'approved';
  }
  if (canceledAt > REFERENCE_NOW) canceledAt = REFERENCE_NOW - MINUTE;
  // Destination: the client's own account in Brazil, or a PIX key of the client.
  let dest: string;
  if (rng.chance(0.6)) {
    const bank = rng.pick(ctx.banks.slice(0, 12));
    dest = `${bank.compe}\t${rng.chance(0.85) ? 'checking' : 'savings'}\t${String(rng.between(1, 9999)).padStart(4, '0')}\t${rng.between(10_000, 99_999_999)}\t${rng.int(10)}\t${NULL}\t${NULL}`;
  } else {
    const roll = rng.next();
    const [type, key] =
      roll < 0.5
        ? [client.personType === 'PF' ? 'cpf' : 'cnpj', client.taxId]
        : roll < 0.7
          ? [
              'email',
              `${emailLocal(client.personType === 'PF' ? client.name : 'financeiro empresa')}@${client.personType === 'PF' ? rng.pick(ctx.pools.emailDomains) : 'empresa.example'}`,
            ]
          : roll < 0.8
            ? ['phone', brazilianMobile(rng)]
            : ['random', rng.uuid()];
    dest = `${NULL}\t${NULL}\t${NULL}\t${NULL}\t${NULL}\t${type}\t${t(key)}`;
  }
  // Drawn in this order (binding, then reason): the demo data stays the same for a seed.
  const binding =
    client.personType === 'PF' && order.issuer === client.name
      ? 'self'
      : rng.pick(BINDINGS.filter((x) => x !== 'self'));
  const reason = rng.pick(client.personType === 'PF' ? REASONS_PF : REASONS_PJ);
  const iofBps = EXPORT_REVENUE.has(reason) ? 0 : IOF_INBOUND_BPS;
  return {
    payer: order.issuer,
    payerCountry: order.issuerCountry,
    binding,
    dest,
    reason,
    receipt,
    rate6,
    gross,
    iofBps,
    fee,
    value: gross - percentOf(gross, iofBps) - fee,
    expectedDay,
    usd,
    attachment,
    status,
    requestedBy,
    createdAt,
    paidAt,
    canceledAt,
  };
}

export async function seedOrders(ctx: SeedContext, orders: Order[]): Promise<void> {
  const rng = ctx.rng('payment-orders-rows');
  const columns = [
    'id',
    'opr_number',
    'client_id',
    'issuer_name',
    'issuer_country',
    'manager_user_id',
    'foreign_account',
    'currency',
    'credit_value',
    'available_balance',
    'banker_expenses',
    'state',
    'register_date',
    'document_date',
    'credit_date',
    'operation_date',
    'confirmed_by',
    'confirmed_at',
    'canceled_at',
    'cancel_reason',
    'open_dispatch_balance',
    'closed_dispatch_balance',
    'reference',
    'created_at',
    'updated_at',
  ];
  await ctx.copyEach('payment_orders', columns, orders, (o) => {
    const updated = Math.max(
      o.createdAt,
      o.confirmedAt,
      o.canceledAt,
      ...o.receivings.map((r) => Math.max(r.createdAt, r.paidAt, r.canceledAt)),
    );
    return (
      `${o.id}\t${o.number}\t${o.client.id}\t${t(o.issuer)}\t${o.issuerCountry}\t${o.client.manager.id}\t` +
      `${t(rng.pick(NOSTRO[o.currency] ?? NOSTRO.USD ?? ['']))}\t${o.currency}\t${money(o.credit)}\t${money(o.available)}\t${money(o.expenses)}\t` +
      `${o.state}\t${dayStr(o.registerDay)}\t${dayStr(o.documentDay)}\t${dayStr(o.creditDay)}\t` +
      `${o.state === 'confirmed' ? dayStr(o.creditDay) : NULL}\t${o.confirmedBy?.id ?? NULL}\t${o.confirmedAt ? ts(o.confirmedAt) : NULL}\t` +
      `${o.canceledAt ? ts(o.canceledAt) : NULL}\t${t(o.cancelReason)}\t${money(o.openDispatch)}\t${money(o.closedDispatch)}\t` +
      `${rng.chance(0.6) ? `${rng.pick(['INV', 'REF', 'PO', 'CTR'])}-${rng.digits(7)}` : NULL}\t${ts(o.createdAt)}\t${ts(updated)}`
    );
  });

  // Attachments get ids in order order, before the receivings that point at them.
  let attachmentId = 0;
  for (const o of orders) for (const a of o.attachments) a.id = ++attachmentId;
  await ctx.copy(
    'payment_order_attachments',
    ['id', 'payment_order_id', ...FILE_COLUMNS, 'uploaded_by', 'uploaded_at'],
    attachmentId,
    async (row) => {
      for (const o of orders) {
        for (const a of o.attachments) {
          const file = pdfFile(`${a.name}-${o.number}`, [
            `${a.name === 'swift-mt103' ? 'SWIFT MT103' : a.name === 'invoice' ? 'Commercial invoice' : a.name === 'contrato' ? 'Contrato' : 'Comprovante'} - ${o.number}`,
            o.issuer,
            o.client.name,
            `${o.currency} ${money(o.credit)}`,
          ]);
          const p = row(
            `${a.id}\t${o.id}\t${file}\t${a.uploadedBy ?? NULL}\t${ts(Math.min(a.at, REFERENCE_NOW - MINUTE))}`,
          );
          if (p) await p;
        }
      }
    },
  );

  const links = orders.flatMap((o) =>
    o.contracts.map((c) => ({ o, c: c.contract as Contract, amount: c.me })),
  );
  await ctx.copyEach(
    'payment_order_purchase_contracts',
    ['payment_order_id', 'contract_id', 'amount', 'linked_at'],
    links,
    ({ o, c, amount }) =>
      `${o.id}\t${c.id}\t${money(amount)}\t${ts(Math.max(c.createdAt, o.confirmedAt) + 5 * MINUTE)}`,
  );

  let writeOffId = 0;
  await ctx.copy(
    'payment_order_write_offs',
    ['id', 'payment_order_id', 'amount', 'write_off_date', 'user_id', 'reason', 'created_at'],
    0,
    async (row) => {
      for (const o of orders) {
        for (const w of o.writeOffs) {
          const p = row(
            `${++writeOffId}\t${o.id}\t${money(w.amount)}\t${dayStr(w.day)}\t${w.user.id}\t${t(w.reason)}\t${ts(w.at)}`,
          );
          if (p) await p;
        }
      }
    },
  );

  const staff = [...ctx.staffBy('operator'), ...ctx.staffBy('manager'), ...ctx.staffBy('treasury')];
  let commentId = 0;
  await ctx.copy(
    'payment_order_comments',
    ['id', 'payment_order_id', 'user_id', 'body', 'created_at'],
    Math.round(orders.length * 0.5),
    async (row) => {
      for (const o of orders) {
        if (!rng.chance(0.4)) continue;
        const n = rng.chance(0.8) ? 1 : 2;
        for (let k = 0; k < n; k++) {
          const user = rng.chance(0.5) ? o.client.manager : rng.pick(staff);
          const p = row(
            `${++commentId}\t${o.id}\t${user.id}\t${t(rng.pick(COMMENTS))}\t${ts(Math.min(REFERENCE_NOW - MINUTE, o.createdAt + rng.between(10 * MINUTE, 3 * DAY)))}`,
          );
          if (p) await p;
        }
      }
    },
  );

  let notificationId = 0;
  await ctx.copy(
    'payment_order_notifications',
    ['id', 'payment_order_id', 'received_at', 'channel', 'sender', 'message_type', 'content'],
    orders.length,
    async (row) => {
      for (const o of orders) {
        const roll = rng.next();
        const channel = roll < 0.8 ? 'swift' : roll < 0.95 ? 'email' : 'api';
        const bic = rng.pick(SENDER_BICS);
        const received = Math.max(o.createdAt - rng.between(5, 120) * MINUTE, o.createdAt - DAY);
        const content =
          channel === 'swift'
            ? `:20:${rng.digits(10)}\n:32A:${dayStr(o.creditDay).slice(2).replaceAll('-', '')}${o.currency}${money(o.credit).replace('.', ',')}\n:50K:${o.issuer}\n:59:${o.client.name}\n:71A:${o.expenses ? 'OUR' : 'SHA'}`
            : `Aviso de crédito ${o.number}: ${o.currency} ${money(o.credit)} de ${o.issuer}.`;
        let p = row(
          `${++notificationId}\t${o.id}\t${ts(received)}\t${channel}\t${channel === 'swift' ? bic : channel === 'email' ? 'operacoes@correspondente.example' : 'api-correspondente'}\t${channel === 'swift' ? rng.pick(['MT103', 'MT103', 'MT202 COV']) : channel === 'api' ? 'pacs.008' : NULL}\t${t(content)}`,
        );
        if (p) await p;
        if (o.state === 'confirmed' && rng.chance(0.25)) {
          p = row(
            `${++notificationId}\t${o.id}\t${ts(Math.min(REFERENCE_NOW - MINUTE, o.confirmedAt + rng.between(1, 60) * MINUTE))}\tswift\t${bic}\tMT199\t${t(`Confirmação de crédito da ordem ${o.number}.`)}`,
          );
          if (p) await p;
        }
      }
    },
  );

  const rColumns = [
    'id',
    'payment_order_id',
    'payer_name',
    'payer_country',
    'binding_relationship',
    'bank_code',
    'bank_account_type',
    'agency',
    'account',
    'account_check_digit',
    'pix_key_type',
    'pix_key',
    'reason_for_receipt',
    'receipt_value',
    'exchange_rate',
    'operation_fee',
    'value_to_receive',
    'vet_rate',
    'expected_payment_date',
    'usd_equivalent',
    'gross_value',
    'iof_rate',
    'iof_value',
    'document_attachment_id',
    'status',
    'requested_by',
    'created_at',
    'paid_at',
    'canceled_at',
  ];
  let receivingId = 0;
  await ctx.copy('payment_order_receivings', rColumns, 0, async (row) => {
    for (const o of orders) {
      for (const r of o.receivings) {
        const p = row(
          `${++receivingId}\t${o.id}\t${t(r.payer)}\t${r.payerCountry}\t${t(r.binding)}\t${r.dest}\t${t(r.reason)}\t${money(r.receipt)}\t` +
            `${rate(r.rate6)}\t${money(r.fee)}\t${money(r.value)}\t${ratio8(r.value, r.receipt)}\t${dayStr(r.expectedDay)}\t${money(r.usd)}\t` +
            `${money(r.gross)}\t${(r.iofBps / 100).toFixed(4)}\t${money(percentOf(r.gross, r.iofBps))}\t` +
            `${r.attachment ? r.attachment.id : NULL}\t${r.status}\t${r.requestedBy ?? NULL}\t${ts(r.createdAt)}\t` +
            `${r.paidAt ? ts(r.paidAt) : NULL}\t${r.canceledAt ? ts(r.canceledAt) : NULL}`,
        );
        if (p) await p;
      }
    }
  });

  // Audit trail of confirmations and cancellations (a sample: the most recent ones are what people look at).
  for (const o of orders) {
    if (o.confirmedBy && o.confirmedAt > REFERENCE_NOW - 60 * DAY) {
      ctx.audit.push({
        at: o.confirmedAt,
        actor: o.confirmedBy.id,
        action: 'payment_order.confirm',
        entity: 'payment_order',
        entityId: String(o.id),
        details: { oprNumber: o.number },
      });
    }
  }
}
