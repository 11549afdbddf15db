import { ACCESS_REQUESTS_PATH, type AccessRequestDetail } from '@fxbo/domain';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notifications';
import { useDecision } from './api';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

/**
 * Under a request's heading: a warning when a live account already uses its e-mail or CPF, and, while it is
 * pending, approve (permissions and clients) or reject (with a reason), each in its dialog.
 */
export function RequestDecision({ record: r }: { record: AccessRequestDetail }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const decision = useDecision(r.id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
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
    <>
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
    </>
  );
}
