import { useState } from 'react';
import { resetPasswordRequestSchema, type PasswordLinkPurpose } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { ApiError } from '../../../http/fetchJson';
import { checkResetLink, resetPassword } from './api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { NoticeCard } from '../components/NoticeCard';
import { useRequestForm } from '../useRequestForm';
import { FormSubmit } from '../components/FormSubmit';

interface Values {
  newPassword: string;
  newPasswordConfirmation: string;
}

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'reset_link_invalid' || error.status === 404);

/**
 * /reset-password/:hash — the e-mailed link. The link is checked first, so nobody types a new password into a
 * dead link; then the spec's password rules, shown live as a checklist. The check says what the link is for: a
 * reset ("Criar nova senha") or the invitation of an account created in the app, whose first password it sets
 * ("Criar sua senha", with a welcome); each purpose has its words (`reset.*`, `invitation.*`).
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
      <AuthCard title={t('reset.linkTitle')}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <span>{t('reset.checking')}</span>
        </Stack>
      </AuthCard>
    );
  }
  if (state === 'invalid' || (link.isError && isInvalidLink(link.error))) {
    return (
      <NoticeCard
        title={t('reset.invalidTitle')}
        severity="warning"
        message={t('validation.reset_link_invalid')}
        to="/recovery-password"
        linkLabel={t('reset.askAgain')}
      />
    );
  }
  if (link.isError) {
    return (
      <AuthCard title={t('reset.linkTitle')}>
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
  const words = link.data.purpose;
  if (state === 'done') {
    return (
      <NoticeCard
        title={t(`${words}.doneTitle`)}
        message={t(`${words}.done`)}
        linkLabel={t(`${words}.goToLogin`)}
      />
    );
  }
  return (
    <ResetForm
      hash={hash}
      words={words}
      onDone={() => setState('done')}
      onInvalid={() => setState('invalid')}
    />
  );
}

function ResetForm({
  hash,
  words,
  onDone,
  onInvalid,
}: {
  hash: string;
  words: PasswordLinkPurpose;
  onDone: () => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<Values>({
    resolver: codeResolver<Values>(resetPasswordRequestSchema, {
      toInput: (values) => ({ ...values, hash }),
    }),
    defaultValues: { newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const request = useRequestForm(form, {
    fields: ['newPassword', 'newPasswordConfirmation'],
    send: async (values) => {
      await resetPassword({ hash, ...values });
      onDone();
    },
    onFailure: (error) => {
      if (!isInvalidLink(error)) return false;
      onInvalid();
      return true;
    },
  });

  return (
    <AuthCard
      title={t(`${words}.title`)}
      {...(words === 'invitation' ? { subtitle: t('invitation.welcome') } : {})}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={request.onSubmit}>
        <NewPasswordFields
          form={form}
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmation' }}
          labels={{ password: t(`${words}.newPassword`), confirmation: t(`${words}.confirmation`) }}
        />
        <FormSubmit
          formError={request.formError}
          submitting={form.formState.isSubmitting}
          label={t(`${words}.submit`)}
        />
      </Stack>
    </AuthCard>
  );
}
