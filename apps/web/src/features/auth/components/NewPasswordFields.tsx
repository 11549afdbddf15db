import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useErrorText } from '../useErrorText';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's fields for the new password (also its input's id) and its confirmation. */
  names: { password: Path<V>; confirmation: Path<V> };
  labels: { password: string; confirmation: string };
}

// Both inputs take a new password: the browser may offer to generate and store one.
const newPassword = { autoComplete: 'new-password', required: true, fullWidth: true } as const;

/** New password, its live rule checklist (which also describes the field) and the confirmation. */
export function NewPasswordFields<V extends FieldValues>({ form, names, labels }: NewPasswordFieldsProps<V>) {
  const errorText = useErrorText();
  const typed: unknown = useWatch({ control: form.control, name: names.password });
  const errorOf = (name: Path<V>) => errorText(form.getFieldState(name, form.formState).error);
  const id = names.password;
  const checklistId = `${id}-rules`;
  return (
    <>
      <div>
        <PasswordField
          id={id}
          label={labels.password}
          {...newPassword}
          errorMessage={errorOf(names.password)}
          describedBy={checklistId}
          {...form.register(names.password)}
        />
        <PasswordChecklist id={checklistId} password={typeof typed === 'string' ? typed : ''} />
      </div>
      <PasswordField
        id={`${id}-confirmation`}
        label={labels.confirmation}
        {...newPassword}
        errorMessage={errorOf(names.confirmation)}
        {...form.register(names.confirmation)}
      />
    </>
  );
}
