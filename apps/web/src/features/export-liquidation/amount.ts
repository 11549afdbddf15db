import { Dec, readAmount } from '@fxbo/domain';

/*
 * The amount of a liquidation as a person types it (the domain's readAmount): what is wrong with it, if anything.
 */

/** Why the typed amount cannot be liquidated (a FIELD_MESSAGES code), or null when it can. */
export function amountProblem(text: string, language: string, openAmount: string): string | null {
  if (!text.trim()) return 'field_required';
  const read = readAmount(text, language);
  if (!read.ok) return read.code;
  const wire = read.amount;
  if (!new Dec(wire).gt(0)) return 'amount_positive';
  if (new Dec(wire).gt(openAmount)) return 'liquidation_above_open';
  return null;
}
