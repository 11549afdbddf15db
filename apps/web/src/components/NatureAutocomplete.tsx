import {
  findNatures,
  natureByCode,
  natureOptionText,
  type Language,
  type NatureOfOperation,
} from '@fxbo/domain';
import Autocomplete from '@mui/material/Autocomplete';
import { useState, type ReactNode } from 'react';
import { pickerInput, usePickerWords } from './pickerParts';

/** The code the input holds: a chosen nature's code, else what was typed (the form checks it is one). */
export function natureCodeOf(text: string): string {
  const chosen = /^(\d{5}) — /.exec(text);
  return chosen?.[1] ?? text.trim();
}

/**
 * The natures offered for the input's text: every one while it shows a chosen nature (opening the list again
 * offers the others), else those matching what was typed (`findNatures`).
 */
export function natureChoices(text: string, language: Language): NatureOfOperation[] {
  const code = natureCodeOf(text);
  const chosen = natureByCode(code) !== undefined && text === natureOptionText(code, language);
  return findNatures(chosen ? '' : text);
}

export interface NatureAutocompleteProps {
  id: string;
  label: ReactNode;
  /** The form's value: a nature's Central Bank code (or what was typed). */
  code: string;
  language: Language;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
}

/**
 * A nature of operation, typed or picked: type its code or part of its name (in either language) and pick
 * "10024 — Exportação de mercadorias - pagamento antecipado" from the domain's table; the form keeps the code.
 * The table is small and declared in the domain, so the picker filters it here without asking the server.
 */
export function NatureAutocomplete({
  id,
  label,
  code,
  language,
  onChange,
  onBlur,
  error,
  helperText,
  required,
}: NatureAutocompleteProps) {
  const { placeholder, ...words } = usePickerWords('natures');
  const [text, setText] = useState(() => (code ? natureOptionText(code, language) : ''));
  // The form's value set from outside (cleared, refilled from the address) or the language changed.
  const [shown, setShown] = useState({ code, language });
  if (shown.code !== code || shown.language !== language) {
    setShown({ code, language });
    if (code !== natureCodeOf(text) || shown.language !== language)
      setText(code ? natureOptionText(code, language) : '');
  }
  const options = natureChoices(text, language);

  return (
    <Autocomplete<NatureOfOperation, false, false, true>
      id={id}
      freeSolo
      options={options}
      filterOptions={(x) => x} // findNatures filters, in both languages
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setText(value);
        onChange(natureCodeOf(value));
      }}
      onChange={(_event, value) => {
        if (!value || typeof value === 'string') return;
        setText(natureOptionText(value.code, language));
        onChange(value.code);
      }}
      getOptionLabel={(o) => (typeof o === 'string' ? o : natureOptionText(o.code, language))}
      isOptionEqualToValue={(a, b) => typeof b !== 'string' && a.code === b.code}
      {...words}
      renderInput={pickerInput({ label, helperText, error, required, onBlur, placeholder })}
    />
  );
}
