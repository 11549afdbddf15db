import type { ClientRec, SeedContext, UserRec } from './context.js';
import { b, NULL, t } from './copy.js';
import { generateCnpj, generateCpf, type RemittancePurpose, type RemittanceSystemNote } from './domain.js';
import {
  amountLike,
  applySpread,
  IOF_INBOUND_BPS,
  money,
  mulRate,
  percentOf,
  rate,
  ratio8,
} from './money.js';
import { brazilianMobile, brazilianName, emailLocal, SENDER_COUNTRIES_BY_CURRENCY, slug } from './pools.js';
import { cumulative, type Prng, zipfWeights } from './random.js';
import { birthDate } from './parties.js';
import {
  addBusinessDays,
  at,
  businessDayOnOrAfter,
  DAY,
  dayOfInstant,
  dayStr,
  FIRST_DAY,
  HISTORY_DAYS,
  HOUR,
  isBusinessDay,
  MINUTE,
  REFERENCE_DAY,
  REFERENCE_NOW,
  secondOfDay,
  ts,
  weekday,
} from './time.js';

/*
 * Shipments: remittance companies (shippers) of the remitter clients, the remittances they send to
 * beneficiaries in Brazil, their history and blocking reasons, the shippers' ME extract and balance snapshot.
 *
 * Remittances are generated in inclusion order (ids follow include_date), with the day's volume growing over
 * the two years, fewer on weekends and more in December. Rules that keep the rows consistent:
 *  - payment_date: the inclusion day when it is a business day and the remittance arrived before 15:00,
 *    otherwise the next business day; a few (8 %) are scheduled 1–7 business days ahead.
 *  - statuses follow the payment date relative to REFERENCE_NOW: past ones are mostly paid (some canceled,
 *    returned, still blocked or overdue), today's a mix, future ones received, pending or blocked.
 *  - every timestamp lies between include_date and REFERENCE_NOW, in the order the history tells.
 *  - duplicate_of_id is what the insert trigger would set (same beneficiary tax id, currency, ME value and
 *    payment date as an earlier remittance not canceled); the trigger is off during the load for speed.
 *  - the extract has one debit per remittance paid (on the paid day), one reversal per returned one and
 *    weekly funding credits; me_open_balance is the running sum per shipper and currency in (release_date, id)
 *    order; shipper_balances.outstanding_balance is the last open balance.
 */

const STATUS = ['received', 'pending', 'blocked', 'processing', 'paid', 'returned', 'canceled'] as const;
const RECEIVED = 0;
const PENDING = 1;
const BLOCKED = 2;
const PROCESSING = 3;
const PAID = 4;
const RETURNED = 5;
const CANCELED = 6;

const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'CHF', 'AUD'] as const;
const CURRENCY_WEIGHTS = cumulative([45, 30, 8, 8, 3, 3, 3]);

const BRANDS = [
  'Remessa Fácil',
  'EnviaBrasil',
  'Atlântico Remit',
  'Ponte Money Transfer',
  'Saudade Express',
  'BrasilPay',
  'Tucano Transfers',
  'Sol Remittance',
  'Verde-Amarelo Envios',
  'Canarinho Money',
  'Ipê Transfer',
  'Rio Remit',
  'Cruzeiro do Sul Envios',
  'Samba Money',
  'Bossa Transfer',
  'Jangada Remessas',
  'Amazônia Money Services',
  'Pau-Brasil Remit',
  'Carioca Express',
  'Mineiro Transfers',
  'Gaúcho Envios',
  'Baiana Money',
  'Nordeste Remit',
  'Família Brasil Envios',
  'Conexão Brasil',
];
/** Brands that only make sense in one country. */
const LOCAL_BRANDS: Record<string, string> = {
  PT: 'Lusitânia Transferências',
  JP: 'Nippon Brasil Remit',
  CA: 'Maple Brasil Transfer',
};
const CITIES_BY_COUNTRY: Record<string, readonly string[]> = {
  US: [
    'Boston',
    'Newark',
    'Miami',
    'Orlando',
    'Framingham',
    'New York',
    'Danbury',
    'Pompano Beach',
    'Atlanta',
    'Houston',
  ],
  PA: ['Panamá'],
  AE: ['Dubai'],
  GB: ['London', 'Manchester'],
  PT: ['Lisboa', 'Porto', 'Braga', 'Faro'],
  ES: ['Madrid', 'Barcelona'],
  IT: ['Milano', 'Roma'],
  DE: ['Berlin', 'München'],
  FR: ['Paris'],
  IE: ['Dublin'],
  NL: ['Amsterdam'],
  BE: ['Bruxelles'],
  JP: ['Hamamatsu', 'Nagoya', 'Toyota', 'Oizumi', 'Tokyo'],
  CA: ['Toronto', 'Vancouver'],
  CH: ['Zürich', 'Genève'],
  AU: ['Sydney'],
};
const LEGAL_SUFFIX: Record<string, string> = {
  US: 'LLC',
  PA: 'S.A.',
  AE: 'LLC',
  GB: 'Ltd',
  PT: 'Lda.',
  ES: 'S.L.',
  IT: 'S.r.l.',
  DE: 'GmbH',
  FR: 'SAS',
  IE: 'Ltd',
  NL: 'B.V.',
  BE: 'SRL',
  JP: 'K.K.',
  CA: 'Inc.',
  CH: 'AG',
  AU: 'Pty Ltd',
};

