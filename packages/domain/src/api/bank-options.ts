import { z } from 'zod';
import { searchText } from '../schemas';

/*
 * The bank picker (issue 24): a bank is chosen by its COMPE code, its ISPB or its name, from the banks table,
 * wherever a bank code was typed. GET /api/banks/options?q= answers the first matches, in code order.
 */

/** The most banks one answer lists: a picker narrows by typing, it does not page. */
export const BANK_OPTIONS_LIMIT = 20;

export const bankOptionsQuerySchema = z.object({ q: searchText(60).optional() });

export const bankOptionSchema = z.object({
  /** COMPE code, 3 digits: what the forms send. */
  code: z.string(),
  ispb: z.string().nullable(),
  name: z.string(),
});
export type BankOption = z.infer<typeof bankOptionSchema>;

export const bankOptionsSchema = z.object({ items: z.array(bankOptionSchema) });
