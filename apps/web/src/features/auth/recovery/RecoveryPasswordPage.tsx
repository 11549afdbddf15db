import { useRef, useState } from 'react';
import { passwordRecoveryRequestSchema } from '@fxbo/domain';
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
import { DoneCard } from '../components/DoneCard';
import { useCaptchaFormFailure } from '../useCaptchaFormFailure';
import { useErrorText } from '../useErrorText';

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

  const reportFailure = useCaptchaFormFailure<Values>({
    captcha,
    clearCaptcha: () => setValue('captcha', ''),
    setError,
    setFormError,
    fields: ['email', 'captcha'],
  });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      await requestPasswordRecovery(values);
      setSent(true);
    } catch (error) {
      reportFailure(error);
    }
  };

  const submission = useSubmitWhenSolved(captcha, () => handleSubmit(onSubmit)());

  if (sent) {
    return (
      <DoneCard
        title={t('recovery.sentTitle')}
        message={t('recovery.sent')}
        backLabel={t('recovery.backToLogin')}
      />
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