// Purposes (codes, labelled in both languages by @fxbo/domain), weighted as they are drawn.
const PURPOSE_PF: readonly RemittancePurpose[] = [
  'family_maintenance',
  'family_maintenance',
  'family_maintenance',
  'personal_transfer',
  'funds_availability',
  'donation',
];
const PURPOSE_PJ: readonly RemittancePurpose[] = ['services_payment', 'services_export', 'company_transfer'];
const MESSAGES = [
  'Feliz aniversário, mãe!',
  'Para as despesas do mês',
  'Aluguel',
  'Ajuda para a faculdade',
  'Presente de Natal',
  'Para o tratamento do pai',
  'Parcela do terreno',
  'Saudades de todos',
  'Mensalidade da escola',
  'Reforma da casa',
  'Conta de luz e água',
  'Para a vó',
  'Feliz Dia das Mães',
  'Ajuda com o mercado',
  'Pagamento do consórcio',
];
const CANCEL_REASONS = [
  'Cancelada a pedido do remetente.',
  'Dados bancários inválidos não corrigidos no prazo.',
  'Reprovada na análise de compliance (PLD/FT).',
  'Remetente desistiu do envio.',
  'Valor divergente do informado pelo remetente.',
];
const DUPLICATE_CANCEL = 'Duplicidade confirmada pelo remetente.';
const RETURN_REASONS = [
  'Conta encerrada.',
  'Conta inexistente.',
  'Titular da conta divergente do beneficiário.',
  'Devolução solicitada pelo banco recebedor.',
  'Chave PIX excluída pelo titular.',
];
const BLOCK_REASONS = {
  duplicity: [
    [
      'DUP001',
      'Possível duplicidade: mesmo beneficiário, moeda, valor e data de pagamento de remessa anterior.',
    ],
  ],
  data: [
    ['DAT001', 'Banco do beneficiário inexistente.'],
    ['DAT002', 'Agência do beneficiário inválida.'],
    ['DAT003', 'Chave PIX não encontrada no DICT.'],
  ],
  compliance: [
    ['CMP001', 'Beneficiário em lista restritiva: análise PLD/FT.'],
    ['CMP002', 'Valor acima do limite mensal do beneficiário.'],
    ['CMP003', 'Documentação do remetente pendente.'],
  ],
  other: [['OUT001', 'Bloqueio manual pela mesa de operações.']],
} as const;
const BLOCK_KINDS = ['duplicity', 'data', 'compliance', 'other'] as const;
/** Audit entries are written for the actions of the last 90 days (read when the seed runs: see time.ts). */
const auditSince = () => REFERENCE_NOW - 90 * DAY;

interface Shipper {
  id: number;
  client: ClientRec;
  name: string;
  code: string;
  country: string;
  currencies: string[];
  spreadBps: number;
  status: 'active' | 'inactive';
  /** Last day the shipper sends (inactive ones stopped). */
  stopDay: number;
  weight: number;
  /** Beneficiary index range [from, to). */
  benFrom: number;
  benTo: number;
  seq: number;
}

