import { Dec, type DecimalInput, type MoneyLocale } from './money';

/*
 * An amount written in words, as on a signed FX contract ("valor por extenso"): "doze mil, trezentos e quarenta
 * e cinco dólares norte-americanos e sessenta e sete centavos". Written here rather than taken from extenso@3,
 * which writes "mil duzentos" without the comma and "um centavo" without "de real", and Portuguese only
 * (docs/decisions.md §56); the amount is a decimal string, never a float, rounded half up to the currency's
 * minor unit (JPY has none).
 */

interface CurrencyWords {
  /** Singular and plural of the currency's name. */
  one: string;
  many: string;
  /** Grammatical gender in Portuguese ("uma libra", "duzentas libras"). */
  feminine?: boolean;
  /** Singular and plural of the minor unit; absent when the currency has none (JPY). */
  centOne?: string;
  centMany?: string;
}

type CurrencyTable = Readonly<Record<string, CurrencyWords>>;

const PT_CENTS = { centOne: 'centavo', centMany: 'centavos' };
const EN_CENTS = { centOne: 'cent', centMany: 'cents' };

const CURRENCIES: Readonly<Record<MoneyLocale, CurrencyTable>> = {
  'pt-BR': {
    USD: { one: 'dólar norte-americano', many: 'dólares norte-americanos', ...PT_CENTS },
    EUR: { one: 'euro', many: 'euros', ...PT_CENTS },
    GBP: {
      one: 'libra esterlina',
      many: 'libras esterlinas',
      feminine: true,
      centOne: 'pêni',
      centMany: 'pence',
    },
    CHF: { one: 'franco suíço', many: 'francos suíços', ...PT_CENTS },
    JPY: { one: 'iene', many: 'ienes' },
    CAD: { one: 'dólar canadense', many: 'dólares canadenses', ...PT_CENTS },
    AUD: { one: 'dólar australiano', many: 'dólares australianos', ...PT_CENTS },
    CNY: { one: 'iuane chinês', many: 'iuanes chineses', ...PT_CENTS },
    BRL: { one: 'real', many: 'reais', ...PT_CENTS },
  },
  en: {
    USD: { one: 'US dollar', many: 'US dollars', ...EN_CENTS },
    EUR: { one: 'euro', many: 'euros', ...EN_CENTS },
    GBP: { one: 'pound sterling', many: 'pounds sterling', centOne: 'penny', centMany: 'pence' },
    CHF: { one: 'Swiss franc', many: 'Swiss francs', centOne: 'centime', centMany: 'centimes' },
    JPY: { one: 'Japanese yen', many: 'Japanese yen' },
    CAD: { one: 'Canadian dollar', many: 'Canadian dollars', ...EN_CENTS },
    AUD: { one: 'Australian dollar', many: 'Australian dollars', ...EN_CENTS },
    CNY: { one: 'Chinese yuan', many: 'Chinese yuan', centOne: 'fen', centMany: 'fen' },
    BRL: { one: 'Brazilian real', many: 'Brazilian reais', centOne: 'centavo', centMany: 'centavos' },
  },
};

/** Currencies with a name in words; any other is written by its code ("mil e cem SEK"). */
export const AMOUNT_IN_WORDS_CURRENCIES = Object.keys(CURRENCIES['pt-BR']);

// ---- Portuguese ----

const PT_UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const PT_TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
];
const PT_HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];
/** Scales above a thousand: singular and plural (always masculine: "dois milhões de libras"). */
const PT_SCALES: readonly (readonly [string, string])[] = [
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
  ['quatrilhão', 'quatrilhões'],
];

const feminize = (word: string): string =>
  word === 'um' ? 'uma' : word === 'dois' ? 'duas' : word.replace(/entos$/, 'entas');

/** 1..999 in Portuguese words. */
function ptGroup(n: number, feminine: boolean): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(PT_HUNDREDS[h] as string);
  if (rest >= 20) {
    parts.push(PT_TENS[Math.floor(rest / 10)] as string);
    if (rest % 10) parts.push(PT_UNITS[rest % 10] as string);
  } else if (rest) parts.push(PT_UNITS[rest] as string);
  return parts.map((w) => (feminine ? feminize(w) : w)).join(' e ');
}

/** Groups of three digits, least significant first. */
function groupsOf(n: bigint): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= 1000n) groups.push(Number(rest % 1000n));
  return groups;
}

