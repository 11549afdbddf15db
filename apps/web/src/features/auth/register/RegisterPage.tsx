import { useState, type ChangeEvent } from 'react';
import { accessRequestCreateSchema, REGISTER_MAX_CLIENT_TAX_IDS } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { DateInput } from '../../../components/dates/DateInput';
import { TextInput } from '../../../components/forms/TextInput';
import { requestAccess } from './api';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { NoticeCard } from '../components/NoticeCard';
import { useCaptchaForm } from '../useCaptchaForm';
import { useErrorText } from '../useErrorText';
import { useFieldProps } from '../useFieldProps';
import { maskCpf, maskPhone, maskTaxId } from './masks';
import { EMPTY_REGISTER_VALUES, registerFieldName, toAccessRequest, type RegisterValues } from './request';

type Values = RegisterValues;

const FIELDS = [
  'name',
  'cpf',
  'email',
  'phone',
  'birthDate',
  'password',
  'passwordConfirmation',
  'company',
  'clientTaxIds',
  'captcha',
] as const;

const resolver = codeResolver<Values>(accessRequestCreateSchema, {
  toInput: toAccessRequest,
  fieldName: registerFieldName,
});

/** An input's props whose typed value is reformatted by `mask` before the form sees it. */
function masked<Props extends Pick<UseFormRegisterReturn, 'onChange'>>(
  props: Props,
  mask: (value: string) => string,
) {
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return props.onChange(event);
    },
  };
}

/**
 * /register: the access request (spec 3, "Registration"). A manager approves it later; the answer is the same
 * whether or not the e-mail already has an account.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [received, setReceived] = useState(false);
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTER_VALUES,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const field = useFieldProps(form);
  const clients = useFieldArray({ control, name: 'clientTaxIds' });
  const captchaForm = useCaptchaForm(form, {
    fields: FIELDS,
    send: async (values) => {
      await requestAccess(toAccessRequest(values));
      setReceived(true);
    },
    // The server names a client's CPF/CNPJ by its position in the request, the form by its row.
    fieldName: registerFieldName,
  });

  if (received) {
    return (
      <NoticeCard
        title={t('register.receivedTitle')}
        message={t('register.received')}
        linkLabel={t('register.backToLogin')}
      />
    );
  }

  const listError = errorText(errors.clientTaxIds?.root);
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.intro')} wide>
      <Stack component="form" noValidate spacing={3} onSubmit={captchaForm.onSubmit}>
        <Box component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="subtitle1" sx={legend}>
            {t('register.personal')}
          </Typography>
          <Box sx={grid}>
            <TextInput
              label={t('register.name')}
              autoComplete="name"
              autoFocus
              required
              fullWidth
              sx={{ gridColumn: '1 / -1' }}
              {...field('name')}
            />
            <TextInput
              label={t('register.cpf')}
              autoComplete="off"
              required
              fullWidth
              inputProps={{ inputMode: 'numeric' }}
              {...masked(field('cpf'), maskCpf)}
            />
            <DateInput
              id="birthDate"
              label={t('register.birthDate')}
              required
              registration={register('birthDate')}
              error={errorText(errors.birthDate)}
            />
            <TextInput
              type="email"
              label={t('register.email')}
              autoComplete="email"
              required
              fullWidth
              {...field('email')}
            />
            <TextInput
              type="tel"
              label={t('register.phone')}
              autoComplete="tel"
              required
              fullWidth
              {...masked(field('phone'), maskPhone)}
            />
            <NewPasswordFields
              form={form}
              names={{ password: 'password', confirmation: 'passwordConfirmation' }}
              labels={{ password: t('register.password'), confirmation: t('register.passwordConfirmation') }}
            />
          </Box>
        </Box>

        <Box component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="subtitle1" sx={legend}>
            {t('register.access')}
          </Typography>
          <Stack spacing={2}>
            <TextInput
              label={t('register.company')}
              autoComplete="organization"
              required
              fullWidth
              {...field('company')}
            />
            <Box component="fieldset" sx={fieldset} aria-describedby="clients-help">
              <Typography component="legend" variant="body2" sx={{ ...legend, fontWeight: 500 }}>
                {t('register.clients')}
              </Typography>
              <Typography id="clients-help" variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                {t('register.clientsHelp')}
              </Typography>
              <Stack spacing={1.5}>
                {clients.fields.map((row, index) => {
                  const message = errorText(errors.clientTaxIds?.[index]?.value);
                  return (
                    <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <TextInput
                        id={`clientTaxIds-${index}`}
                        label={t('register.client', { number: index + 1 })}
                        autoComplete="off"
                        required={index === 0}
                        fullWidth
                        errorMessage={message}
                        {...masked(register(`clientTaxIds.${index}.value`), maskTaxId)}
                      />
                      <IconButton
                        onClick={() => clients.remove(index)}
                        disabled={clients.fields.length === 1}
                        aria-label={t('register.removeClient', { number: index + 1 })}
                        sx={{ mt: 1 }}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Stack>
                  );
                })}
              </Stack>
              {listError ? (
                <FormHelperText error role="alert">
                  {listError}
                </FormHelperText>
              ) : null}
              <Button
                startIcon={<Add />}
                onClick={() => clients.append({ value: '' })}
                disabled={clients.fields.length >= REGISTER_MAX_CLIENT_TAX_IDS}
                sx={{ mt: 1 }}
              >
                {t('register.addClient')}
              </Button>
            </Box>
          </Stack>
        </Box>

        <CaptchaSubmit {...captchaForm.submitProps} submitLabel={t('register.submit')} />
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('register.haveAccess')}
        </Link>
      </Stack>
    </AuthCard>
  );
}

const fieldset = { border: 0, m: 0, p: 0, minWidth: 0 } as const;
const legend = { p: 0, mb: 2, fontWeight: 600 } as const;
const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  gap: 2,
  alignItems: 'start',
} as const;
