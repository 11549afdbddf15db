import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/fetchJson';
import { applyFieldErrors } from './errors';

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
 * errors go on their fields, else the form shows one message (the server's title, or the network's).
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
      if (error instanceof ApiError && applyFieldErrors(error, form.setError, fields)) return;
      setFormError(error instanceof ApiError ? (error.title ?? t('errors.generic')) : t('errors.network'));
    }
  });
  return { onSubmit: (event: FormEvent) => void submit(event), formError };
}