export async function seedRemittances(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('remittances');
  const N = ctx.volumes.remittances;
  const operators = [...ctx.staffBy('operator'), ...ctx.staffBy('director')];
  const compliance = ctx.staffBy('compliance');
  const staffPool = [...operators, ...compliance];

  // ------------------------------------------------------------------------------------------ shippers
  const remitters = ctx.clients.filter((c) => c.profile === 'remitter');
  const shippers: Shipper[] = [];
  const shipperWeights = zipfWeights(rng, ctx.volumes.shippers, 0.7);
  const usedNames = new Set<string>();
  for (let i = 0; i < ctx.volumes.shippers; i++) {
    const client = remitters[i < remitters.length ? i : rng.int(remitters.length)] as ClientRec;
    const main = CURRENCIES[rng.weighted(CURRENCY_WEIGHTS)] as string;
    const country = rng.pick(SENDER_COUNTRIES_BY_CURRENCY[main] as readonly string[]);
    const currencies = [main];
    if (rng.chance(0.2)) {
      const other = main === 'USD' ? 'EUR' : 'USD';
      currencies.push(other);
    }
    let name: string;
    do
      name = `${LOCAL_BRANDS[country] && rng.chance(0.5) ? LOCAL_BRANDS[country] : rng.pick(BRANDS)} ${rng.pick(CITIES_BY_COUNTRY[country] ?? ['Global'])} ${LEGAL_SUFFIX[country] ?? 'Ltd'}`;
    while (usedNames.has(`${client.id}|${name}`));
    usedNames.add(`${client.id}|${name}`);
    const inactive = i >= 3 && rng.chance(0.05);
    shippers.push({
      id: i + 1,
      client,
      name,
      code: `${slug(name).replace(/\./g, '').slice(0, 3).toUpperCase()}${String(i + 1).padStart(3, '0')}`,
      country,
      currencies,
      spreadBps: rng.between(60, 180),
      status: inactive ? 'inactive' : 'active',
      stopDay: inactive ? FIRST_DAY + rng.between(200, HISTORY_DAYS - 60) : REFERENCE_DAY + 1,
      weight: shipperWeights[i] as number,
      benFrom: 0,
      benTo: 0,
      seq: 0,
    });
  }
  await ctx.copyEach(
    'shippers',
    ['id', 'client_id', 'name', 'code', 'country', 'status', 'created_at'],
    shippers,
    (s) =>
      `${s.id}\t${s.client.id}\t${t(s.name)}\t${s.code}\t${s.country}\t${s.status}\t${ts(at(Math.max(s.client.createdDay + 5, FIRST_DAY - rng.between(10, 400)), 10 * HOUR))}`,
  );

  // ------------------------------------------------------------------------------------- beneficiaries
  // Each beneficiary belongs to one shipper (the family sends through the same company) and gets several
  // remittances over time; the row segments that do not change between remittances are built once.
  const B = Math.max(50, Math.round(N / 4));
  const totalWeight = shippers.reduce((s, x) => s + x.weight, 0);
  let cursor = 0;
  shippers.forEach((s, i) => {
    s.benFrom = cursor;
    cursor =
      i === shippers.length - 1
        ? B
        : Math.min(B, cursor + Math.max(5, Math.round((B * s.weight) / totalWeight)));
    s.benTo = Math.max(cursor, s.benFrom + 1);
    cursor = s.benTo;
  });
  const benCount = cursor;
  const benSeg: string[] = new Array(benCount);
  const senderSeg: string[] = new Array(benCount);
  const accountSeg: string[] = new Array(benCount);
  const badAccountSeg: string[] = new Array(benCount);
  const pixSeg: (string | null)[] = new Array(benCount);
  const benUsd = new Float32Array(benCount);
  const benPj = new Uint8Array(benCount);
  const badKind = new Uint8Array(benCount); // 0 unknown bank, 1 invalid agency
  const taxIds = new Set<string>();
  // Beneficiaries bank where Brazilians bank: the big five, the digital banks, cooperatives, no FX dealers.
  const accountBanks = ctx.banks.filter((x) => x.weight > 0);
  const bankWeights = cumulative(accountBanks.map((x) => x.weight));
  // Beneficiaries are made on first use, from their own random stream, inside the remittance loop: that
  // loop waits on PostgreSQL (COPY with all the checks is the slower side), so the work comes for free.
  const brng = ctx.rng('beneficiaries');
  const benShipper = new Int32Array(benCount);
  for (const [i, s] of shippers.entries()) benShipper.fill(i, s.benFrom, s.benTo);
  const benMade = new Uint8Array(benCount);
  const makeBeneficiary = (k: number) => {
    benMade[k] = 1;
    const s = shippers[benShipper[k] as number] as Shipper;
    const foreign = ctx.pools.foreign.get(s.country);
    const pj = brng.chance(0.05);
    benPj[k] = pj ? 1 : 0;
    let taxId: string;
    do taxId = pj ? generateCnpj(brng.fn(), { alphanumeric: brng.chance(0.05) }) : generateCpf(brng.fn());
    while (taxIds.has(taxId));
    taxIds.add(taxId);
    const name = pj ? brng.pick(ctx.pools.companyNames) : brazilianName(rng, ctx.pools);
    const phone = brng.chance(0.8) ? brazilianMobile(rng) : null;
    const email = brng.chance(0.5)
      ? `${emailLocal(name)}${brng.chance(0.4) ? brng.between(1, 99) : ''}@${brng.pick(ctx.pools.emailDomains)}`
      : null;
    benSeg[k] =
      `${t(name)}\t${taxId}\t${pj ? NULL : birthDate(rng, 18, 85)}\t${phone ?? NULL}\t${t(email)}\tBR`;
    // Most senders are Brazilians abroad; some are locals, a few companies.
    const senderPj = brng.chance(pj ? 0.6 : 0.06);
    const sender = senderPj
      ? brng.pick(foreign?.companies ?? ctx.pools.companyNames)
      : brng.chance(0.7) || !foreign
        ? brazilianName(rng, ctx.pools)
        : brng.pick(foreign.people);
    senderSeg[k] = `${t(sender)}\t${s.country}\t${senderPj ? 'PJ' : 'PF'}`;
    const bank = accountBanks[brng.weighted(bankWeights)] ?? accountBanks[0];
    if (!bank) throw new Error('no banks');
    const agency = String(brng.between(1, 9999)).padStart(4, '0');
    const agencyDigit =
      bank.compe === '001' || bank.compe === '237'
        ? brng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])
        : null;
    const account = String(brng.between(10_000, 99_999_999));
    const accountDigit = bank.compe === '001' && brng.chance(0.1) ? 'X' : String(brng.int(10));
    const accountType = brng.chance(0.8) ? 'checking' : 'savings';
    const hasPix = brng.chance(0.75);
    // "Option no PIX key": the beneficiary declared having none, so payments go to the account.
    const noPix = !hasPix && brng.chance(0.6);
    accountSeg[k] =
      `credit_account\t${bank.compe}\t${bank.ispb}\t${agency}\t${agencyDigit ?? NULL}\t${account}\t${accountDigit}\t${accountType}\t${NULL}\t${NULL}\t${b(noPix)}`;
    badKind[k] = brng.chance(0.5) ? 0 : 1;
    badAccountSeg[k] =
      badKind[k] === 0
        ? `credit_account\t${brng.pick(['999', '989', '000'])}\t${NULL}\t${agency}\t${NULL}\t${account}\t${accountDigit}\t${accountType}\t${NULL}\t${NULL}\tf`
        : `credit_account\t${bank.compe}\t${bank.ispb}\t0000\t${NULL}\t${account}\t${accountDigit}\t${accountType}\t${NULL}\t${NULL}\tf`;
    if (hasPix) {
      const roll = brng.next();
      let type: string;
      let key: string;
      if (roll < 0.35) [type, key] = [pj ? 'cnpj' : 'cpf', taxId];
      else if (roll < 0.55 && phone) [type, key] = ['phone', phone];
      else if (roll < 0.75 && email && email.length <= 77) [type, key] = ['email', email.toLowerCase()];
      else [type, key] = ['random', brng.uuid()];
      pixSeg[k] = `pix\t${NULL}\t${NULL}\t${NULL}\t${NULL}\t${NULL}\t${NULL}\t${NULL}\t${type}\t${t(key)}\tf`;
    } else pixSeg[k] = null;
    benUsd[k] = brng.logNormal(320, 0.75, 50, 5000);
  };

  // --------------------------------------------------------------------------------- daily volumes
  const dayCounts = allocateDays(rng, N);
  const shipperCum = cumulative(shippers.map((s) => s.weight));

  // Per remittance, what the later stages need (typed arrays keep 1M rows cheap).
  const rShipper = new Int32Array(N);
  const rBen = new Int32Array(N);
  const rCur = new Uint8Array(N);
  const rMe = new Float64Array(N);
  const rPay = new Int32Array(N);
  const rStatus = new Uint8Array(N);
  const rSeq = new Int32Array(N);
  const tInclude = new Float64Array(N);
  const tBlock = new Float64Array(N);
  const tUnblock = new Float64Array(N);
  const tProcessing = new Float64Array(N);
  const tPaid = new Float64Array(N);
  const tCanceled = new Float64Array(N);
  const tReturned = new Float64Array(N);
  const tPending = new Float64Array(N);
  const rBlockKind = new Uint8Array(N); // 0 none, 1 + index in BLOCK_KINDS
  const rBlockCode = new Uint8Array(N);
  const rSecondBlock = new Uint8Array(N);
  const rUser = new Int16Array(N).fill(-1); // staff index acting on cancel/unblock
  const rBlocker = new Int16Array(N).fill(-1); // compliance analyst who blocked (manual blocks)
  const rPayUser = new Int16Array(N).fill(-1);
  const prevSame = new Int32Array(N).fill(-1);
  const lastOfBen = new Int32Array(benCount).fill(-1);
  const ring = new Int32Array(64).fill(-1);

  const columns = [
    'id',
    'client_id',
    'shipper_id',
    'reference',
    'origin',
    'purpose',
    'remittance_type_description',
    'include_date',
    'payment_date',
    'status',
    'currency',
    'me_value',
    'mn_value',
    'exchange_rate',
    'vet_rate',
    'sender_name',
    'sender_country',
    'sender_person_type',
    'beneficiary_name',
    'beneficiary_tax_id',
    'beneficiary_birth_date',
    'beneficiary_phone',
    'beneficiary_email',
    'beneficiary_country',
    'payment_type',
    'bank_code',
    'bank_ispb',
    'agency',
    'agency_check_digit',
    'account',
    'account_check_digit',
    'account_type',
    'pix_key_type',
    'pix_key',
    'no_pix_key',
    'message',
    'duplicate_of_id',
    'has_data_issues',
    'cancel_reason',
    'canceled_at',
    'canceled_by',
    'paid_at',
    'returned_at',
    'return_reason',
    'updated_at',
  ];

  let historyRows = 0;
  let blockRows = 0;
  const secondsBuf = new Float64Array(Math.max(...dayCounts) + 1);

  await ctx.copy('remittances', columns, N, async (row) => {
    let i = 0;
    for (let di = 0; di < dayCounts.length; di++) {
      const day = FIRST_DAY + di;
      const count = dayCounts[di] as number;
      if (count === 0) continue;
      const lastSecond = day === REFERENCE_DAY ? REFERENCE_NOW - at(day, 0) - 60 : DAY - 1;
      const secs = secondsBuf.subarray(0, count);
      for (let k = 0; k < count; k++) secs[k] = dayTime(rng, lastSecond);
      secs.sort();
      const progress = (day - FIRST_DAY) / HISTORY_DAYS;
      for (let k = 0; k < count; k++, i++) {
        const inc = at(day, secs[k] as number);
        tInclude[i] = inc;
        const sod = secs[k] as number;

        // Shipper, beneficiary, amount; sometimes a duplicate of a recent remittance.
        let s: Shipper;
        let ben: number;
        let cur: string;
        let me: number;
        let pay: number;
        const dupSource = rng.chance(0.004) ? (ring[rng.int(ring.length)] ?? -1) : -1;
        if (dupSource >= 0 && (rPay[dupSource] as number) >= day) {
          s = shippers[rShipper[dupSource] as number] as Shipper;
          ben = rBen[dupSource] as number;
          cur = CURRENCIES[rCur[dupSource] as number] as string;
          me = rMe[dupSource] as number;
          pay = rPay[dupSource] as number;
        } else {
          do s = shippers[rng.weighted(shipperCum)] as Shipper;
          while (s.stopDay < day);
          ben = s.benFrom + rng.int(s.benTo - s.benFrom);
          if (!benMade[ben]) makeBeneficiary(ben);
          cur =
            s.currencies.length > 1 && rng.chance(0.15)
              ? (s.currencies[1] as string)
              : (s.currencies[0] as string);
          me = amountLike(rng, (benUsd[ben] as number) * rng.logNormal(1, 0.25, 0.3, 3), cur, ctx.rates, day);
          pay = isBusinessDay(day) && sod < 15 * HOUR ? day : businessDayOnOrAfter(day + 1);
          if (rng.chance(0.08)) pay = addBusinessDays(pay, rng.between(1, 7));
        }
        const curIdx = CURRENCIES.indexOf(cur as (typeof CURRENCIES)[number]);
        rShipper[i] = s.id - 1;
        rBen[i] = ben;
        rCur[i] = curIdx;
        rMe[i] = me;
        rPay[i] = pay;
        rSeq[i] = ++s.seq;

        // What the duplicate trigger would say.
        let dupOf = -1;
        for (let j = lastOfBen[ben] as number; j >= 0; j = prevSame[j] as number) {
          if (rPay[j] === pay && rMe[j] === me && rCur[j] === curIdx && rStatus[j] !== CANCELED) dupOf = j;
        }
        prevSame[i] = lastOfBen[ben] as number;
        lastOfBen[ben] = i;
        ring[i & 63] = i;

        // ------------------------------------------------------------------ status and its timestamps
        const pix = pixSeg[ben] ?? null;
        const usePix = pix !== null && rng.next() < 0.25 + 0.55 * progress;
        let status: number;
        let blockKind = 0;
        let wantUnblock = false;
        const roll = rng.next();
        if (dupOf >= 0) {
          blockKind = 1;
          if (pay >= REFERENCE_DAY) status = roll < 0.7 ? BLOCKED : CANCELED;
          else if (roll < 0.75) status = CANCELED;
          else {
            status = PAID;
            wantUnblock = true;
          }
        } else if (pay < REFERENCE_DAY) {
          if (roll < 0.937) status = PAID;
          else if (roll < 0.947) {
            status = PAID;
            blockKind = rng.chance(0.5) ? 3 : 2;
            wantUnblock = true;
          } else if (roll < 0.972) status = CANCELED;
          else if (roll < 0.98) status = RETURNED;
          else if (roll < 0.986) {
            status = BLOCKED;
            blockKind = rng.chance(0.6) ? 3 : rng.chance(0.5) ? 2 : 4;
          } else if (roll < 0.99) status = PENDING;
          else status = PAID;
        } else if (pay === REFERENCE_DAY) {
          if (inc + 20 * MINUTE > REFERENCE_NOW) status = RECEIVED;
          else if (roll < 0.55) status = PAID;
          else if (roll < 0.8) status = PROCESSING;
          else if (roll < 0.88) status = PENDING;
          else if (roll < 0.96) {
            status = BLOCKED;
            blockKind = rng.chance(0.5) ? 3 : 2;
          } else if (roll < 0.98) status = CANCELED;
          else status = RECEIVED;
        } else if (roll < 0.45) status = RECEIVED;
        else if (roll < 0.87) status = PENDING;
        else if (roll < 0.96) {
          status = BLOCKED;
          blockKind = rng.chance(0.5) ? 3 : rng.chance(0.7) ? 2 : 4;
        } else status = CANCELED;
        // A canceled remittance was sometimes blocked first (compliance or data).
        if (status === CANCELED && blockKind === 0 && rng.chance(0.3)) blockKind = rng.chance(0.5) ? 3 : 2;

        // Timestamps, each after the previous one and never after REFERENCE_NOW.
        let last = inc;
        let block = 0;
        let unblock = 0;
        if (blockKind) {
          block = Math.min(inc + rng.between(1, 20) * MINUTE, inc + Math.floor((REFERENCE_NOW - inc) / 2));
          last = block;
          if (wantUnblock) {
            unblock = block + rng.between(30 * MINUTE, 36 * HOUR);
            if (unblock > REFERENCE_NOW - 30 * MINUTE) {
              unblock = 0;
              status = BLOCKED;
            } else last = unblock;
          }
        }
        let processing = 0;
        let paid = 0;
        let canceled = 0;
        let returned = 0;
        let pending = 0;
        if (status === PAID || status === RETURNED || status === PROCESSING) {
          let payDay = Math.max(pay, businessDayOnOrAfter(dayOfInstant(last)));
          processing = Math.max(at(payDay, 9 * HOUR + rng.int(5 * HOUR)), last + rng.between(5, 90) * MINUTE);
          if (dayOfInstant(processing) !== payDay || secondOfDay(processing) > 18 * HOUR) {
            payDay = businessDayOnOrAfter(dayOfInstant(last) + 1);
            processing = at(payDay, 9 * HOUR + rng.int(3 * HOUR));
          }
          paid = status === PROCESSING ? 0 : processing + rng.between(1, 25) * MINUTE;
          if (processing > REFERENCE_NOW) {
            processing = 0;
            paid = 0;
            status = PENDING;
          } else if (paid > REFERENCE_NOW) {
            paid = 0;
            status = PROCESSING;
          }
          if (status === RETURNED) {
            returned = at(
              addBusinessDays(dayOfInstant(paid) + 1, rng.between(0, 4)),
              10 * HOUR + rng.int(6 * HOUR),
            );
            if (returned > REFERENCE_NOW) {
              returned = 0;
              status = PAID;
            }
          }
        }
        if (status === PENDING && !unblock)
          pending = Math.min(REFERENCE_NOW, inc + rng.between(1, 30) * MINUTE);
        if (status === CANCELED) {
          canceled = last + rng.between(10 * MINUTE, 30 * HOUR);
          if (canceled > REFERENCE_NOW) canceled = last + Math.floor((REFERENCE_NOW - last) / 2);
          if (canceled <= last) canceled = last + 1;
        }
        rStatus[i] = status;
        tBlock[i] = block;
        tUnblock[i] = unblock;
        tProcessing[i] = processing;
        tPaid[i] = paid;
        tCanceled[i] = canceled;
        tReturned[i] = returned;
        tPending[i] = pending;
        rBlockKind[i] = blockKind;
        const dataIssue = blockKind === 2 && !unblock;
        let paySeg: string;
        if (blockKind) {
          const kind = BLOCK_KINDS[blockKind - 1] as keyof typeof BLOCK_REASONS;
          // Data blocks name what is wrong with the payment data actually sent.
          if (kind === 'data') rBlockCode[i] = usePix ? 2 : (badKind[ben] as number);
          else rBlockCode[i] = rng.int(BLOCK_REASONS[kind].length);
          rSecondBlock[i] = kind === 'compliance' && rng.chance(0.15) ? 1 : 0;
          blockRows += 1 + (rSecondBlock[i] as number);
          // Compliance and manual blocks are set by a compliance analyst; duplicity and data ones by the system.
          if (kind === 'compliance' || kind === 'other') rBlocker[i] = rng.int(compliance.length);
        }
        if (dataIssue && !usePix) paySeg = badAccountSeg[ben] as string;
        else paySeg = usePix && pix ? pix : (accountSeg[ben] as string);
        // Cancel and unblock are done by staff (a quarter of the cancellations come from the shipper's API).
        if (unblock || (canceled && rng.chance(0.75))) rUser[i] = rng.int(staffPool.length);
        if (paid && rng.chance(0.3)) rPayUser[i] = rng.int(operators.length);
        historyRows += historyCount(status, blockKind > 0, unblock > 0, pending > 0);

        // ---------------------------------------------------------------------------------- the row
        let priced = `${NULL}\t${NULL}\t${NULL}`;
        if (processing) {
          const rate6 = applySpread(ctx.rates.rate(cur, dayOfInstant(processing)), -s.spreadBps);
          const gross = mulRate(me, rate6);
          const mn = gross - percentOf(gross, IOF_INBOUND_BPS);
          priced = `${money(mn)}\t${rate(rate6)}\t${ratio8(mn, me)}`;
        }
        const updated = Math.max(inc, block, unblock, processing, paid, canceled, returned, pending);
        const origin = rng.next();
        const actor = rUser[i] as number;
        const line =
          `${i + 1}\t${s.client.id}\t${s.id}\t${s.code}-${String(rSeq[i]).padStart(8, '0')}\t` +
          `${origin < 0.7 ? 'API' : origin < 0.95 ? 'SFTP' : 'Portal'}\t` +
          `${benPj[ben] ? rng.pick(PURPOSE_PJ) : rng.pick(PURPOSE_PF)}\t${NULL}\t${ts(inc)}\t${dayStr(pay)}\t${STATUS[status]}\t${cur}\t` +
          `${money(me)}\t${priced}\t${senderSeg[ben]}\t${benSeg[ben]}\t${paySeg}\t` +
          `${rng.chance(0.15) ? t(rng.pick(MESSAGES)) : NULL}\t${dupOf >= 0 ? dupOf + 1 : NULL}\t${b(dataIssue)}\t` +
          `${canceled ? t(blockKind === 1 ? DUPLICATE_CANCEL : rng.pick(CANCEL_REASONS)) : NULL}\t` +
          `${canceled ? ts(canceled) : NULL}\t${canceled && actor >= 0 ? (staffPool[actor] as UserRec).id : NULL}\t` +
          `${paid ? ts(paid) : NULL}\t${returned ? ts(returned) : NULL}\t${returned ? t(rng.pick(RETURN_REASONS)) : NULL}\t${ts(updated)}`;
        const p = row(line);
        if (p) await p;
      }
    }
  });

  const people = { staff: staffPool, operators, compliance };
  await seedHistory(
    ctx,
    historyRows,
    {
      N,
      rStatus,
      rBlockKind,
      rUser,
      rBlocker,
      rPayUser,
      tInclude,
      tBlock,
      tUnblock,
      tProcessing,
      tPaid,
      tCanceled,
      tReturned,
      tPending,
    },
    people,
  );
  await seedBlocks(
    ctx,
    blockRows,
    { N, rBlockKind, rBlockCode, rSecondBlock, rUser, rBlocker, tBlock, tUnblock },
    people,
  );
  await seedExtract(ctx, shippers, { N, rShipper, rCur, rMe, rStatus, tPaid, tReturned });
}

