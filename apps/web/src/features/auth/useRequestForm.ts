import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, serverAlertText } from '../../components/forms/serverErrors';

interface RequestFormOptions<V extends FieldValues> {
  /** The fields a server's field errors may land on. */
  fields: readonly Path<V>[];
  /** The request; a failure it throws is reported on the form. */
  send: (values: V) => Promise<void>;
  /** A failure this form handles its own way (it returns true). */
  onFailure?: (error: unknown) => boolean;
}

/**
 * The submit of a password form without the captcha (reset, change): on a failed request the server's field
 * errors go on their fields, and the rest is said once on the form (components/forms/serverErrors.ts).
 */
export function useRequestForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  { fields, send, onFailure }: RequestFormOptions<V>,
) {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
    } catch (error) {
      if (onFailure?.(error)) return;
      applyServerErrors(error, form.setError, fields);
      setFormError(
        serverAlertText(error, fields, { network: t('errors.network'), generic: t('errors.generic') }),
      );
    }
  });
  return { onSubmit: (event: FormEvent) => void submit(event), formError };
}
