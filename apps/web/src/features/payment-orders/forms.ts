import {
  Dec,
  fieldIssue,
  readAmount,
  isCalendarDate,
  paymentOrderWriteOffRequestSchema,
  type IsoDate,
} from '@fxbo/domain';
import { z } from 'zod';

/*
 * What the action dialogs check before sending (the server checks the same and answers field errors with the
 * same codes): the credit date of a confirmation, and a write-off's amount as a person types it.
 */

/** The confirm dialog's form: the day the credit arrived, not after `today` nor before the order's register. */
export function confirmCreditFormSchema(today: IsoDate, registerDate: IsoDate) {
  return z.object({
    creditDate: z.string().superRefine((day, ctx) => {
      if (!isCalendarDate(day)) fieldIssue(ctx, 'credit_date_required');
      else if (day > today) fieldIssue(ctx, 'credit_date_in_future');
      else if (day < registerDate) fieldIssue(ctx, 'credit_date_before_register');
    }),
  });
}

/** The write-off dialog's form: the amount as typed (the domain's readAmount), the reason as the API takes it. */
export function writeOffFormSchema(language: string) {
  return z.object({
    amount: z.string().superRefine((typed, ctx) => {
      if (!typed.trim()) return fieldIssue(ctx, 'field_required');
      const read = readAmount(typed, language);
      if (!read.ok) fieldIssue(ctx, read.code);
      else if (!new Dec(read.amount).gt(0)) fieldIssue(ctx, 'amount_positive');
    }),
    reason: paymentOrderWriteOffRequestSchema.shape.reason,
  });
}
