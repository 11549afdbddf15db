import { useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CaptchaHandle } from './captcha/CaptchaField';
import { useSubmitWhenSolved } from './captcha/useSubmitWhenSolved';
import { applyServerErrors, serverAlertText } from '../../components/forms/serverErrors';
import { classifySignInError, type SignInFailure } from './errors';
import { useErrorText } from './useErrorText';
import { useWaitText } from './useWaitText';

interface CaptchaFormOptions<V extends FieldValues> {
  /** The fields a server's field errors may land on. */
  fields: readonly Path<V>[];
  /** The request; a failure it throws is reported on the form. */
  send: (values: V) => Promise<void>;
  /** The form's field for a server path, where they differ. */
  fieldName?: (path: string, values: V) => string;
  /** A failure this form shows its own way (it returns true), before the ones every such form shows. */
  onFailure?: (failure: SignInFailure) => boolean;
}

/**
 * A public form behind the captcha (sign-in, recovery, registration): it submits once the captcha is solved,
 * and on a failed request it shows a fresh captcha (a solution is good for one request), then the captcha's
 * own error, a rate limit with its wait, the server's field errors on their fields, or one message for the
 * form. `submitProps` are CaptchaSubmit's (all but the label).
 */
export function useCaptchaForm<V extends FieldValues & { captcha: string }>(
  form: UseFormReturn<V>,
  { fields, send, fieldName, onFailure }: CaptchaFormOptions<V>,
) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const waitText = useWaitText();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [formError, setFormError] = useState<string>();
  const captchaField = 'captcha' as Path<V>;
  const setCaptcha = (payload: string) => form.setValue(captchaField, payload as PathValue<V, Path<V>>);

  const report = (error: unknown, values: V) => {
    captchaRef.current?.renew();
    setCaptcha('');
    const failure = classifySignInError(error);
    if (onFailure?.(failure)) return;
    if (failure.kind === 'captcha_invalid') {
      form.setError(captchaField, { type: 'captcha_invalid', message: t('captcha.invalid') });
    } else if (failure.kind === 'rate_limited') {
      setFormError(
        failure.retryAfter !== undefined
          ? t('wait.rateLimited', { time: waitText(failure.retryAfter) })
          : (failure.title ?? t('errors.generic')),
      );
    } else if (failure.kind === 'fields') {
      const name = fieldName && ((path: string) => fieldName(path, values));
      applyServerErrors(failure.error, form.setError, fields, name);
      setFormError(
        serverAlertText(
          failure.error,
          fields,
          { network: t('errors.network'), generic: t('errors.generic') },
          name,
        ),
      );
    } else {
      setFormError(failure.kind === 'network' ? t('errors.network') : t('errors.generic'));
    }
  };

  const submission = useSubmitWhenSolved(
    captchaRef,
    () =>
      form.handleSubmit(async (values) => {
        setFormError(undefined);
        try {
          await send(values);
        } catch (error) {
          report(error, values);
        }
      })(),
    // The form's own fields, checked (and their messages shown) before the captcha is waited for.
    () =>
      form.trigger(
        fields.filter((name) => name !== captchaField),
        { shouldFocus: true },
      ),
  );

  return {
    onSubmit: submission.onSubmit,
    setFormError,
    submitProps: {
      captchaRef,
      captchaError: errorText(form.getFieldState(captchaField, form.formState).error),
      onCaptcha: (payload: string) => {
        setCaptcha(payload);
        if (payload) form.clearErrors(captchaField);
      },
      formError,
      submitting: submission.busy,
    },
  };
}
