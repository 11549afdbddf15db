import { useState } from 'react';
import type { SessionUserDto } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { loadLoginSchemas, resendCode, verifyCode } from './api';
import { classifyCodeError, clock } from '../errors';
import { CODE_SENT_MS, normalizeCode } from './code';
import type { PendingSignIn } from '../pendingSignIn';
import { useErrorText } from '../useErrorText';
import { notifySignInStep } from './toasts';
import { useSecondsUntil } from '../useSecondsUntil';
import { FormSubmit } from '../components/FormSubmit';

interface Values {
  code: string;
  trustDevice: boolean;
}

interface CodeStepProps {
  pending: PendingSignIn;
  onPendingChange: (pending: PendingSignIn) => void;
  /** Back to the password step (the user asked, or the attempt is over). */
  onRestart: () => void;
  onSignedIn: (user: SessionUserDto) => void;
}

/** Second step of /login: the e-mailed (or authenticator) code, with a resend after a countdown. */
export function CodeStep({ pending, onPendingChange, onRestart, onSignedIn }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string>();
  const [resending, setResending] = useState(false);
  const resendIn = useSecondsUntil(pending.resendAvailableAt);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: codeResolver<Values>(async () => (await loadLoginSchemas()).verifyCodeRequestSchema, {
      toInput: (values) => ({ ...values, attemptId: pending.attemptId }),
    }),
    // Spec 7: a validated code sets the MFA cookie until its expiry; the user may opt out on a shared computer.
    defaultValues: { code: '', trustDevice: true },
  });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      const result = await verifyCode({ attemptId: pending.attemptId, ...values });
      onSignedIn(result.user);
    } catch (error) {
      const failure = classifyCodeError(error);
      switch (failure.kind) {
        case 'invalid_code':
          setError('code', { type: 'invalid_code', message: t('code.invalid') }, { shouldFocus: true });
          notifySignInStep(t('code.invalid'), { severity: 'error' });
          return;
        case 'code_expired':
          notifySignInStep(t('code.expired'), { severity: 'warning' });
          onRestart();
          return;
        case 'network':
          setFormError(t('errors.network'));
          return;
        case 'rate_limited':
          setFormError(failure.title ?? t('errors.generic'));
          return;
        default:
          setFormError(('title' in failure && failure.title) || t('errors.generic'));
      }
    }
  };

  const onResend = async () => {
    setFormError(undefined);
    setResending(true);
    try {
      const next = await resendCode(pending.attemptId);
      onPendingChange({ ...pending, ...next });
      notifySignInStep(t('code.codeSent'), { severity: 'info', autoHideMs: CODE_SENT_MS });
    } catch (error) {
      const failure = classifyCodeError(error);
      if (failure.kind === 'mail_not_sent') {
        notifySignInStep(t('code.mailNotSent'), { severity: 'error' });
        setFormError(t('code.mailNotSent'));
      } else if (failure.kind === 'resend_too_soon') {
        const wait = failure.retryAfter ?? 60;
        onPendingChange({ ...pending, resendAvailableAt: new Date(Date.now() + wait * 1000).toISOString() });
      } else if (failure.kind === 'code_expired') {
        notifySignInStep(t('code.expired'), { severity: 'warning' });
        onRestart();
      } else {
        setFormError(failure.kind === 'network' ? t('errors.network') : t('errors.generic'));
      }
    } finally {
      setResending(false);
    }
  };

  const codeError = errorText(errors.code);
  const totp = pending.method === 'totp';
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Typography variant="body2" id="code-instructions">
        {totp ? t('code.totpHint') : t('code.sentTo', { email: pending.emailHint ?? '' })}
      </Typography>
      <Controller
        control={control}
        name="code"
        render={({ field: { ref, onChange, ...field } }) => (
          <TextInput
            {...field}
            ref={ref}
            onChange={(event) => onChange(normalizeCode(event.target.value))}
            id="code"
            label={t('code.label')}
            autoComplete="one-time-code"
            autoFocus
            required
            fullWidth
            error={Boolean(codeError)}
            helperText={codeError}
            describedBy="code-instructions"
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 }}
            sx={{ '& input': { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          />
        )}
      />
      <Controller
        control={control}
        name="trustDevice"
        render={({ field: { value, onChange, ref, ...field } }) => (
          <FormControlLabel
            control={
              <Checkbox
                {...field}
                slotProps={{ input: { ref } }}
                checked={value}
                onChange={(e) => onChange(e.target.checked)}
              />
            }
            label={t('code.trustDevice')}
          />
        )}
      />
      <FormSubmit formError={formError} submitting={isSubmitting} label={t('code.submit')} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onRestart} disabled={isSubmitting}>
          {t('code.back')}
        </Button>
        {totp ? null : (
          <Button onClick={() => void onResend()} disabled={resendIn > 0 || isSubmitting} loading={resending}>
            {resendIn > 0 ? t('code.resendIn', { time: clock(resendIn) }) : t('code.resend')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
