import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { bankOptionsSchema, type BankOption } from '@fxbo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchJson } from '../http/fetchJson';
import { queryString } from './listState';
import { pickerInput, PickerOption, usePickerWords } from './pickerParts';
import { useDebounced } from './useDebounced';

// The spec's settings debounce (300 ms) serves typing too: one request per pause, not per key.
const DEBOUNCE_MS = 300;
const SEPARATOR = ' — ';

/** Banks whose COMPE code or ISPB starts with `q`, or whose name contains it (GET /api/banks/options). */
function useBankOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['banks', 'options', q],
    queryFn: ({ signal }) =>
      fetchJson(`/api/banks/options${queryString({ q })}`, bankOptionsSchema, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * The names of the banks `codes` name (COMPE codes, three digits), by code, for a chip or a picker opened on a
 * code from the address: "341" → "Itaú". A code the banks table does not know has no entry.
 */
export function useBankNames(codes: readonly string[]): Readonly<Record<string, string>> {
  const wellFormed = codes.filter((code) => /^\d{3}$/.test(code));
  const results = useQueries({
    queries: wellFormed.map((code) => ({
      queryKey: ['banks', 'options', code],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchJson(`/api/banks/options${queryString({ q: code })}`, bankOptionsSchema, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const names: Record<string, string> = {};
  wellFormed.forEach((code, i) => {
    const bank = results[i]?.data?.items.find((b) => b.code === code);
    if (bank) names[code] = bank.name;
  });
  return names;
}

/** How a chosen bank reads in the input: "341 — Itaú". */
export function bankText(code: string, name: string | null | undefined): string {
  return name ? `${code}${SEPARATOR}${name}` : code;
}

/** The code the input holds: a chosen bank's code, else what was typed (the form checks it is 3 digits). */
export function bankCodeOf(text: string): string {
  const chosen = /^(\d{3}) — /.exec(text);
  return chosen?.[1] ?? text.trim();
}

export interface BankAutocompleteProps {
  id: string;
  label: ReactNode;
  /** The form's value: a COMPE code (or what was typed). */
  code: string;
  /** The name of the bank of `code` when the form opens, to show beside it. */
  name?: string | null;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
}

/**
 * A bank, typed or picked: type a COMPE code, an ISPB or part of a name and pick from the banks table; the form
 * keeps the COMPE code. A code typed whole needs no pick (the server still checks it names a bank).
 */
export function BankAutocomplete({
  id,
  label,
  code,
  name,
  onChange,
  onBlur,
  error,
  helperText,
  required,
}: BankAutocompleteProps) {
  const { t } = useTranslation('components');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => (code ? bankText(code, name) : ''));
  // The form's value set from outside (cleared, refilled from the address) or the bank's name arriving: the
  // input shows it; what the user typed stays as typed.
  const [shown, setShown] = useState({ code, name });
  if (shown.code !== code || shown.name !== name) {
    setShown({ code, name });
    const named = name !== shown.name && Boolean(name) && text === code;
    if (code !== bankCodeOf(text) || named) setText(code ? bankText(code, name) : '');
  }
  const q = useDebounced(bankCodeOf(text), DEBOUNCE_MS);
  const options = useBankOptions(q, open);
  const items: BankOption[] = options.data?.items ?? [];
  const { placeholder, ...words } = usePickerWords('banks', { failed: options.isError });

  return (
    <Autocomplete<BankOption, false, false, true>
      id={id}
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={items}
      loading={options.isFetching}
      filterOptions={(x) => x} // the server filters
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        // Picking fills the input through onChange below; only typing is a new search.
        if (reason === 'reset') return;
        setText(value);
        onChange(bankCodeOf(value));
      }}
      onChange={(_event, value) => {
        if (!value || typeof value === 'string') return;
        setText(bankText(value.code, value.name));
        onChange(value.code);
      }}
      getOptionLabel={(o) => (typeof o === 'string' ? o : bankText(o.code, o.name))}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.code === b.code}
      {...words}
      renderOption={({ key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key }, option) => (
        <PickerOption
          key={key}
          optionProps={optionProps}
          primary={bankText(option.code, option.name)}
          secondary={option.ispb ? t('banks.ispb', { ispb: option.ispb }) : null}
        />
      )}
      renderInput={pickerInput({ label, helperText, error, required, onBlur, placeholder })}
    />
  );
}
