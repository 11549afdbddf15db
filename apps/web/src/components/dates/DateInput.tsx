import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from './DateLocalization';
import { isInvalidDateText } from './isoDate';
import { useRegisteredDate } from './useRegisteredDate';

export interface DateInputProps {
  id: string;
  label: ReactNode;
  /** `register('field')`: the form holds the day as `yyyy-MM-dd` (URL state and API unchanged). */
  registration: UseFormRegisterReturn;
  /** The form's translated error for the field. While the typed text is not a day (the schema rejects
   * INVALID_DATE under whatever code), the field shows its own "invalid date, type dd/mm/aaaa" instead. */
  error?: string;
  required?: boolean;
}

/**
 * One day, typed with the keyboard in the app's language format (dd/mm/aaaa, mm/dd/yyyy) or picked from a
 * calendar. The desktop variant everywhere: its field stays typable on touch screens too.
 */
export function DateInput({ id, label, registration, error, required }: DateInputProps) {
  const { t } = useTranslation('components');
  const input = useRef<HTMLInputElement>(null);
  const { date, text, change, typed, blur } = useRegisteredDate(registration, () => input.current?.focus());
  const shown = error && isInvalidDateText(text) ? t('dates.invalid') : error;
  // The hidden input holds the shown text, '' only when every section is empty.
  const checkTyped = () => typed(Boolean(input.current?.value));
  return (
    <Box
      sx={{ minWidth: 0 }}
      onBlur={() => {
        checkTyped();
        blur();
      }}
      // Before the field's own Enter handler submits the form.
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter') checkTyped();
      }}
    >
      <DateLocalization>
        <DesktopDatePicker
          label={label}
          value={date}
          onChange={(value, context) => change(value, context.validationError === null)}
          inputRef={input}
          name={registration.name}
          slotProps={{
            textField: {
              id,
              required,
              fullWidth: true,
              error: Boolean(shown),
              helperText: shown,
              // The format (dd/mm/aaaa) stays in view, as in a native date input.
              InputLabelProps: { shrink: true },
            },
          }}
        />
      </DateLocalization>
    </Box>
  );
}
