import { useState } from 'react';
import { changePasswordRequestSchema } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../../components/notifications';
import { codeResolver } from '../../../components/forms/codeResolver';
import { ApiError } from '../../../http/fetchJson';
import { changePassword } from './api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordField } from '../components/PasswordField';
import { applyFieldErrors } from '../errors';
import { useErrorText } from '../useErrorText';

interface Values {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const resolver = codeResolver<Values>(changePasswordRequestSchema);
const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;

/** /change-password (signed in): current password, then a new one under the spec's rules. */
export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      await changePassword(values);
      notify(t('changePassword.done'), { severity: 'success' });
      await navigate('/home');
    } catch (error) {
      if (error instanceof ApiError && applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(error instanceof ApiError ? (error.title ?? t('errors.generic')) : t('errors.network'));
    }
  };

  const currentError = errorText(errors.currentPassword);
  return (
    <AuthCard title={t('changePassword.title')} subtitle={t('changePassword.intro')}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <PasswordField
          id="currentPassword"
          label={t('changePassword.current')}
          autoComplete="current-password"
          autoFocus
          required
          fullWidth
          error={Boolean(currentError)}
          helperText={currentError}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          id="newPassword"
          labels={{
            password: t('changePassword.newPassword'),
            confirmation: t('changePassword.confirmation'),
          }}
          password={register('newPassword')}
          confirmation={register('newPasswordConfirmation')}
          errors={{
            password: errorText(errors.newPassword),
            confirmation: errorText(errors.newPasswordConfirmation),
          }}
          value={newPassword}
        />
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button component={RouterLink} to="/home" disabled={isSubmitting}>
            {t('changePassword.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
