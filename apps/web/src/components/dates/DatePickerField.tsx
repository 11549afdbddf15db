import type { ReactNode, RefObject } from 'react';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DateLocalization } from './DateLocalization';

export interface DatePickerFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: Date | null;
  /** The picked or typed day; `valid` is false while the picker reports a validation error. */
  onChange: (value: Date | null, valid: boolean) => void;
  /** The hidden input that holds the shown text ('' only when every section is empty). */
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
  required?: boolean;
}

/**
 * MUI X's date picker in the app's language: the desktop variant everywhere (its field stays typable on touch
 * screens too). Loaded apart from the screens that show it (DateInput), so a list's table does not wait for it.
 */
export function DatePickerField({
  id,
  name,
  label,
  value,
  onChange,
  inputRef,
  error,
  required,
}: DatePickerFieldProps) {
  return (
    <DateLocalization>
      <DesktopDatePicker
        label={label}
        value={value}
        onChange={(next, context) => onChange(next, context.validationError === null)}
        inputRef={inputRef}
        name={name}
        slotProps={{
          textField: {
            id,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error,
            // The format (dd/mm/aaaa) stays in view, as in a native date input.
            slotProps: { inputLabel: { shrink: true } },
          },
        }}
      />
    </DateLocalization>
  );
}
