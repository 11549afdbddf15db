import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * What the pickers (BankAutocomplete, ClientAutocomplete, NatureAutocomplete) share: their words in the
 * components catalogue, their field, and an option with a second, smaller line.
 */

/** A picker's catalogue section: each has none/open/close/clear/placeholder; a picker that asks the server, loading and loadFailed. */
type Section = 'banks' | 'clients' | 'natures';
type Asking = 'banks' | 'clients';

/** The Autocomplete's words for a picker of `section`; `failed`: its options could not be loaded. */
export function usePickerWords(section: Section, asking?: { failed: boolean }) {
  const { t } = useTranslation('components');
  const words = {
    noOptionsText: t(`${section}.none`),
    openText: t(`${section}.open`),
    closeText: t(`${section}.close`),
    clearText: t(`${section}.clear`),
    placeholder: t(`${section}.placeholder`),
  };
  if (!asking) return words;
  const s = section as Asking;
  return {
    ...words,
    noOptionsText: asking.failed ? t(`${s}.loadFailed`) : words.noOptionsText,
    loadingText: t(`${s}.loading`),
  };
}

export interface PickerFieldProps {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean | undefined;
  required?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  placeholder: string;
}

/** The picker's text field (its `renderInput`). */
export const pickerInput =
  ({ label, helperText, error, required, onBlur, placeholder }: PickerFieldProps) =>
  (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      onBlur={onBlur}
      placeholder={placeholder}
    />
  );

/** An option's line, with a second, smaller one beneath when given (a bank's ISPB, a client's tax id). */
export function PickerOption({
  optionProps,
  primary,
  secondary,
}: {
  /** MUI's props of the option, without its key (given to this element). */
  optionProps: HTMLAttributes<HTMLLIElement>;
  primary: string;
  secondary?: string | null | undefined;
}) {
  return (
    <li {...optionProps}>
      <span>
        {primary}
        {secondary ? (
          <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>{secondary}</span>
        ) : null}
      </span>
    </li>
  );
}
