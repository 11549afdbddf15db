import { useRef, useState } from 'react';
import { passwordRecoveryRequestSchema } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { requestPasswordRecovery } from './api';
import type { CaptchaHandle } from '../captcha/CaptchaField';
import { useSubmitWhenSolved } from '../captcha/useSubmitWhenSolved';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { AuthCard } from '../components/AuthCard';
import { applyFieldErrors, classifySignInError } from '../errors';
import { useErrorText } from '../useErrorText';
import { useWaitText } from '../useWaitText';

interface Values {
  email: string;
  captcha: string;
}

const resolver = codeResolver<Values>(passwordRecoveryRequestSchema);

/**
 * /recovery-password: the registered e-mail and the captcha; the answer is the same neutral message whether
 * or not the address has an account (spec 5: required, valid, 11 to 80 characters).
 */
export function RecoveryPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const waitText = useWaitText();
  const captcha = useRef<CaptchaHandle>(null);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { email: '', captcha: '' } });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      await requestPasswordRecovery(values);
      setSent(true);
    } catch (error) {
      captcha.current?.renew();
      setValue('captcha', '');
      const failure = classifySignInError(error);
      if (failure.kind === 'captcha_invalid') {
        setError('captcha', { type: 'captcha_invalid', message: t('captcha.invalid') });
      } else if (failure.kind === 'rate_limited') {
        setFormError(
          failure.retryAfter !== undefined
            ? t('wait.rateLimited', { time: waitText(failure.retryAfter) })
            : (failure.title ?? t('errors.generic')),
        );
      } else if (failure.kind === 'fields') {
        if (!applyFieldErrors(failure.error, setError, ['email', 'captcha'])) {
          setFormError(failure.error.title ?? t('errors.generic'));
        }
      } else {
        setFormError(failure.kind === 'network' ? t('errors.network') : t('errors.generic'));
      }
    }
  };

  const submission = useSubmitWhenSolved(captcha, () => handleSubmit(onSubmit)());

  if (sent) {
    return (
      <AuthCard title={t('recovery.sentTitle')}>
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('recovery.sent')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {t('recovery.backToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const emailError = errorText(errors.email);
  return (
    <AuthCard title={t('recovery.title')} subtitle={t('recovery.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submission.onSubmit}>
        <TextInput
          id="email"
          type="email"
          label={t('recovery.email')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          error={Boolean(emailError)}
          helperText={emailError}
          {...register('email')}
        />
        <CaptchaSubmit
          captchaRef={captcha}
          captchaError={errorText(errors.captcha)}
          onCaptcha={(payload) => {
            setValue('captcha', payload);
            if (payload) clearErrors('captcha');
          }}
          formError={formError}
          submitting={submission.busy}
          submitLabel={t('recovery.submit')}
        />
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('recovery.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
