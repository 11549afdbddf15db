import { moneyString } from './money';

/*
 * One reading of an amount as a person types it, for every amount input: the lists' value filters (their
 * address and API query), the receiving form, the dialogs' amounts. The same text reads the same way on the
 * server and in the browser, in either language (decisions §45).
 */

/** A typed amount read: the wire's decimal string (a dot, no grouping), or why it is not an amount. */
export type AmountText =
  { ok: true; amount: string } | { ok: false; code: 'money_invalid' | 'amount_negative' };

const SPACES = /[\s\u00a0\u202f]/g;
const MINUS = /^[-\u2212]/;

/**
 * Reads "10.000", "10.000,00", "10,000.00", "10000.5", "10000,50" and "1.234.567" as amounts. With both a dot
 * and a comma, the last one is the decimal separator and the other groups thousands. With one kind only, it
 * groups thousands when it appears more than once or is followed by exactly three digits (an amount has at most
 * two decimals), else it is the decimal separator. Given the writer's `language`, its own decimal separator
 * standing alone is always the decimal separator: "35,001" typed in Portuguese is refused, not read as 35001
 * (and "10.001" typed in English). A minus sign before an amount is `amount_negative`; any other text, more
 * than two decimals or more than 16 integer digits is `money_invalid`.
 */
export function readAmount(text: string, language?: string): AmountText {
  const typed = text.replace(SPACES, '');
  const decimal = language === undefined ? undefined : language.startsWith('pt') ? ',' : '.';
  if (MINUS.test(typed)) {
    const rest = readUnsigned(typed.slice(1), decimal);
    return { ok: false, code: rest === null ? 'money_invalid' : 'amount_negative' };
  }
  const amount = readUnsigned(typed, decimal);
  return amount === null ? { ok: false, code: 'money_invalid' } : { ok: true, amount };
}

/** The wire amount of a typed one, or null when it is not a non-negative amount. */
export function amountOf(text: string, language?: string): string | null {
  const read = readAmount(text, language);
  return read.ok ? read.amount : null;
}

function readUnsigned(typed: string, decimal: string | undefined): string | null {
  const wire = unsignedWire(typed, decimal);
  return wire !== null && moneyString.safeParse(wire).success ? wire : null;
}

function unsignedWire(typed: string, languageDecimal: string | undefined): string | null {
  if (/^\d+$/.test(typed)) return typed;
  const lastDot = typed.lastIndexOf('.');
  const lastComma = typed.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const [group, decimal] = lastDot > lastComma ? [',', '.'] : ['.', ','];
    return grouped(typed, group, decimal);
  }
  const separator = lastDot >= 0 ? '.' : ',';
  const count = typed.split(separator).length - 1;
  const groups =
    count > 1 || (separator !== languageDecimal && new RegExp(`^\\d{1,3}\\${separator}\\d{3}$`).test(typed));
  if (groups) return grouped(typed, separator);
  return new RegExp(`^\\d+\\${separator}\\d{1,2}$`).test(typed) ? typed.replace(separator, '.') : null;
}

/** Digits grouped by threes with `group`, then optionally `decimal` and one or two decimals. */
function grouped(typed: string, group: string, decimal?: string): string | null {
  const decimals = decimal ? `(\\${decimal}\\d{1,2})?` : '';
  if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})+${decimals}$`).test(typed)) return null;
  const plain = typed.split(group).join('');
  return decimal ? plain.replace(decimal, '.') : plain;
}
