import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  id: string;
  labels: { password: string; confirmation: string };
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** The password as typed, for the live checklist. */
  value: string;
}

/** New password, its live rule checklist (which also describes the field) and the confirmation. */
export function NewPasswordFields({
  id,
  labels,
  password,
  confirmation,
  errors,
  value,
}: NewPasswordFieldsProps) {
  const checklistId = `${id}-rules`;
  return (
    <>
      <div>
        <PasswordField
          id={id}
          label={labels.password}
          autoComplete="new-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password}
          describedBy={checklistId}
          {...password}
        />
        <PasswordChecklist id={checklistId} password={value} />
      </div>
      <PasswordField
        id={`${id}-confirmation`}
        label={labels.confirmation}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmation)}
        helperText={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
