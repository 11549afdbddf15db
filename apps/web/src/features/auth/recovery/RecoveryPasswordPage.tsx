import { useState } from 'react';
import { passwordRecoveryRequestSchema } from '@fxbo/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { requestPasswordRecovery } from './api';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { AuthCard } from '../components/AuthCard';
import { NoticeCard } from '../components/NoticeCard';
import { useCaptchaForm } from '../useCaptchaForm';
import { useFieldProps } from '../useFieldProps';

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
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({ resolver, defaultValues: { email: '', captcha: '' } });
  const field = useFieldProps(form);
  const captchaForm = useCaptchaForm(form, {
    fields: ['email', 'captcha'],
    send: async (values) => {
      await requestPasswordRecovery(values);
      setSent(true);
    },
  });

  if (sent) {
    return (
      <NoticeCard
        title={t('recovery.sentTitle')}
        message={t('recovery.sent')}
        linkLabel={t('recovery.backToLogin')}
      />
    );
  }

  return (
    <AuthCard title={t('recovery.title')} subtitle={t('recovery.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={captchaForm.onSubmit}>
        <TextInput
          type="email"
          label={t('recovery.email')}
          autoComplete="email"
          autoFocus
          required
          fullWidth
          {...field('email')}
        />
        <CaptchaSubmit {...captchaForm.submitProps} submitLabel={t('recovery.submit')} />
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('recovery.backToLogin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
