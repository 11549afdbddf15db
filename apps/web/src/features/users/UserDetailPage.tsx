import { USER_DETAIL_FIELDS, USERS_PATH, type UserDetail } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailSection } from '../../components/DetailSection';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useUser } from './api';
import { EditUserButton } from './EditUserButton';
import { UserAccess } from './UserAccess';
import { UserActions } from './UserActions';
import { UserStatus } from './UserStatus';

type Props = { record: UserDetail };

/** Under the name: the status's chips, and a word when the page is the reader's own user. */
function UnderName({ record: user }: Props) {
  const { t } = useTranslation('users');
  const own = useSession()?.uid === user.id;
  return (
    <>
      <UserStatus status={user.status} blocked={user.blocked} />
      {own ? (
        <Alert severity="info" variant="outlined">
          {t('detail.ownUser')}
        </Alert>
      ) : null}
    </>
  );
}

function StatusChips({ record: user }: Props) {
  return <UserStatus status={user.status} blocked={user.blocked} />;
}

/** What an administrator may do (edit, inactivate or activate, delete, resend password, unblock, end sessions). */
function AdminActions({ record: user }: Props) {
  const { t } = useTranslation('users');
  if (!holdsAny(useSession()?.roles ?? [], ['users.administer'])) return null;
  return (
    <DetailSection id="user-actions" title={t('detail.actions')}>
      <Stack spacing={2}>
        <EditUserButton user={user} />
        <UserActions user={user} />
      </Stack>
    </DetailSection>
  );
}

/** The way to what was done to this user, for whoever may consult the audit. */
function AuditLink({ record: user }: Props) {
  const { t } = useTranslation('users');
  if (!holdsAny(useSession()?.roles ?? [], ['audit.consult'])) return null;
  return (
    <Link
      component={RouterLink}
      to={`/admin/audit?entity=user&entityId=${encodeURIComponent(user.id)}`}
      sx={{ display: 'inline-block', mt: 2 }}
    >
      {t('detail.auditLink')}
    </Link>
  );
}

const userView = detailView<UserDetail>()({
  ns: 'users',
  keys: { errorTitle: 'detail.title', failed: 'errors.loadFailed' },
  back: USERS_PATH,
  maxWidth: 'lg',
  spacing: 3,
  overline: 'detail.title',
  title: (user) => user.name,
  under: UnderName,
  actions: AdminActions,
  blocks: [
    {
      id: 'user-data',
      title: 'detail.data',
      fields: USER_DETAIL_FIELDS,
      list: 180,
      render: { status: StatusChips },
      after: AuditLink,
    },
    { component: UserAccess },
  ],
});

/**
 * /admin/users/:userId/detail: the user's data, the actions an administrator may take, and the user's
 * profile, permissions and clients. Consultants (users.consult) see everything read-only.
 */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  return <DetailPage view={userView} record={useUser(userId)} />;
}