/** A second of the day when remittances arrive (Brasília time): mostly business hours, some late. */
function dayTime(rng: Prng, lastSecond: number): number {
  const r = rng.next();
  let s: number;
  if (r < 0.8) s = 7 * HOUR + rng.int(13 * HOUR);
  else if (r < 0.95) s = 20 * HOUR + rng.int(4 * HOUR);
  else s = rng.int(7 * HOUR);
  return s > lastSecond ? rng.int(lastSecond + 1) : s;
}

/** Splits `n` over the history days: growth over time, quieter weekends and holidays, busier December. */
function allocateDays(rng: Prng, n: number): number[] {
  const weights: number[] = [];
  for (let d = FIRST_DAY; d <= REFERENCE_DAY; d++) {
    const wd = weekday(d);
    let w = 1 + (d - FIRST_DAY) / HISTORY_DAYS; // doubles over two years
    w *= wd === 0 ? 0.35 : wd === 6 ? 0.55 : isBusinessDay(d) ? 1 : 0.6;
    const month = Number(dayStr(d).slice(5, 7));
    if (month === 12) w *= 1.35;
    if (month === 5) w *= 1.1;
    if (d === REFERENCE_DAY) w *= 16.5 / 24;
    w *= 0.9 + 0.2 * rng.next();
    weights.push(w);
  }
  const total = weights.reduce((a, x) => a + x, 0);
  const exact = weights.map((w) => (w * n) / total);
  const counts = exact.map(Math.floor);
  let left = n - counts.reduce((a, x) => a + x, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b2) => b2[0] - a[0] || a[1] - b2[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k]![1]]! += 1;
  return counts;
}

