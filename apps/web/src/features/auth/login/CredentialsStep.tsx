import { lazy, Suspense, useState } from 'react';
import type { SessionUserDto } from '@fxbo/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { loadLoginSchemas, signIn } from './api';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { PasswordField } from '../components/PasswordField';
import type { PendingSignIn } from '../pendingSignIn';
import { useCaptchaForm } from '../useCaptchaForm';
import { useFieldProps } from '../useFieldProps';
import { notifySignInStep } from './toasts';

interface Values {
  login: string;
  password: string;
  captcha: string;
}

interface CredentialsStepProps {
  initialLogin: string;
  onCodeRequired: (pending: PendingSignIn, login: string) => void;
  onSignedIn: (user: SessionUserDto) => void;
  /** Called when the user starts filling the form: time to fetch what submitting will need. */
  onStart: () => void;
}

const resolver = codeResolver<Values>(async () => (await loadLoginSchemas()).signInRequestSchema);
// Only a blocked user ever sees it: not worth its weight on the first paint.
const BlockedDialog = lazy(async () => ({
  default: (await import('../components/BlockedDialog')).BlockedDialog,
}));

/** Password step of /login: e-mail or CPF, password and the captcha (spec 4, 5, 8). */
export function CredentialsStep({ initialLogin, onCodeRequired, onSignedIn, onStart }: CredentialsStepProps) {
  const { t } = useTranslation('auth');
  const [warning, setWarning] = useState<string>();
  const [blocked, setBlocked] = useState<boolean>();
  const form = useForm<Values>({
    resolver,
    defaultValues: { login: initialLogin, password: '', captcha: '' },
  });
  const field = useFieldProps(form);
  const captchaForm = useCaptchaForm(form, {
    fields: ['login', 'password', 'captcha'],
    send: async (values) => {
      setWarning(undefined);
      const result = await signIn(values);
      if (result.status === 'signed_in') onSignedIn(result.user);
      else onCodeRequired(result, values.login);
    },
    onFailure: (failure) => {
      switch (failure.kind) {
        case 'invalid_grant': {
          const message = t('login.invalidGrant');
          form.setError('login', { type: 'invalid_grant', message });
          form.setError('password', { type: 'invalid_grant', message }, { shouldFocus: true });
          notifySignInStep(message, { severity: 'error' });
          setWarning(failure.detail);
          return true;
        }
        case 'blocked':
          setBlocked(true);
          return true;
        case 'mail_not_sent':
          notifySignInStep(t('code.mailNotSent'), { severity: 'error' });
          captchaForm.setFormError(t('code.mailNotSent'));
          return true;
        case 'other':
          captchaForm.setFormError(failure.title ?? t('errors.generic'));
          return true;
        default:
          return false;
      }
    },
  });

  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onFocus={onStart}
        onSubmit={(event) => {
          onStart();
          captchaForm.onSubmit(event);
        }}
      >
        <TextInput
          label={t('login.identifier')}
          autoComplete="username"
          autoFocus
          required
          fullWidth
          {...field('login')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          fullWidth
          {...field('password')}
        />
        <CaptchaSubmit {...captchaForm.submitProps} warning={warning} submitLabel={t('login.submit')} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/recovery-password" variant="body2">
            {t('login.forgotPassword')}
          </Link>
          <Link component={RouterLink} to="/register" variant="body2">
            {t('login.requestAccess')}
          </Link>
        </Stack>
      </Stack>
      {blocked === undefined ? null : (
        <Suspense fallback={null}>
          <BlockedDialog open={blocked} onClose={() => setBlocked(false)} />
        </Suspense>
      )}
    </>
  );
}
