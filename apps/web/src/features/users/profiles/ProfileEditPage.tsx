import { useEffect, useState } from 'react';
import { permissionProfileBodySchema, type PermissionProfile } from '@fxbo/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DetailSection } from '../../../components/DetailSection';
import { codeResolver } from '../../../components/forms/codeResolver';
import { ErrorAlert } from '../../../components/forms/ErrorAlert';
import { applyServerErrors, serverAlertText } from '../../../components/forms/serverErrors';
import { TextInput } from '../../../components/forms/TextInput';
import { useMoney } from '../../../components/money';
import { PageLoader } from '../../../components/PageLoader';
import { canGrant, samePermissions } from '../../../components/permissionGroups';
import { PermissionTree } from '../../../components/PermissionTree';
import { notify } from '../../../components/notifications';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { PROFILES_PATH, useProfiles, useSaveProfile } from './api';
import { useSession } from '../../../session/session';
import { useMayEditProfiles } from './mayEdit';

interface ProfileValues {
  name: string;
  permissions: string[];
}

const FIELDS = ['name', 'permissions'] as const;
/** `permissions.3` (an unknown key) is the permissions field. */
const fieldName = (path: string) => path.split('.')[0] ?? path;
const resolver = codeResolver<ProfileValues>(permissionProfileBodySchema, { fieldName });

/** The profile's name and permission grid; saving creates or replaces it and returns to the profiles. */
function ProfileForm({ profile, editable }: { profile: PermissionProfile | undefined; editable: boolean }) {
  const { t } = useTranslation('users');
  const { field: fieldText } = useMoney();
  const navigate = useNavigate();
  const actor = useSession()?.permissions ?? [];
  const initial: ProfileValues = { name: profile?.name ?? '', permissions: profile?.permissions ?? [] };
  const save = useSaveProfile(profile?.id);
  const [saved, setSaved] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver, defaultValues: initial });
  const values = useWatch({ control }) as ProfileValues;
  const changed = values.name !== initial.name || !samePermissions(values.permissions, initial.permissions);
  // Leaves once the guard has let go of the saved edits.
  useEffect(() => {
    if (saved) void navigate(PROFILES_PATH);
  }, [saved, navigate]);

  const errorText = (e: FieldError | undefined) => (e ? fieldText(String(e.type), e.message) : undefined);
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (result) => {
        notify(t(profile ? 'profiles.form.saved' : 'profiles.form.created', { name: result.name }), {
          severity: 'success',
        });
        setSaved(true);
      },
      onError: (failure) => applyServerErrors(failure, setError, FIELDS, fieldName),
    }),
  );
  const alert = serverAlertText(
    save.error,
    FIELDS,
    { network: t('errors.network'), generic: t('errors.generic'), fieldText },
    fieldName,
  );
  const permissionsError = errorText(errors.permissions as FieldError | undefined);

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <UnsavedChangesGuard when={editable && changed && !saved} />
      <TextInput
        id="profile-name"
        label={t('profiles.form.name')}
        required
        fullWidth
        autoComplete="off"
        disabled={!editable}
        helperText={t('profiles.form.nameHelp')}
        errorMessage={errorText(errors.name)}
        sx={{ maxWidth: 560 }}
        {...register('name')}
      />
      <DetailSection id="profile-permissions" title={t('profiles.form.permissions')}>
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionTree
              label={t('profiles.form.permissions')}
              value={field.value}
              onChange={field.onChange}
              readOnly={!editable}
              canChange={(key) => canGrant(key, actor, initial.permissions)}
              note={editable ? t('profiles.form.note') : undefined}
            />
          )}
        />
        {permissionsError ? (
          <FormHelperText error role="alert" sx={{ mt: 1 }}>
            {permissionsError}
          </FormHelperText>
        ) : null}
      </DetailSection>
      {editable ? (
        <>
          <ErrorAlert message={alert} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={PROFILES_PATH} disabled={save.isPending}>
              {t('profiles.form.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {profile ? t('profiles.form.save') : t('profiles.form.create')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/users/profiles/new and /admin/users/profiles/:profileId: a permission profile's name and permissions,
 * with the user page's permission grid. Saving a change of permissions ends the sessions of the profile's users
 * (the page says so); unsaved edits are not dropped without a word. Read-only for users.consult.
 */
export function ProfileEditPage() {
  const { t } = useTranslation('users');
  const { profileId } = useParams();
  const canAdminister = useMayEditProfiles();
  const profiles = useProfiles();
  const profile = profileId === undefined ? undefined : profiles.data?.items.find((p) => p.id === profileId);
  const creating = profileId === undefined;

  const back = (
    <Button
      component={RouterLink}
      to={PROFILES_PATH}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('profiles.back')}
    </Button>
  );
  let body;
  if (!creating && profiles.isPending) body = <PageLoader />;
  else if (!creating && profiles.isError) body = <Alert severity="error">{t('errors.loadFailed')}</Alert>;
  else if (!creating && !profile) body = <Alert severity="warning">{t('profiles.notFound')}</Alert>;
  else
    body = (
      <>
        {profile && profile.userCount > 0 && canAdminister ? (
          <Alert severity="info" variant="outlined">
            {t('profiles.form.holders', { count: profile.userCount })}
          </Alert>
        ) : null}
        <ProfileForm key={profile?.id ?? 'new'} profile={profile} editable={canAdminister} />
      </>
    );

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack spacing={3}>
        {back}
        <Stack spacing={1}>
          <Typography variant="overline" color="textSecondary" component="p">
            {t('profiles.title')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {creating ? t('profiles.new') : (profile?.name ?? t('profiles.title'))}
          </Typography>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
