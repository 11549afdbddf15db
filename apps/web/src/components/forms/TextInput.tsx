import { forwardRef, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched' | 'inputRef'> {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** The field's error, as text: marks the field invalid and is shown in place of the helper text. */
  errorMessage?: string | undefined;
  /** Keep the label above the field even when empty (date inputs show their own placeholder). */
  shrinkLabel?: boolean;
  /** Further ids that describe the input (e.g. a rule checklist), after the helper text. */
  describedBy?: string;
}

/**
 * An outlined text field: label tied to the input, helper or error text tied by aria-describedby, the error
 * state announced with aria-invalid. Built from MUI's parts rather than TextField, which always bundles its
 * Select (menu, popover, modal) — weight the first screen (/login) cannot afford.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    id,
    label,
    helperText: help,
    errorMessage,
    shrinkLabel,
    describedBy,
    error,
    required,
    fullWidth,
    sx,
    inputProps,
    ...input
  },
  ref,
) {
  const helperText = errorMessage ?? help;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedByIds = [helperId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl
      variant="outlined"
      error={error || Boolean(errorMessage)}
      required={required}
      fullWidth={fullWidth}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} {...(shrinkLabel ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        inputRef={ref}
        label={label}
        {...(shrinkLabel ? { notched: true } : {})}
        inputProps={{ ...inputProps, 'aria-describedby': describedByIds }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
});
