import { createHash } from 'node:crypto';
import type { ClientProfile, ClientRec, SeedContext } from './context.js';
import { bytea, NULL } from './copy.js';
import type { Prng } from './random.js';
import { cumulative } from './random.js';
import {
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  FIRST_DAY,
  HISTORY_DAYS,
  REFERENCE_DAY,
} from './time.js';

/** Picks clients of some profiles, weighted by activity, only among those already clients on the day. */
export class ClientPicker {
  private readonly list: ClientRec[];
  private readonly cum: Float64Array;

  constructor(
    ctx: SeedContext,
    profiles: readonly ClientProfile[],
    weight: (c: ClientRec) => number = (c) => c.weight,
  ) {
    this.list = ctx.clients.filter((c) => profiles.includes(c.profile) && c.status !== 'inactive');
    if (this.list.length === 0) this.list = ctx.clients.filter((c) => profiles.includes(c.profile));
    if (this.list.length === 0) this.list = [...ctx.clients];
    this.cum = cumulative(this.list.map(weight));
  }

  get size(): number {
    return this.list.length;
  }

  pick(rng: Prng, day: number): ClientRec {
    for (let i = 0; i < 12; i++) {
      const c = this.list[rng.weighted(this.cum)] as ClientRec;
      if (c.createdDay <= day) return c;
    }
    // Everyone picked was newer than the day: take the oldest client of the list.
    return this.list.reduce((a, c) => (c.createdDay < a.createdDay ? c : a));
  }
}

/**
 * The client whose desk the demo opens on (see orders.ts "today's desk"): the most active trader (it imports
 * and exports, so it has a bit of everything), else the most active client; ties by id.
 */
export function demoDeskClient(ctx: SeedContext): ClientRec {
  const active = ctx.clients.filter((c) => c.status === 'active');
  const pool = active.some((c) => c.profile === 'trader')
    ? active.filter((c) => c.profile === 'trader')
    : active;
  const list = pool.length ? pool : ctx.clients;
  return list.reduce((a, c) => (c.weight > a.weight ? c : a));
}

/** A business day in the history window, later days likelier (activity doubles over the two years). */
export function historyBusinessDay(rng: Prng, notBefore = FIRST_DAY): number {
  const x = -1 + Math.sqrt(1 + 3 * rng.next()); // inverse CDF of density ∝ 1 + x on [0, 1]
  let day = FIRST_DAY + Math.floor(x * HISTORY_DAYS);
  if (day < notBefore) day = notBefore + rng.int(Math.max(1, REFERENCE_DAY - notBefore + 1));
  const back = businessDayOnOrBefore(Math.min(day, REFERENCE_DAY));
  return back >= notBefore ? back : businessDayOnOrAfter(notBefore);
}

export const SHIPPING_COMPANIES = [
  'Maersk',
  'MSC',
  'CMA CGM',
  'Hapag-Lloyd',
  'ONE',
  'COSCO Shipping',
  'Evergreen',
  'HMM',
  'ZIM',
  'LATAM Cargo',
  'DHL Express',
  'FedEx',
];
export const CARRIER_PREFIXES = ['MAEU', 'MSCU', 'CMDU', 'HLCU', 'ONEY', 'COSU', 'EGLV', 'HDMU', 'ZIMU'];
export const MERCHANDISE = {
  import: [
    'Componentes eletrônicos',
    'Máquinas industriais',
    'Peças automotivas',
    'Fertilizantes',
    'Produtos químicos',
    'Equipamentos médicos',
    'Painéis solares',
    'Tecidos sintéticos',
    'Ferramentas',
    'Brinquedos',
    'Vinhos',
    'Azeite de oliva',
    'Motores elétricos',
    'Semicondutores',
  ],
  export: [
    'Café verde em grãos',
    'Soja em grãos',
    'Carne bovina congelada',
    'Celulose',
    'Minério de ferro',
    'Calçados de couro',
    'Suco de laranja',
    'Açúcar VHP',
    'Frango congelado',
    'Granito em chapas',
    'Autopeças',
    'Frutas frescas',
    'Algodão em pluma',
    'Madeira serrada',
  ],
};

/** Countries of foreign counterparties, by currency. */
export const COUNTERPARTY_COUNTRIES: Record<string, readonly string[]> = {
  USD: ['US', 'US', 'US', 'CN', 'PA', 'AE', 'GB'],
  EUR: ['DE', 'IT', 'ES', 'FR', 'PT', 'NL', 'BE', 'IE'],
  GBP: ['GB'],
  CNY: ['CN'],
  JPY: ['JP'],
  CHF: ['CH'],
  CAD: ['CA'],
  AUD: ['AU'],
};

export function foreignCompany(
  ctx: SeedContext,
  rng: Prng,
  currency: string,
): { name: string; country: string } {
  const country = rng.pick(COUNTERPARTY_COUNTRIES[currency] ?? ['US']);
  const pool = ctx.pools.foreign.get(country);
  return { name: pool ? rng.pick(pool.companies) : 'Global Trading Ltd', country };
}

/** One-page PDF with a few lines of text: small, valid, different per document. */
function tinyPdf(lines: readonly string[]): Buffer {
  const esc = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((l, i) => `${i === 0 ? '/F1 14 Tf 56 780 Td' : '/F1 10 Tf 0 -18 Td'} (${esc(l)}) Tj`)
    .join(' ');
  const stream = `BT ${text} ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj${o}endobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function sha256(content: Buffer): Buffer {
  return createHash('sha256').update(content).digest();
}

/** The columns of a stored file (contract documents, documents, order attachments), as pdfFile fills them. */
export const FILE_COLUMNS = ['file_name', 'mime_type', 'size_bytes', 'sha256', 'content'] as const;

/** No stored file: null in each of FILE_COLUMNS. */
export const NO_FILE = FILE_COLUMNS.map(() => NULL).join('\t');

/** A tinyPdf of `lines` stored as `name`.pdf: the COPY fields of FILE_COLUMNS. */
export function pdfFile(name: string, lines: readonly string[]): string {
  const pdf = tinyPdf(lines);
  return `${name}.pdf\tapplication/pdf\t${pdf.length}\t${bytea(sha256(pdf))}\t${bytea(pdf)}`;
}
