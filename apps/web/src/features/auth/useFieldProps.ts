import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useErrorText } from './useErrorText';

/**
 * An input's props for one field of the form: the field's name as the input's id, the field's error as text
 * (TextInput's errorMessage) and its registration, so an input names its field once.
 */
export function useFieldProps<V extends FieldValues>(form: UseFormReturn<V>) {
  const errorText = useErrorText();
  return <N extends Path<V>>(name: N) => ({
    id: name,
    errorMessage: errorText(form.getFieldState(name, form.formState).error),
    ...form.register(name),
  });
}
