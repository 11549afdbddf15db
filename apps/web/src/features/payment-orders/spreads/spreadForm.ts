import { amountOf, fieldIssue, readAmount } from '@fxbo/domain';
import { z } from 'zod';

/*
 * The edit dialog's form: the spread (a percentage of up to four decimals) and the operation fee (BRL), typed
 * as the UI language writes numbers. The form checks only that each reads as a number; the spread's range
 * (0 to 19.9999) is the server's rule (spreadPercentString), answered as a field error under the spread.
 */

/** Four decimals at most, as fx_spreads keeps them. */
const PERCENT = /^\d+([.,]\d{1,4})?$/;

/**
 * The spread typed in either language ("1,25", "1.25", "1,25 %") as the wire's decimal string ("1.25"), or
 * null when it is not a number of at most four decimals. No thousands: a spread is below 20.
 */
export function wireSpread(text: string): string | null {
  const typed = text.replace(/\s/g, '').replace(/%$/, '');
  return PERCENT.test(typed) ? typed.replace(',', '.') : null;
}

/**
 * A stored decimal ("1.2500", "35.00") as the dialog's field starts: the UI language's separator, no
 * grouping, between `min` and `max` decimals ("1,25" and "35,00" in Portuguese).
 */
export function typedDecimal(value: string, language: string, min: number, max: number): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '').slice(0, max).padEnd(min, '0');
  const separator = language.startsWith('pt') ? ',' : '.';
  return trimmed ? `${whole}${separator}${trimmed}` : whole;
}

export interface SpreadValues {
  spreadPercent: string;
  operationFee: string;
}

export function spreadFormSchema(language: string) {
  return z.object({
    spreadPercent: z.string().superRefine((typed, ctx) => {
      if (!typed.trim()) fieldIssue(ctx, 'field_required');
      else if (wireSpread(typed) === null) fieldIssue(ctx, 'spread_invalid');
    }),
    operationFee: z.string().superRefine((typed, ctx) => {
      if (!typed.trim()) fieldIssue(ctx, 'field_required');
      else {
        const read = readAmount(typed, language);
        if (!read.ok) fieldIssue(ctx, read.code);
      }
    }),
  });
}

/** The form's values as PUT /api/fx-spreads takes them (the form's check has passed). */
export function spreadRequestFigures(values: SpreadValues, language: string): SpreadValues {
  return {
    spreadPercent: wireSpread(values.spreadPercent) ?? values.spreadPercent,
    operationFee: amountOf(values.operationFee, language) ?? values.operationFee,
  };
}
