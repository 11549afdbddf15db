import { lazy, Suspense, useRef, useState } from 'react';
import type { SessionUserDto } from '@fxbo/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { TextInput } from '../../../components/forms/TextInput';
import { loadLoginSchemas, signIn } from './api';
import type { CaptchaHandle } from '../captcha/CaptchaField';
import { useSubmitWhenSolved } from '../captcha/useSubmitWhenSolved';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { PasswordField } from '../components/PasswordField';
import { applyFieldErrors, classifySignInError } from '../errors';
import type { PendingSignIn } from '../pendingSignIn';
import { useErrorText } from '../useErrorText';
import { notifySignInStep } from './toasts';
import { useWaitText } from '../useWaitText';

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
  const errorText = useErrorText();
  const waitText = useWaitText();
  const captcha = useRef<CaptchaHandle>(null);
  const [warning, setWarning] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [blocked, setBlocked] = useState<boolean>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { login: initialLogin, password: '', captcha: '' } });

  const onSubmit = async (values: Values) => {
    setWarning(undefined);
    setFormError(undefined);
    try {
      const result = await signIn(values);
      if (result.status === 'signed_in') onSignedIn(result.user);
      else onCodeRequired(result, values.login);
      return;
    } catch (error) {
      // The server spends a captcha solution on every answer; the next try needs a new one.
      captcha.current?.renew();
      setValue('captcha', '');
      const failure = classifySignInError(error);
      switch (failure.kind) {
        case 'invalid_grant': {
          const message = t('login.invalidGrant');
          setError('login', { type: 'invalid_grant', message });
          setError('password', { type: 'invalid_grant', message }, { shouldFocus: true });
          notifySignInStep(message, { severity: 'error' });
          setWarning(failure.detail);
          return;
        }
        case 'blocked':
          setBlocked(true);
          return;
        case 'captcha_invalid':
          setError('captcha', { type: 'captcha_invalid', message: t('captcha.invalid') });
          return;
        case 'rate_limited': {
          const message =
            failure.retryAfter !== undefined
              ? t('wait.rateLimited', { time: waitText(failure.retryAfter) })
              : (failure.title ?? t('errors.generic'));
          setFormError(message);
          return;
        }
        case 'mail_not_sent':
          notifySignInStep(t('code.mailNotSent'), { severity: 'error' });
          setFormError(t('code.mailNotSent'));
          return;
        case 'fields':
          if (!applyFieldErrors(failure.error, setError, ['login', 'password', 'captcha'])) {
            setFormError(failure.error.title ?? t('errors.generic'));
          }
          return;
        case 'network':
          setFormError(t('errors.network'));
          return;
        case 'other':
          setFormError(failure.title ?? t('errors.generic'));
          return;
      }
    }
  };

  const submission = useSubmitWhenSolved(captcha, () => handleSubmit(onSubmit)());

  const loginError = errorText(errors.login);
  const passwordError = errorText(errors.password);
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onFocus={onStart}
        onSubmit={(event) => {
          onStart();
          submission.onSubmit(event);
        }}
      >
        <TextInput
          id="login"
          label={t('login.identifier')}
          autoComplete="username"
          autoFocus
          required
          fullWidth
          error={Boolean(loginError)}
          helperText={loginError}
          {...register('login')}
        />
        <PasswordField
          id="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(passwordError)}
          helperText={passwordError}
          {...register('password')}
        />
        <CaptchaSubmit
          captchaRef={captcha}
          captchaError={errorText(errors.captcha)}
          onCaptcha={(payload) => {
            setValue('captcha', payload);
            if (payload) clearErrors('captcha');
          }}
          warning={warning}
          formError={formError}
          submitting={submission.busy}
          submitLabel={t('login.submit')}
        />
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
