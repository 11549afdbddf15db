import { useState } from 'react';
import { resetPasswordRequestSchema } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { ApiError } from '../../../http/fetchJson';
import { checkResetLink, resetPassword } from './api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { applyFieldErrors } from '../errors';
import { useErrorText } from '../useErrorText';
import { FormSubmit } from '../components/FormSubmit';

interface Values {
  newPassword: string;
  newPasswordConfirmation: string;
}

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'reset_link_invalid' || error.status === 404);

/**
 * /reset-password/:hash — the e-mailed link. The link is checked first, so nobody types a new password into a
 * dead link; then the spec's password rules, shown live as a checklist.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const hash = useParams().hash ?? '';
  const link = useQuery({
    queryKey: ['reset-link', hash],
    queryFn: ({ signal }) => checkResetLink(hash, signal),
    retry: false,
    staleTime: Infinity,
  });
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');

  if (link.isPending) {
    return (
      <AuthCard title={t('reset.title')}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <span>{t('reset.checking')}</span>
        </Stack>
      </AuthCard>
    );
  }
  if (state === 'invalid' || (link.isError && isInvalidLink(link.error))) {
    return (
      <AuthCard title={t('reset.invalidTitle')}>
        <Stack spacing={3}>
          <Alert severity="warning" role="alert">
            {t('validation.reset_link_invalid')}
          </Alert>
          <Button component={RouterLink} to="/recovery-password" variant="contained" fullWidth>
            {t('reset.askAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void link.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {link.error instanceof ApiError ? t('errors.generic') : t('errors.network')}
        </Alert>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title={t('reset.doneTitle')}>
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {t('reset.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            {t('reset.goToLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <ResetForm hash={hash} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />;
}

function ResetForm({ hash, onDone, onInvalid }: { hash: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: codeResolver<Values>(resetPasswordRequestSchema, {
      toInput: (values) => ({ ...values, hash }),
    }),
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      await resetPassword({ hash, ...values });
      onDone();
    } catch (error) {
      if (isInvalidLink(error)) onInvalid();
      else if (
        error instanceof ApiError &&
        applyFieldErrors(error, setError, ['newPassword', 'newPasswordConfirmation'])
      ) {
        return;
      } else
        setFormError(error instanceof ApiError ? (error.title ?? t('errors.generic')) : t('errors.network'));
    }
  };

  return (
    <AuthCard title={t('reset.title')}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <NewPasswordFields
          id="newPassword"
          labels={{ password: t('reset.newPassword'), confirmation: t('reset.confirmation') }}
          password={register('newPassword')}
          confirmation={register('newPasswordConfirmation')}
          errors={{
            password: errorText(errors.newPassword),
            confirmation: errorText(errors.newPasswordConfirmation),
          }}
          value={newPassword}
        />
        <FormSubmit formError={formError} submitting={isSubmitting} label={t('reset.submit')} />
      </Stack>
    </AuthCard>
  );
}
