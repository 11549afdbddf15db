import { Dec, moneyString } from '@fxbo/domain';

/*
 * Amounts as a person types them in the UI language, and back: what a dialog reads into the wire's decimal
 * string (a write-off, a receiving, a liquidation) and what it opens with.
 */

/**
 * The amount typed in the UI language as the wire's decimal string, or null when it is not an amount:
 * 1.234,56 or 1234,56 in Portuguese, 1,234.56 or 1234.56 in English; a lone comma or dot followed by one or
 * two digits is read as the decimal separator in either language.
 */
export function wireAmount(text: string, language: string): string | null {
  const typed = text.replace(/\s/g, '');
  const [group, decimal] = separators(language);
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  let wire: string;
  if (grouped.test(typed)) wire = typed.split(group).join('').replace(decimal, '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(typed)) wire = typed.replace(',', '.');
  else return null;
  return moneyString.safeParse(wire).success ? wire : null;
}

/** A wire amount written for typing in the UI language: 7499.50 → "7.499,50" (pt-BR) or "7,499.50" (en). */
export function typedAmount(wire: string, language: string): string {
  const [integer = '0', cents = '00'] = new Dec(wire).toFixed(2).split('.');
  const [group, decimal] = separators(language);
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${cents}`;
}

/** The group and decimal separators of the UI language. */
function separators(language: string): [string, string] {
  return language.startsWith('pt') ? ['.', ','] : [',', '.'];
}
