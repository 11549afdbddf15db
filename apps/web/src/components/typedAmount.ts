import { Dec } from '@fxbo/domain';

/*
 * A wire amount written as a person types it in the UI language: what a dialog opens with. What is typed is
 * read back by the domain's one amount reader (readAmount, amountOf), in either language.
 */

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
