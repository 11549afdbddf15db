import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode, RefObject } from 'react';
import { CaptchaField, type CaptchaHandle } from '../captcha/CaptchaField';

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
      {warning ? (
        <Alert severity="warning" role="alert">
          {warning}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