/** A whole number in Portuguese words, and whether it needs "de" before a noun ("um milhão de reais"). */
function ptNumber(n: bigint, feminine: boolean): { words: string; de: boolean } {
  if (n === 0n) return { words: 'zero', de: false };
  const groups = groupsOf(n);
  const parts: { words: string; value: number }[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (!g) continue;
    if (i === 0) parts.push({ words: ptGroup(g, feminine), value: g });
    else if (i === 1) parts.push({ words: g === 1 ? 'mil' : `${ptGroup(g, feminine)} mil`, value: g });
    else {
      const [one, many] = PT_SCALES[i - 2] as readonly [string, string];
      parts.push({ words: `${ptGroup(g, false)} ${g === 1 ? one : many}`, value: g });
    }
  }
  // The last group joins with "e" when it is a round hundred or below a hundred ("mil e cem", "mil e vinte"),
  // otherwise with a comma like the others ("doze mil, trezentos e quarenta e cinco").
  let words = parts[0]?.words ?? '';
  parts.slice(1).forEach((p, i) => {
    const last = i === parts.length - 2;
    const withE = last && (p.value < 100 || p.value % 100 === 0);
    words += withE ? ` e ${p.words}` : `, ${p.words}`;
  });
  return { words, de: groups[0] === 0 && groups[1] === 0 && groups.length > 2 };
}

// ---- English ----

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function enGroup(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(`${EN_UNITS[h] as string} hundred`);
  if (rest >= 20)
    parts.push(
      (EN_TENS[Math.floor(rest / 10)] as string) + (rest % 10 ? `-${EN_UNITS[rest % 10] as string}` : ''),
    );
  else if (rest) parts.push(EN_UNITS[rest] as string);
  return parts.join(' ');
}

function enNumber(n: bigint): string {
  if (n === 0n) return 'zero';
  const groups = groupsOf(n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (g) parts.push(i ? `${enGroup(g)} ${EN_SCALES[i] as string}` : enGroup(g));
  }
  return parts.join(' ');
}

// ---- The amount ----

/**
 * `value` (a non-negative decimal string or Decimal, up to 16 integer digits) in `currency`, in words:
 * amountInWords('12345.67', 'USD', 'pt-BR') is "doze mil, trezentos e quarenta e cinco dólares
 * norte-americanos e sessenta e sete centavos"; in 'en', "twelve thousand three hundred forty-five US dollars
 * and sixty-seven cents". Throws a RangeError for a negative or non-decimal value.
 */
export function amountInWords(value: DecimalInput, currency: string, locale: MoneyLocale): string {
  const words = CURRENCIES[locale][currency.toUpperCase()] ?? {
    one: currency.toUpperCase(),
    many: currency.toUpperCase(),
    ...(locale === 'en' ? EN_CENTS : PT_CENTS),
  };
  let amount: Dec;
  try {
    amount = new Dec(value);
  } catch {
    throw new RangeError(`Not a decimal amount: ${String(value)}`);
  }
  if (!amount.isFinite() || amount.isNegative())
    throw new RangeError(`Not a non-negative amount: ${String(value)}`);
  const hasCents = words.centOne !== undefined;
  const minor = amount.toDecimalPlaces(hasCents ? 2 : 0).times(hasCents ? 100 : 1);
  if (minor.abs().gte('1e18')) throw new RangeError(`Amount too large: ${String(value)}`);
  const total = BigInt(minor.toFixed(0));
  const whole = hasCents ? total / 100n : total;
  const cents = hasCents ? Number(total % 100n) : 0;

  if (locale === 'en') {
    const main = `${enNumber(whole)} ${whole === 1n ? words.one : words.many}`;
    if (!cents) return main;
    const c = `${enNumber(BigInt(cents))} ${cents === 1 ? words.centOne : words.centMany}`;
    return `${main} and ${c}`;
  }
  const n = ptNumber(whole, words.feminine ?? false);
  const main = `${n.words} ${n.de ? 'de ' : ''}${whole === 1n ? words.one : words.many}`;
  if (!cents) return main;
  const c = `${ptNumber(BigInt(cents), false).words} ${cents === 1 ? words.centOne : words.centMany}`;
  return whole === 0n ? `${c} de ${words.one}` : `${main} e ${c}`;
}