function historyCount(status: number, blocked: boolean, unblocked: boolean, pending: boolean): number {
  let n = 1; // created (the inclusion)
  if (blocked) n++;
  if (unblocked) n++;
  if (pending) n++;
  if (status === PROCESSING) n++;
  if (status === PAID) n += 2;
  if (status === RETURNED) n += 3;
  if (status === CANCELED) n++;
  return n;
}

interface People {
  staff: UserRec[];
  operators: UserRec[];
  compliance: UserRec[];
}

const userId = (list: UserRec[], index: number) => (index >= 0 ? (list[index] as UserRec).id : NULL);

interface HistoryData {
  N: number;
  rStatus: Uint8Array;
  rBlockKind: Uint8Array;
  rUser: Int16Array;
  rBlocker: Int16Array;
  rPayUser: Int16Array;
  tInclude: Float64Array;
  tBlock: Float64Array;
  tUnblock: Float64Array;
  tProcessing: Float64Array;
  tPaid: Float64Array;
  tCanceled: Float64Array;
  tReturned: Float64Array;
  tPending: Float64Array;
}

async function seedHistory(ctx: SeedContext, total: number, h: HistoryData, people: People): Promise<void> {
  const columns = ['id', 'remittance_id', 'at', 'user_id', 'action', 'from_status', 'to_status', 'note_code'];
  let id = 0;
  // Routine steps (inclusion, processing, payment) carry no note; exceptions explain themselves with a system
  // note's code (REMITTANCE_SYSTEM_NOTES, labelled in both languages).
  await ctx.copy('remittance_history', columns, total, async (row) => {
    // The remittance being written, and the status its last step left it in.
    let r = 0;
    let from = NULL;
    const step = (
      at: number,
      user: string,
      action: string,
      to: string,
      note: RemittanceSystemNote | null,
    ) => {
      const line = `${++id}\t${r}\t${ts(at)}\t${user}\t${action}\t${from}\t${to}\t${note ?? NULL}`;
      from = to;
      return row(line);
    };
    // A staff member's unblock or cancel is in the audit log too, when recent enough.
    const audit = (at: number, actor: string, action: 'remittance.unblock' | 'remittance.cancel') => {
      if (actor !== NULL && at > auditSince())
        ctx.audit.push({ at, actor, action, entity: 'remittance', entityId: String(r), details: {} });
    };
    for (let i = 0; i < h.N; i++) {
      r = i + 1;
      from = NULL;
      const status = h.rStatus[i] as number;
      const acting = userId(people.staff, h.rUser[i] as number);
      const payUser = userId(people.operators, h.rPayUser[i] as number);
      let p = step(h.tInclude[i] as number, NULL, 'created', 'received', null);
      if (p) await p;
      if (h.tBlock[i]) {
        const kind = h.rBlockKind[i] as number;
        const blocker = userId(people.compliance, h.rBlocker[i] as number);
        const why =
          kind === 1 ? 'auto_block_duplicity' : kind === 2 ? 'auto_block_data' : 'blocked_for_review';
        p = step(h.tBlock[i] as number, blocker, 'blocked', 'blocked', why);
        if (p) await p;
      }
      if (h.tUnblock[i]) {
        audit(h.tUnblock[i] as number, acting, 'remittance.unblock');
        p = step(h.tUnblock[i] as number, acting, 'unblocked', 'pending', 'released_after_review');
        if (p) await p;
      }
      if (h.tPending[i]) {
        p = step(h.tPending[i] as number, NULL, 'pending', 'pending', 'awaiting_balance');
        if (p) await p;
      }
      if (h.tProcessing[i]) {
        p = step(h.tProcessing[i] as number, payUser, 'processing', 'processing', null);
        if (p) await p;
      }
      if (h.tPaid[i]) {
        p = step(h.tPaid[i] as number, payUser, 'paid', 'paid', null);
        if (p) await p;
      }
      if (h.tReturned[i]) {
        p = step(h.tReturned[i] as number, NULL, 'returned', 'returned', 'returned_by_bank');
        if (p) await p;
      }
      if (status === CANCELED) {
        audit(h.tCanceled[i] as number, acting, 'remittance.cancel');
        p = step(h.tCanceled[i] as number, acting, 'canceled', 'canceled', 'canceled');
        if (p) await p;
      }
    }
  });
}

