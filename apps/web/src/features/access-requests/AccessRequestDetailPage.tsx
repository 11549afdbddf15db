import { useState, type ReactNode } from 'react';
import {
  formatCpf,
  type AccessRequestDetail,
  formatPhone,
  ACCESS_REQUESTS_PATH,
  userDetailPath,
} from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { holdsAny } from '../../session/access';
import { useSession } from '../../session/session';
import { listReturnPath } from '../../components/listReturn';
import { useFormatters } from '../../components/format';
import { notify } from '../../components/notifications';
import { PageLoader } from '../../components/PageLoader';
import { DetailLoadError } from '../../components/DetailLoadError';
import { useAccessRequest, useDecision } from './api';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { RequestStatus } from './RequestStatus';
import { DataList, DetailSection } from '../../components/DetailSection';

/** Each requested CPF/CNPJ and the registered client the server found for it, if any. */
function ClientMatches({ request }: { request: AccessRequestDetail }) {
  const { t } = useTranslation('users');
  const format = useFormatters();
  return (
    <Table size="small" aria-labelledby="request-clients">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{t('requests.taxId')}</TableCell>
          <TableCell sx={{ fontWeight: 600 }}>{t('requests.match')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {request.clientMatches.map(({ taxId, client }) => (
          <TableRow key={taxId}>
            <TableCell component="th" scope="row">
              {format.taxId(taxId)}
            </TableCell>
            <TableCell>
              {client ? (
                client.name
              ) : (
                <Typography component="span" variant="body2" color="textSecondary">
                  {t('requests.noMatch')}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /admin/users/access-requests/:requestId: who asked, for which clients (with the registered clients their
 * CPF/CNPJs match), and, while pending, approve (permissions and clients) or reject (with a reason).
 */
export function AccessRequestDetailPage() {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const roles = useSession()?.roles ?? [];
  const request = useAccessRequest(requestId);
  const decision = useDecision(requestId);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);

  const back = (
    <Button
      component={RouterLink}
      to={listReturnPath(ACCESS_REQUESTS_PATH)}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('requests.back')}
    </Button>
  );

  if (request.isPending) return <PageLoader />;
  if (request.isError)
    return (
      <DetailLoadError
        back={back}
        title={t('requests.detailTitle')}
        error={request.error}
        notFound={t('requests.errors.notFound')}
        errors={{ network: t('errors.network'), generic: t('errors.loadFailed') }}
      />
    );

  const r = request.data;
  const pending = r.status === 'pending';
  const open = (which: 'approve' | 'reject') => {
    decision.reset();
    // The dialogs stay mounted: each opening is a new submission.
    decision.renewKey();
    setDialog(which);
  };
  const decided = (message: string) => {
    notify(message, { severity: 'success' });
    setDialog(null);
    void navigate(ACCESS_REQUESTS_PATH);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack spacing={3}>
        {back}
        <Stack spacing={1}>
          <Typography variant="overline" color="textSecondary" component="p">
            {t('requests.detailTitle')}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {r.name}
          </Typography>
          <Box>
            <RequestStatus status={r.status} />
          </Box>
        </Stack>

        {r.emailInUse || r.cpfInUse ? (
          <Alert severity="warning">
            {r.emailInUse && r.cpfInUse
              ? t('requests.inUse.both')
              : r.emailInUse
                ? t('requests.inUse.email')
                : t('requests.inUse.cpf')}
          </Alert>
        ) : null}

        {pending ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<Check />} onClick={() => open('approve')}>
              {t('requests.approve.button')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<Close />} onClick={() => open('reject')}>
              {t('requests.reject.button')}
            </Button>
          </Stack>
        ) : null}

        <DetailSection id="request-data" title={t('requests.data')}>
          <DataList
            labelMinWidth={160}
            rows={[
              [t('fields.email'), r.email],
              [t('fields.cpf'), formatCpf(r.cpf)],
              [t('fields.birthDate'), format.date(r.birthDate)],
              [t('fields.phone'), r.phone ? formatPhone(r.phone) : '—'],
              [t('fields.company'), r.company],
              [t('requests.createdAt'), format.dateTime(r.createdAt)],
            ]}
          />
        </DetailSection>

        <DetailSection id="request-clients" title={t('requests.requestedClients')}>
          <ClientMatches request={r} />
        </DetailSection>

        {!pending ? (
          <DetailSection id="request-decision" title={t('requests.decision')}>
            <DataList
              labelMinWidth={160}
              rows={[
                [t('fields.status'), <RequestStatus key="s" status={r.status} />],
                [t('requests.decidedBy'), r.decidedBy?.name ?? '—'],
                [t('requests.decidedAt'), r.decidedAt ? format.dateTime(r.decidedAt) : '—'],
                ...(r.decisionReason
                  ? [[t('requests.reason'), r.decisionReason] as [string, ReactNode]]
                  : []),
                ...(r.userId && holdsAny(roles, ['users.consult', 'users.administer'])
                  ? [
                      [
                        t('requests.createdUser'),
                        <Link key="u" component={RouterLink} to={userDetailPath(r.userId)}>
                          {t('requests.openUser')}
                        </Link>,
                      ] as [string, ReactNode],
                    ]
                  : []),
              ]}
            />
          </DetailSection>
        ) : null}
      </Stack>

      {pending ? (
        <>
          <ApproveDialog
            open={dialog === 'approve'}
            request={r}
            decision={decision}
            onClose={() => setDialog(null)}
            onApproved={() => decided(t('requests.approve.done', { name: r.name }))}
          />
          <RejectDialog
            open={dialog === 'reject'}
            name={r.name}
            decision={decision}
            onClose={() => setDialog(null)}
            onRejected={() => decided(t('requests.reject.done', { name: r.name }))}
          />
        </>
      ) : null}
    </Container>
  );
}
