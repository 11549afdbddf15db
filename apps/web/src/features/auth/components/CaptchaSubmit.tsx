import type { ReactNode, RefObject } from 'react';
import { CaptchaField, type CaptchaHandle } from '../captcha/CaptchaField';
import { FormSubmit } from './FormSubmit';

/**
 * The end of every public form (sign-in, recovery, access request): the captcha, a warning and the form's
 * error when there are any, and the submit button.
 */
export function CaptchaSubmit({
  captchaRef,
  captchaError,
  onCaptcha,
  warning,
  formError,
  submitting,
  submitLabel,
}: {
  captchaRef: RefObject<CaptchaHandle | null>;
  captchaError: string | undefined;
  /** The solution, or '' when the widget was reset. */
  onCaptcha: (payload: string) => void;
  warning?: ReactNode;
  formError: ReactNode;
  submitting: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <>
      <CaptchaField id="captcha" ref={captchaRef} error={captchaError} onChange={onCaptcha} />
      <FormSubmit warning={warning} formError={formError} submitting={submitting} label={submitLabel} />
    </>
  );
}
