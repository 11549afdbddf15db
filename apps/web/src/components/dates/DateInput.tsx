import { lazy, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../forms/TextInput';
import { isInvalidDateText } from './isoDate';
import { useRegisteredDate } from './useRegisteredDate';

const DatePickerField = lazy(async () => ({ default: (await import('./DatePickerField')).DatePickerField }));

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
 * calendar, registered in a react-hook-form form like an input. Until the picker is there (its script, its
 * deferred render), a read-only field of the same size shows the format.
 */
export function DateInput({ id, label, registration, error, required }: DateInputProps) {
  const { t } = useTranslation('components');
  const input = useRef<HTMLInputElement>(null);
  const { date, text, written, change, typed, blur } = useRegisteredDate(registration, () =>
    input.current?.focus(),
  );
  const shown = error && isInvalidDateText(text) ? t('dates.invalid') : error;
  const checkTyped = () => typed(Boolean(input.current?.value));
  // The pickers render after the screen, at transition priority: a list's rows arriving meanwhile are
  // rendered first instead of waiting behind four pickers on a slow device.
  const pickerTime = useDeferredValue(true, false);
  const loading = (
    <TextInput
      id={id}
      label={label}
      required={required}
      fullWidth
      shrinkLabel
      readOnly
      placeholder={t('dates.format')}
      error={Boolean(shown)}
      helperText={shown}
    />
  );
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
      <Suspense fallback={loading}>
        {pickerTime ? (
          <DatePickerField
            key={written}
            id={id}
            name={registration.name}
            label={label}
            value={date}
            onChange={change}
            inputRef={input}
            error={shown}
            required={required}
          />
        ) : (
          loading
        )}
      </Suspense>
    </Box>
  );
}
