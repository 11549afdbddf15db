import { useState } from 'react';
import type { PermissionProfile } from '@fxbo/domain';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notifications';
import { PageLoader } from '../../../components/PageLoader';
import { UserAdminTabs } from '../../../components/UserAdminTabs';
import { useSaveErrorText } from '../useSaveErrorText';
import { NEW_PROFILE_PATH, profileEditPath, useDeleteProfile, useProfiles } from './api';
import { useMayEditProfiles } from './mayEdit';

/** Deleting a profile, after a confirmation; refused (and said why) while a user holds it. */
function DeleteProfile({ profile }: { profile: PermissionProfile }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const remove = useDeleteProfile();
  const errorText = useSaveErrorText();
  return (
    <>
      <Button color="error" onClick={() => (remove.reset(), setOpen(true))}>
        {t('profiles.delete.button')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('profiles.delete.title', { name: profile.name })}
        message={t('profiles.delete.message', { count: profile.userCount })}
        confirmLabel={t('profiles.delete.confirm')}
        pending={remove.isPending}
        error={errorText(remove, {
          not_found: t('profiles.notFound'),
          conflict: t('profiles.delete.inUse'),
        })}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(profile.id, {
            onSuccess: () => {
              setOpen(false);
              notify(t('profiles.delete.done', { name: profile.name }), { severity: 'success' });
            },
          })
        }
      />
    </>
  );
}

/**
 * /admin/users/profiles: the permission profiles (named permission sets assigned to users), each with how many
 * permissions it gives and how many users hold it; administrators create, edit and delete them here.
 */
export function ProfilesPage() {
  const { t } = useTranslation('users');
  const canAdminister = useMayEditProfiles();
  const profiles = useProfiles();

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('profiles.title')}
        </Typography>
        <UserAdminTabs />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography color="textSecondary">{t('profiles.intro')}</Typography>
          {canAdminister ? (
            <Button
              component={RouterLink}
              to={NEW_PROFILE_PATH}
              variant="contained"
              startIcon={<AddOutlined />}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {t('profiles.new')}
            </Button>
          ) : null}
        </Stack>
        {profiles.isPending ? <PageLoader /> : null}
        {profiles.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void profiles.refetch()}>{t('errors.retry')}</Button>}
          >
            {t('errors.loadFailed')}
          </Alert>
        ) : null}
        {profiles.data?.items.length === 0 ? <Typography>{t('profiles.none')}</Typography> : null}
        <Box
          component="ul"
          aria-label={t('profiles.title')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {profiles.data?.items.map((profile) => (
            <Card component="li" key={profile.id} variant="outlined" aria-label={profile.name}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {profile.name}
                </Typography>
                <Typography color="textSecondary">
                  {t('profiles.permissionCount', { count: profile.permissions.length })}
                </Typography>
                <Typography color="textSecondary">
                  {t('profiles.userCount', { count: profile.userCount })}
                </Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={profileEditPath(profile.id)}>
                  {canAdminister ? t('profiles.edit') : t('profiles.view')}
                </Button>
                {canAdminister ? <DeleteProfile profile={profile} /> : null}
              </CardActions>
            </Card>
          ))}
        </Box>
      </Stack>
    </Container>
  );
}