interface BlockData {
  N: number;
  rBlockKind: Uint8Array;
  rBlockCode: Uint8Array;
  rSecondBlock: Uint8Array;
  rUser: Int16Array;
  rBlocker: Int16Array;
  tBlock: Float64Array;
  tUnblock: Float64Array;
}

async function seedBlocks(ctx: SeedContext, total: number, d: BlockData, people: People): Promise<void> {
  const columns = [
    'id',
    'remittance_id',
    'reason_kind',
    'reason_code',
    'description',
    'blocked_at',
    'blocked_by',
    'unblocked_at',
    'unblocked_by',
    'unblock_note',
  ];
  let id = 0;
  await ctx.copy('remittance_blocks', columns, total, async (row) => {
    for (let i = 0; i < d.N; i++) {
      const kindIdx = d.rBlockKind[i] as number;
      if (!kindIdx) continue;
      const kind = BLOCK_KINDS[kindIdx - 1] as keyof typeof BLOCK_REASONS;
      const reasons = [BLOCK_REASONS[kind][d.rBlockCode[i] as number]];
      if (d.rSecondBlock[i]) reasons.push(BLOCK_REASONS.other[0]);
      const acting = userId(people.staff, d.rUser[i] as number);
      const blocker = userId(people.compliance, d.rBlocker[i] as number);
      const unblock = d.tUnblock[i] as number;
      for (const [n, reason] of reasons.entries()) {
        if (!reason) continue;
        const p = row(
          `${++id}\t${i + 1}\t${n > 0 ? 'other' : kind}\t${reason[0]}\t${t(reason[1])}\t${ts(d.tBlock[i] as number)}\t${blocker}\t` +
            `${unblock ? ts(unblock) : NULL}\t${unblock ? acting : NULL}\t${unblock ? t(kind === 'duplicity' ? 'Remetente confirmou que não se trata de duplicidade.' : 'Análise concluída; remessa liberada.') : NULL}`,
        );
        if (p) await p;
      }
    }
  });
}

