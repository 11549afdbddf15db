import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from './captcha/CaptchaField';
import { applyFieldErrors, classifySignInError } from './errors';
import { useWaitText } from './useWaitText';

interface CaptchaForm<V extends FieldValues> {
  captcha: RefObject<CaptchaHandle | null>;
  /** Empties the form's captcha value (a solution is good for one request). */
  clearCaptcha: () => void;
  setError: UseFormSetError<V>;
  setFormError: (message: string) => void;
  /** The fields a server's field errors may land on. */
  fields: readonly Path<V>[];
}

/**
 * What a public form behind the captcha (recovery, registration) shows when its request fails: a fresh
 * captcha, then the captcha's own error, a rate limit with its wait, the server's field errors on their
 * fields, or one message for the form.
 */
export function useCaptchaFormFailure<V extends FieldValues>(
  form: CaptchaForm<V>,
): (error: unknown, fieldName?: (path: string) => string) => void {
  const { t } = useTranslation('auth');
  const waitText = useWaitText();
  // fieldName: the form's field for a server path, where they differ.
  return (error, fieldName) => {
    form.captcha.current?.renew();
    form.clearCaptcha();
    const failure = classifySignInError(error);
    if (failure.kind === 'captcha_invalid') {
      form.setError('captcha' as Path<V>, { type: 'captcha_invalid', message: t('captcha.invalid') });
    } else if (failure.kind === 'rate_limited') {
      form.setFormError(
        failure.retryAfter !== undefined
          ? t('wait.rateLimited', { time: waitText(failure.retryAfter) })
          : (failure.title ?? t('errors.generic')),
      );
    } else if (failure.kind === 'fields') {
      if (!applyFieldErrors(failure.error, form.setError, form.fields, fieldName))
        form.setFormError(failure.error.title ?? t('errors.generic'));
    } else {
      form.setFormError(failure.kind === 'network' ? t('errors.network') : t('errors.generic'));
    }
  };
}
