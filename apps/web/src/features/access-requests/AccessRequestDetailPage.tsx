import { ACCESS_REQUEST_DETAIL_FIELDS, ACCESS_REQUESTS_PATH, type AccessRequestDetail } from '@fxbo/domain';
import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { detailView } from '../../components/detail/view';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { useAccessRequest } from './api';
import { ClientMatches } from './ClientMatches';
import { RequestDecision } from './RequestDecision';
import { RequestStatus } from './RequestStatus';

type Props = { record: AccessRequestDetail };

function StatusChip({ record }: Props) {
  return <RequestStatus status={record.status} />;
}

function UnderName({ record }: Props) {
  return (
    <Box>
      <StatusChip record={record} />
    </Box>
  );
}

const DECISION = ['status', 'decidedBy', 'decidedAt', 'decisionReason'] as const;

/** The page; the link to the user an approval made only for whoever may see users. */
const requestView = (openUser: boolean) =>
  detailView<AccessRequestDetail>()({
    ns: 'users',
    keys: {
      back: 'requests.back',
      errorTitle: 'requests.detailTitle',
      notFound: 'requests.errors.notFound',
      failed: 'errors.loadFailed',
      retry: null,
    },
    back: ACCESS_REQUESTS_PATH,
    maxWidth: 'lg',
    spacing: 3,
    overline: 'requests.detailTitle',
    title: (r) => r.name,
    under: UnderName,
    actions: RequestDecision,
    blocks: [
      {
        id: 'request-data',
        title: 'requests.data',
        fields: ACCESS_REQUEST_DETAIL_FIELDS,
        show: ['email', 'cpf', 'birthDate', 'phone', 'company', 'createdAt'],
        list: 160,
      },
      { component: ClientMatches },
      {
        id: 'request-decision',
        title: 'requests.decision',
        fields: ACCESS_REQUEST_DETAIL_FIELDS,
        show: openUser ? [...DECISION, 'createdUser'] : DECISION,
        list: 160,
        render: { status: StatusChip },
        when: (r) => r.status !== 'pending',
      },
    ],
  });

const VIEWS = { withUserLink: requestView(true), withoutUserLink: requestView(false) };

/**
 * /admin/users/access-requests/:requestId: who asked, for which clients (with the registered clients their
 * CPF/CNPJs match), and, while pending, approve (permissions and clients) or reject (with a reason).
 */
export function AccessRequestDetailPage() {
  const { requestId = '' } = useParams();
  const roles = useSession()?.roles ?? [];
  const view = holdsAny(roles, ['users.consult', 'users.administer'])
    ? VIEWS.withUserLink
    : VIEWS.withoutUserLink;
  return <DetailPage view={view} record={useAccessRequest(requestId)} />;
}