interface ExtractData {
  N: number;
  rShipper: Int32Array;
  rCur: Uint8Array;
  rMe: Float64Array;
  rStatus: Uint8Array;
  tPaid: Float64Array;
  tReturned: Float64Array;
}

async function seedExtract(ctx: SeedContext, shippers: Shipper[], d: ExtractData): Promise<void> {
  const rng = ctx.rng('extract');
  const nDays = REFERENCE_DAY - FIRST_DAY + 1;
  const key = (i: number) => (d.rShipper[i] as number) * CURRENCIES.length + (d.rCur[i] as number);
  const nKeys = shippers.length * CURRENCIES.length;

  // Remittances paid per day (debits) and returned per day (reversals), in id order within the day.
  const paidOn = bucketByDay(d.N, nDays, (i) =>
    d.tPaid[i] ? dayOfInstant(d.tPaid[i] as number) - FIRST_DAY : -1,
  );
  const returnedOn = bucketByDay(d.N, nDays, (i) =>
    d.tReturned[i] ? dayOfInstant(d.tReturned[i] as number) - FIRST_DAY : -1,
  );

  // Funding: on the first business day of each week the shipper wires what the week will need, rounded up to
  // thousands with a margin, so the balance stays positive (the demo's shippers are well behaved).
  const weekOf = (day: number) => Math.floor((day - FIRST_DAY + weekday(FIRST_DAY)) / 7);
  const weeks = weekOf(REFERENCE_DAY) + 2;
  const weekNeed = new Float64Array(nKeys * weeks);
  for (let i = 0; i < d.N; i++) {
    if (!d.tPaid[i]) continue;
    weekNeed[key(i) * weeks + weekOf(dayOfInstant(d.tPaid[i] as number))]! += d.rMe[i] as number;
  }
  const balance = new Float64Array(nKeys);
  const paidToday = new Float64Array(nKeys);
  const used = new Uint8Array(nKeys);
  const funded = new Uint8Array(nKeys * weeks);
  let entries = 0;
  for (let i = 0; i < d.N; i++) if (d.tPaid[i]) entries += d.tReturned[i] ? 2 : 1;
  entries += Math.round(nKeys * weeks * 0.3);

  const columns = [
    'id',
    'shipper_id',
    'release_date',
    'release_type',
    'currency',
    'me_value',
    'me_open_balance',
    'remittance_id',
    'description',
    'created_at',
  ];
  let id = 0;
  await ctx.copy('shipper_extract_entries', columns, entries, async (row) => {
    for (let di = 0; di < nDays; di++) {
      const day = FIRST_DAY + di;
      const date = dayStr(day);
      // Credits first: the week's funding lands on its first business day with activity.
      const w = weekOf(day);
      const paidList = paidOn[di] ?? [];
      for (const i of paidList) {
        const k = key(i);
        if (!funded[k * weeks + w]) {
          funded[k * weeks + w] = 1;
          const need = weekNeed[k * weeks + w] as number;
          const nextNeed = w + 1 < weeks ? (weekNeed[k * weeks + w + 1] as number) * 0.3 : 0;
          let credit =
            Math.ceil(
              ((need + nextNeed) * (1.03 + rng.next() * 0.12) - Math.max(0, balance[k] as number)) / 100_000,
            ) * 100_000;
          if (!used[k]) {
            credit += 500_000;
            used[k] = 1;
          }
          if (credit > 0) {
            balance[k]! += credit;
            const s = shippers[Math.floor(k / CURRENCIES.length)] as Shipper;
            const p = row(
              `${++id}\t${s.id}\t${date}\tcredit\t${CURRENCIES[k % CURRENCIES.length]}\t${money(credit)}\t${money(balance[k] as number)}\t${NULL}\t${t(`SWIFT MT103 ${s.name}`)}\t${ts(at(day, 8 * HOUR + rng.int(HOUR)))}`,
            );
            if (p) await p;
          }
        }
      }
      // A remittance's lines carry no description: their type and remittance say it in the reader's language.
      for (const i of paidList) {
        const k = key(i);
        const me = d.rMe[i] as number;
        balance[k]! -= me;
        if (day === REFERENCE_DAY) paidToday[k]! += me;
        const s = shippers[d.rShipper[i] as number] as Shipper;
        const p = row(
          `${++id}\t${s.id}\t${date}\tdebit\t${CURRENCIES[d.rCur[i] as number]}\t${money(-me)}\t${money(balance[k] as number)}\t${i + 1}\t${NULL}\t${ts(d.tPaid[i] as number)}`,
        );
        if (p) await p;
      }
      for (const i of returnedOn[di] ?? []) {
        const k = key(i);
        const me = d.rMe[i] as number;
        balance[k]! += me;
        const s = shippers[d.rShipper[i] as number] as Shipper;
        const p = row(
          `${++id}\t${s.id}\t${date}\treversal\t${CURRENCIES[d.rCur[i] as number]}\t${money(me)}\t${money(balance[k] as number)}\t${i + 1}\t${NULL}\t${ts(d.tReturned[i] as number)}`,
        );
        if (p) await p;
      }
    }
  });

  // Balance snapshot per shipper and currency in use.
  const locked = new Float64Array(nKeys);
  const pendingWire = new Float64Array(nKeys);
  const seen = new Uint8Array(nKeys);
  for (let i = 0; i < d.N; i++) {
    const k = key(i);
    seen[k] = 1;
    const st = d.rStatus[i];
    if (st === BLOCKED) locked[k]! += d.rMe[i] as number;
    else if (st === RECEIVED || st === PENDING || st === PROCESSING) pendingWire[k]! += d.rMe[i] as number;
  }
  const lastClosure = at(prevBusinessDay(REFERENCE_DAY), 18 * HOUR);
  const balanceRows: string[] = [];
  for (let k = 0; k < nKeys; k++) {
    if (!seen[k]) continue;
    const s = shippers[Math.floor(k / CURRENCIES.length)] as Shipper;
    const cur = CURRENCIES[k % CURRENCIES.length] as string;
    const refRate = applySpread(ctx.rates.rate(cur, REFERENCE_DAY), -s.spreadBps);
    balanceRows.push(
      `${s.id}\t${cur}\t${money(balance[k] as number)}\t${money(locked[k] as number)}\t${money(paidToday[k] as number)}\t${dayStr(REFERENCE_DAY)}\t` +
        `${money(pendingWire[k] as number)}\t${ts(lastClosure)}\t${rate(refRate)}\t${ts(REFERENCE_NOW - rng.between(1, 30) * MINUTE)}`,
    );
  }
  const cols = [
    'shipper_id',
    'currency',
    'outstanding_balance',
    'locked_balance',
    'total_paid_on_day',
    'paid_on_day',
    'pending_wire',
    'last_closure_at',
    'reference_rate',
    'updated_at',
  ];
  await ctx.copyLines('shipper_balances', cols, balanceRows);
}

function prevBusinessDay(day: number): number {
  let d = day - 1;
  while (!isBusinessDay(d)) d--;
  return d;
}

/** Lists of indices per day bucket (index order kept), for days in [0, nDays). */
function bucketByDay(n: number, nDays: number, dayOf: (i: number) => number): Int32Array[] {
  const counts = new Int32Array(nDays);
  for (let i = 0; i < n; i++) {
    const d = dayOf(i);
    if (d >= 0 && d < nDays) counts[d]!++;
  }
  const buckets = Array.from({ length: nDays }, (_, d) => new Int32Array(counts[d] as number));
  const fill = new Int32Array(nDays);
  for (let i = 0; i < n; i++) {
    const d = dayOf(i);
    if (d >= 0 && d < nDays) buckets[d]![fill[d]!++] = i;
  }
  return buckets;
}
