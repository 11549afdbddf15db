import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A select of a react-hook-form field, the filter forms' one shape: a full-width outlined select, an optional
 * "any" first choice (the empty value), then the options. `keepUnknownValue` shows a value from the address
 * that is not among the options (an old link) as itself rather than as an empty select.
 */
export function SelectInput<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  anyLabel?: ReactNode;
  keepUnknownValue?: boolean;
  /** The field's message (a rule it breaks), under it. */
  error?: string | undefined;
  required?: boolean;
}) {
  const { control, name, id, label, options, anyLabel, keepUnknownValue, error, required } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            select
            id={id}
            label={label}
            fullWidth
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error}
            required={required}
          >
            {anyLabel !== undefined ? <MenuItem value="">{anyLabel}</MenuItem> : null}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
            {keepUnknownValue && value && !options.some((o) => o.value === value) ? (
              <MenuItem value={value}>{value}</MenuItem>
            ) : null}
          </TextField>
        );
      }}
    />
  );
}
