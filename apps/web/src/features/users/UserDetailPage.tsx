import { useCallback, useState, type ReactNode } from 'react';
import { formatCpf, type UserDetail, formatPhone, USERS_PATH } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { listReturnPath } from '../../components/listReturn';
import { useFormatters } from '../../components/format';
import { PageLoader } from '../../components/PageLoader';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';
import { DetailLoadError } from '../../components/DetailLoadError';
import { useUser } from './api';
import { EditUserButton } from './EditUserButton';
import { UserActions } from './UserActions';
import { UserClients } from './UserClients';
import { UserPermissions } from './UserPermissions';
import { UserStatus } from './UserStatus';
import { UserProfilePicker } from './profiles/UserProfilePicker';
import { DataList, DetailSection } from '../../components/DetailSection';

/** The user's data as a description list: label, value. */
function UserData({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const dash = '—';
  const rows: [string, ReactNode][] = [
    [t('fields.email'), user.email],
    [t('fields.cpf'), user.cpf ? formatCpf(user.cpf) : dash],
    [t('fields.birthDate'), user.birthDate ? format.date(user.birthDate) : dash],
    [t('fields.phone'), user.phone ? formatPhone(user.phone) : dash],
    [t('fields.kind'), t(`kind.${user.kind}`)],
    [t('fields.status'), <UserStatus key="status" status={user.status} blocked={user.blocked} />],
    [t('fields.failedAttempts'), String(user.failedAttempts)],
    [t('fields.blockedAt'), user.blockedAt ? format.dateTime(user.blockedAt) : dash],
    [t('fields.authenticator'), user.totpEnabled ? t('detail.yes') : t('detail.no')],
    [t('fields.mustChangePassword'), user.mustChangePassword ? t('detail.yes') : t('detail.no')],
    [t('fields.locale'), t(`locale.${user.locale}`)],
    [t('fields.activeSessions'), String(user.activeSessions)],
    [t('fields.createdAt'), format.dateTime(user.createdAt)],
    [t('fields.lastLoginAt'), user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t('detail.never')],
  ];
  return <DataList rows={rows} />;
}

/**
 * /admin/users/:userId/detail: the user's data, the actions an administrator may take (inactivate or
 * activate, delete, resend password, unblock, end sessions), and the user's permissions and clients.
 * Consultants (users.consult) see everything read-only.
 */
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { userId = '' } = useParams();
  const session = useSession();
  const roles = session?.roles ?? [];
  const canAdminister = holdsAny(roles, ['users.administer']);
  const user = useUser(userId);
  // Unsaved edits of the permissions or the clients: leaving asks first (issue 24).
  const [unsaved, setUnsaved] = useState({ permissions: false, clients: false, profile: false });
  const permissionsChanged = useCallback(
    (changed: boolean) => setUnsaved((u) => (u.permissions === changed ? u : { ...u, permissions: changed })),
    [],
  );
  const profileChanged = useCallback(
    (changed: boolean) => setUnsaved((u) => (u.profile === changed ? u : { ...u, profile: changed })),
    [],
  );
  const clientsChanged = useCallback(
    (changed: boolean) => setUnsaved((u) => (u.clients === changed ? u : { ...u, clients: changed })),
    [],
  );

  const back = (
    <Button
      component={RouterLink}
      to={listReturnPath(USERS_PATH)}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('detail.back')}
    </Button>
  );

  if (user.isPending) return <PageLoader />;
  if (user.isError)
    return (
      <DetailLoadError
        back={back}
        title={t('detail.title')}
        error={user.error}
        notFound={t('errors.notFound')}
        errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
        retry={{ label: t('errors.retry'), onClick: () => void user.refetch() }}
      />
    );

  const data = user.data;
  const own = session?.uid === data.id;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <UnsavedChangesGuard when={unsaved.permissions || unsaved.clients || unsaved.profile} />
      <Stack spacing={3}>
        {back}
        <Stack spacing={1}>
          <Typography variant="overline" color="textSecondary" component="p">
            {t('detail.title')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
          <UserStatus status={data.status} blocked={data.blocked} />
          {own ? (
            <Alert severity="info" variant="outlined">
              {t('detail.ownUser')}
            </Alert>
          ) : null}
        </Stack>

        {canAdminister ? (
          <DetailSection id="user-actions" title={t('detail.actions')}>
            <Stack spacing={2}>
              <EditUserButton user={data} />
              <UserActions user={data} />
            </Stack>
          </DetailSection>
        ) : null}

        <DetailSection id="user-data" title={t('detail.data')}>
          <UserData user={data} />
          {holdsAny(roles, ['audit.consult']) ? (
            <Link
              component={RouterLink}
              to={`/admin/audit?entity=user&entityId=${encodeURIComponent(data.id)}`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              {t('detail.auditLink')}
            </Link>
          ) : null}
        </DetailSection>

        <DetailSection id="user-profile" title={t('profiles.picker.title')}>
          <UserProfilePicker
            key={data.updatedAt}
            user={data}
            editable={canAdminister}
            onChangedChange={profileChanged}
          />
        </DetailSection>

        <DetailSection id="user-permissions" title={t('permissions.title')}>
          {/* Keyed by the last change, so a saved answer (or another administrator's) resets the draft. */}
          <UserPermissions
            key={data.updatedAt}
            user={data}
            editable={canAdminister}
            onChangedChange={permissionsChanged}
          />
        </DetailSection>

        <DetailSection id="user-clients" title={t('clients.title')}>
          <UserClients
            key={data.updatedAt}
            user={data}
            editable={canAdminister}
            onChangedChange={clientsChanged}
          />
        </DetailSection>
      </Stack>
    </Container>
  );
}
