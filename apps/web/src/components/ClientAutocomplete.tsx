import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { clientOptionsSchema } from '@fxbo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../http/fetchJson';
import { formatTaxIdText } from './format';
import { queryString } from './listState';
import { pickerInput, PickerOption, usePickerWords } from './pickerParts';
import { useDebounced } from './useDebounced';
import type { PickerField } from './ResourceFilters';

/** A client as pickers show it; `taxId` is absent when only the name is known (e.g. from the address bar). */
export interface ClientOption {
  id: string;
  name: string;
  taxId?: string;
}

// The spec's settings debounce (300 ms) serves typing too: one request per pause, not per key.
const DEBOUNCE_MS = 300;

/** The user's clients whose name (or CPF/CNPJ start) contains `q`, at most 20 (GET /api/clients/options). */
export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'options', q],
    queryFn: ({ signal }) =>
      fetchJson(`/api/clients/options${queryString({ q })}`, clientOptionsSchema, { signal }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

interface CommonProps {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
}

export type ClientAutocompleteProps = CommonProps &
  (
    | { multiple?: false; value: ClientOption | null; onChange: (value: ClientOption | null) => void }
    | { multiple: true; value: ClientOption[]; onChange: (value: ClientOption[]) => void }
  );

/**
 * The client picker of filter and edit forms: type part of a name or of a CPF/CNPJ, pick from the clients
 * the signed-in user may see. One client, or several (`multiple`, shown as chips).
 */
export function ClientAutocomplete(props: ClientAutocompleteProps) {
  const { id, label, helperText, error, disabled, required } = props;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), DEBOUNCE_MS);
  const options = useClientOptions(q, open);
  const items: ClientOption[] = options.data?.items ?? [];
  const { placeholder, ...words } = usePickerWords('clients', { failed: options.isError });

  const shared = {
    id,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    options: items,
    loading: options.isFetching,
    disabled,
    filterOptions: (x: ClientOption[]) => x, // the server filters
    isOptionEqualToValue: (a: ClientOption, b: ClientOption) => a.id === b.id,
    getOptionLabel: (o: ClientOption) => o.name,
    onInputChange: (_event: unknown, value: string, reason: string) => {
      // Picking an option fills the input with its name; that is not a new search.
      if (reason !== 'reset') setInput(value);
    },
    ...words,
    renderOption: (
      { key, ...optionProps }: HTMLAttributes<HTMLLIElement> & { key: Key },
      option: ClientOption,
    ) => (
      <PickerOption
        key={key}
        optionProps={optionProps}
        primary={option.name}
        secondary={option.taxId ? formatTaxIdText(option.taxId) : null}
      />
    ),
    renderInput: pickerInput({ label, helperText, error, required, placeholder }),
  };

  if (props.multiple) {
    return (
      <Autocomplete<ClientOption, true>
        {...shared}
        multiple
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        // The chosen clients stay out of the suggestions.
        filterSelectedOptions
      />
    );
  }
  return (
    <Autocomplete<ClientOption, false>
      {...shared}
      value={props.value}
      onChange={(_event, value) => props.onChange(value)}
    />
  );
}

/** The client filter's picker of a list's filter form (ResourceFilters' `pickers`, e.g. `clientId`). */
export const clientPicker = ({ error, ...field }: PickerField) => (
  <ClientAutocomplete {...field} error={Boolean(error)} {...(error ? { helperText: error } : {})} />
);
