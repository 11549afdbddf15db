import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './forms/TextInput';

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
 * A from/to pair of native date inputs (keyboard-friendly, localised by the browser, `yyyy-MM-dd` values),
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
        gridTemplateColumns: '1fr 1fr',
        gap: 2,
        alignItems: 'start',
        gridColumn: { xs: 'auto', sm: 'span 2' },
      }}
    >
      <TextInput
        id={`${id}-from`}
        type="date"
        label={fromLabel}
        shrinkLabel
        fullWidth
        error={Boolean(fromError)}
        helperText={fromError}
        {...from}
      />
      <TextInput
        id={`${id}-to`}
        type="date"
        label={toLabel}
        shrinkLabel
        fullWidth
        error={Boolean(toError)}
        helperText={toError}
        {...to}
      />
    </Box>
  );
}
