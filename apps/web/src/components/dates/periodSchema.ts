import { dateRangeRefinement, isCalendarDate } from '@fxbo/domain';
import { z } from 'zod';

/** A date field's form value: empty or a real day (a field's INVALID_DATE fails here). */
const formDate = z.string().refine((value) => value === '' || isCalendarDate(value), {
  message: 'Must be a date as yyyy-MM-dd.',
  params: { code: 'date_invalid' },
});

/**
 * A filter form's from/to pair (audit, balance extract): each end empty or a day, and the spec's
 * "date-to must be greater than date-from", checked once both ends are days.
 */
export const periodSchema = z.object({ from: formDate, to: formDate }).superRefine((value, ctx) => {
  if (isCalendarDate(value.from) && isCalendarDate(value.to)) dateRangeRefinement('from', 'to')(value, ctx);
});
