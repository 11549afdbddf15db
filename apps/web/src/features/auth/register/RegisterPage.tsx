import { useRef, useState, type ChangeEvent } from 'react';
import { accessRequestCreateSchema, REGISTER_MAX_CLIENT_TAX_IDS } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { codeResolver } from '../../../components/forms/codeResolver';
import { DateInput } from '../../../components/dates/DateInput';
import { TextInput } from '../../../components/forms/TextInput';
import { requestAccess } from './api';
import type { CaptchaHandle } from '../captcha/CaptchaField';
import { useSubmitWhenSolved } from '../captcha/useSubmitWhenSolved';
import { CaptchaSubmit } from '../components/CaptchaSubmit';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { DoneCard } from '../components/DoneCard';
import { useCaptchaFormFailure } from '../useCaptchaFormFailure';
import { useErrorText } from '../useErrorText';
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

/** A registration whose typed value is reformatted by `mask` before the form sees it. */
function masked<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  mask: (value: string) => string,
) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return registration.onChange(event);
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
  const captcha = useRef<CaptchaHandle>(null);
  const [received, setReceived] = useState(false);
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTER_VALUES,
  });
  const clients = useFieldArray({ control, name: 'clientTaxIds' });
  const password = useWatch({ control, name: 'password' });

  const reportFailure = useCaptchaFormFailure<Values>({
    captcha,
    clearCaptcha: () => setValue('captcha', ''),
    setError,
    setFormError,
    fields: FIELDS,
  });

  const onSubmit = async (values: Values) => {
    setFormError(undefined);
    try {
      await requestAccess(toAccessRequest(values));
      setReceived(true);
    } catch (error) {
      // The server names a client's CPF/CNPJ by its position in the request, the form by its row.
      reportFailure(error, (path) => registerFieldName(path, values));
    }
  };

  const submission = useSubmitWhenSolved(captcha, () => handleSubmit(onSubmit)());

  if (received) {
    return (
      <DoneCard
        title={t('register.receivedTitle')}
        message={t('register.received')}
        backLabel={t('register.backToLogin')}
      />
    );
  }

  const text = (name: keyof Omit<Values, 'clientTaxIds'>) => {
    const message = errorText(errors[name]);
    return { error: Boolean(message), helperText: message };
  };
  const listError = errorText(errors.clientTaxIds?.root);
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.intro')} wide>
      <Stack component="form" noValidate spacing={3} onSubmit={submission.onSubmit}>
        <Box component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="subtitle1" sx={legend}>
            {t('register.personal')}
          </Typography>
          <Box sx={grid}>
            <TextInput
              id="name"
              label={t('register.name')}
              autoComplete="name"
              autoFocus
              required
              fullWidth
              sx={{ gridColumn: '1 / -1' }}
              {...text('name')}
              {...register('name')}
            />
            <TextInput
              id="cpf"
              label={t('register.cpf')}
              autoComplete="off"
              required
              fullWidth
              inputProps={{ inputMode: 'numeric' }}
              {...text('cpf')}
              {...masked(register('cpf'), maskCpf)}
            />
            <DateInput
              id="birthDate"
              label={t('register.birthDate')}
              required
              registration={register('birthDate')}
              error={errorText(errors.birthDate)}
            />
            <TextInput
              id="email"
              type="email"
              label={t('register.email')}
              autoComplete="email"
              required
              fullWidth
              {...text('email')}
              {...register('email')}
            />
            <TextInput
              id="phone"
              type="tel"
              label={t('register.phone')}
              autoComplete="tel"
              required
              fullWidth
              {...text('phone')}
              {...masked(register('phone'), maskPhone)}
            />
            <NewPasswordFields
              id="password"
              labels={{ password: t('register.password'), confirmation: t('register.passwordConfirmation') }}
              password={register('password')}
              confirmation={register('passwordConfirmation')}
              errors={{
                password: errorText(errors.password),
                confirmation: errorText(errors.passwordConfirmation),
              }}
              value={password}
            />
          </Box>
        </Box>

        <Box component="fieldset" sx={fieldset}>
          <Typography component="legend" variant="subtitle1" sx={legend}>
            {t('register.access')}
          </Typography>
          <Stack spacing={2}>
            <TextInput
              id="company"
              label={t('register.company')}
              autoComplete="organization"
              required
              fullWidth
              {...text('company')}
              {...register('company')}
            />
            <Box component="fieldset" sx={fieldset} aria-describedby="clients-help">
              <Typography component="legend" variant="body2" sx={{ ...legend, fontWeight: 500 }}>
                {t('register.clients')}
              </Typography>
              <Typography id="clients-help" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
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
                        error={Boolean(message)}
                        helperText={message}
                        {...masked(register(`clientTaxIds.${index}.value`), maskTaxId)}
                      />
                      <IconButton
                        onClick={() => clients.remove(index)}
                        disabled={clients.fields.length === 1}
                        aria-label={t('register.removeClient', { number: index + 1 })}
                        sx={{ mt: 1 }}
                      >
                        <DeleteOutline />
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

        <CaptchaSubmit
          captchaRef={captcha}
          captchaError={errorText(errors.captcha)}
          onCaptcha={(payload) => {
            setValue('captcha', payload);
            if (payload) clearErrors('captcha');
          }}
          formError={formError}
          submitting={submission.busy}
          submitLabel={t('register.submit')}
        />
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
