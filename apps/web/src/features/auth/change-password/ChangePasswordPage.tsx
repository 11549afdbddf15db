import { changePasswordRequestSchema } from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notify } from '../../../components/notifications';
import { codeResolver } from '../../../components/forms/codeResolver';
import { ErrorAlert } from '../../../components/forms/ErrorAlert';
import { changePassword } from './api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordField } from '../components/PasswordField';
import { useFieldProps } from '../useFieldProps';
import { useRequestForm } from '../useRequestForm';

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
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const field = useFieldProps(form);
  const request = useRequestForm(form, {
    fields: FIELDS,
    send: async (values) => {
      await changePassword(values);
      notify(t('changePassword.done'), { severity: 'success' });
      await navigate('/home');
    },
  });

  return (
    <AuthCard title={t('changePassword.title')} subtitle={t('changePassword.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={request.onSubmit}>
        <PasswordField
          label={t('changePassword.current')}
          autoComplete="current-password"
          autoFocus
          required
          fullWidth
          {...field('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          names={{ password: 'newPassword', confirmation: 'newPasswordConfirmation' }}
          labels={{
            password: t('changePassword.newPassword'),
            confirmation: t('changePassword.confirmation'),
          }}
        />
        <ErrorAlert message={request.formError} />
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
