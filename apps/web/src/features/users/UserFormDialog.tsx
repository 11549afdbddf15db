import { userCreateSchema, userUpdateSchema, type UserDetail } from '@fxbo/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClientAutocomplete, type ClientOption } from '../../components/ClientAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { applyServerErrors, serverAlertText } from '../../components/forms/serverErrors';
import { SelectInput } from '../../components/forms/SelectInput';
import { TextInput } from '../../components/forms/TextInput';
import { useMoney } from '../../components/money';
import { seesEveryClient } from '../../components/permissionGroups';
import { PermissionTree } from '../../components/PermissionTree';
import { useSession } from '../../session/session';

export interface UserFormValues {
  name: string;
  email: string;
  kind: 'staff' | 'client';
  locale: 'pt-BR' | 'en';
  clients: ClientOption[];
  allClients: boolean;
  permissions: string[];
  active: boolean;
}

type Mode = 'create' | 'edit';

// The fields each mode sends; a server path names one of them (`clientIds` is the clients field).
const FIELDS: Record<Mode, readonly (keyof UserFormValues)[]> = {
  create: ['name', 'email', 'kind', 'locale', 'clients', 'allClients', 'permissions'],
  edit: ['name', 'email', 'kind', 'locale', 'active'],
};
const fieldName = (path: string) => (path.startsWith('clientIds') ? 'clients' : (path.split('.')[0] ?? path));

/** The form's values as the API takes them (the body of POST or PUT /api/users). */
export function userBody(values: UserFormValues, mode: Mode) {
  const own = { name: values.name, email: values.email, kind: values.kind, locale: values.locale };
  if (mode === 'edit') return { ...own, active: values.active };
  const allClients = values.kind === 'staff' && values.allClients;
  return {
    ...own,
    allClients,
    clientIds: allClients ? [] : values.clients.map((c) => c.id),
    permissions: values.permissions,
  };
}

const resolvers = {
  create: codeResolver<UserFormValues>(userCreateSchema, {
    toInput: (v) => userBody(v, 'create'),
    fieldName,
  }),
  edit: codeResolver<UserFormValues>(userUpdateSchema, { toInput: (v) => userBody(v, 'edit'), fieldName }),
};

export function valuesOf(user: UserDetail | undefined): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    kind: user?.kind ?? 'client',
    locale: user?.locale ?? 'pt-BR',
    clients: [],
    allClients: false,
    permissions: [],
    active: user ? user.status !== 'inactive' : true,
  };
}

interface UserFormDialogProps {
  mode: Mode;
  user?: UserDetail;
  pending: boolean;
  /** The failed save, if it failed: its field errors go under the fields, the rest in the alert. */
  error: unknown;
  onClose: () => void;
  onSubmit: (body: ReturnType<typeof userBody>, onFailed: (error: unknown) => void) => void;
}

/**
 * A user's own data in a dialog: creating a user (name, e-mail, kind, language, clients, permissions; the server
 * e-mails the invitation) or editing one (name, e-mail, kind, language, active). The domain's schema checks it
 * first; the server's field errors land under their fields.
 */
export function UserFormDialog({ mode, user, pending, error, onClose, onSubmit }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const { field: fieldText } = useMoney();
  const session = useSession();
  const actor = session?.permissions ?? [];
  const mayGiveAll = session !== null && seesEveryClient(session);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormValues>({ resolver: resolvers[mode], defaultValues: valuesOf(user) });
  const fields = FIELDS[mode];
  const kind = useWatch({ control, name: 'kind' });
  const allClients = useWatch({ control, name: 'allClients' });

  const errorText = (e: FieldError | undefined) => (e ? fieldText(String(e.type), e.message) : undefined);
  const submit = handleSubmit((values) =>
    onSubmit(userBody(values, mode), (failure) => applyServerErrors(failure, setError, fields, fieldName)),
  );
  const select = (name: 'kind' | 'locale', label: string, options: [string, string][]) => (
    <SelectInput
      control={control}
      name={name}
      id={`user-${name}`}
      label={label}
      options={options.map(([value, text]) => ({ value, label: text }))}
      error={errorText(errors[name])}
    />
  );

  return (
    <ConfirmDialog
      open
      maxWidth="md"
      title={mode === 'create' ? t('form.createTitle') : t('form.editTitle', { name: user?.name ?? '' })}
      message={mode === 'create' ? t('form.createMessage') : undefined}
      confirmLabel={mode === 'create' ? t('form.create') : t('form.save')}
      pending={pending}
      error={serverAlertText(
        error,
        fields,
        {
          network: t('errors.network'),
          generic: t('errors.generic'),
          fieldText,
        },
        fieldName,
      )}
      onClose={onClose}
      onConfirm={() => void submit()}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
        <TextInput
          id="user-name"
          label={t('fields.name')}
          required
          fullWidth
          autoComplete="off"
          errorMessage={errorText(errors.name)}
          {...register('name')}
        />
        <TextInput
          id="user-email"
          label={t('fields.email')}
          required
          fullWidth
          type="email"
          autoComplete="off"
          errorMessage={errorText(errors.email)}
          {...register('email')}
        />
        {select('kind', t('fields.kind'), [
          ['client', t('kind.client')],
          ['staff', t('kind.staff')],
        ])}
        {select('locale', t('fields.locale'), [
          ['pt-BR', t('locale.pt-BR')],
          ['en', t('locale.en')],
        ])}
        {mode === 'edit' ? (
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('form.active')}
              />
            )}
          />
        ) : null}
      </Box>
      {mode === 'create' ? (
        <>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('clients.title')}
            </Typography>
            {mayGiveAll && kind === 'staff' ? (
              <Controller
                control={control}
                name="allClients"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('requests.approve.allClients')}
                  />
                )}
              />
            ) : null}
            {!(kind === 'staff' && allClients) ? (
              <Controller
                control={control}
                name="clients"
                render={({ field }) => (
                  <ClientAutocomplete
                    id="user-clients"
                    multiple
                    required={kind === 'client'}
                    label={t('requests.approve.clientsLabel')}
                    helperText={errorText(errors.clients as FieldError | undefined) ?? t('form.clientsHelp')}
                    error={Boolean(errors.clients)}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
          </Stack>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <Stack spacing={1}>
                <PermissionTree
                  label={t('permissions.title')}
                  value={field.value}
                  onChange={field.onChange}
                  canChange={(key) => actor.includes(key)}
                  note={errorText(errors.permissions as FieldError | undefined) ?? t('permissions.note')}
                />
              </Stack>
            )}
          />
        </>
      ) : null}
    </ConfirmDialog>
  );
}
