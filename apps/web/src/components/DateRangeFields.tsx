import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DateInput } from './dates/DateInput';

export interface DateRangeFieldsProps {
  id: string;
  /** The pair's name for assistive technology (e.g. "Period"). */
  label: string;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  /** The translated error of each end (the range rule reports on `to`: 'date-to must be greater…'). */
  fromError?: string;
  toError?: string;
}

/**
 * A from/to pair of date pickers (typed in the app's language format, `yyyy-MM-dd` values in the form),
 * grouped for screen readers. The range rule itself is the domain's `dateRangeRefinement`.
 */
export function DateRangeFields({
  id,
  label,
  fromLabel,
  toLabel,
  from,
  to,
  fromError,
  toError,
}: DateRangeFieldsProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        // Side by side from 600 px; on a phone each end gets the whole width (dd/mm/aaaa and its button).
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
        alignItems: 'start',
        gridColumn: { xs: 'auto', sm: 'span 2' },
      }}
    >
      <DateInput id={`${id}-from`} label={fromLabel} registration={from} error={fromError} />
      <DateInput id={`${id}-to`} label={toLabel} registration={to} error={toError} />
    </Box>
  );
}
