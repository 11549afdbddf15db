import { useState } from 'react';
import { isPermissionKey, type AccessRequestDetail } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { ClientAutocomplete, type ClientOption } from '../../components/ClientAutocomplete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { seesEveryClient } from '../../components/permissionGroups';
import { PermissionTree } from '../../components/PermissionTree';
import { useDecisionError, type DecisionDialogProps } from './decisionDialog';

/** The registered clients the request's CPF/CNPJs match: the approval's suggested clients. */
export function suggestedClients(request: Pick<AccessRequestDetail, 'clientMatches'>): ClientOption[] {
  const seen = new Set<string>();
  const result: ClientOption[] = [];
  for (const { client } of request.clientMatches) {
    if (client && !seen.has(client.id)) {
      seen.add(client.id);
      result.push(client);
    }
  }
  return result;
}

interface ApproveDialogProps extends DecisionDialogProps {
  request: AccessRequestDetail;
  onApproved: () => void;
}

/**
 * Approval: the permissions the new user gets (checkbox tree; only those the approver holds) and the clients
 * the user will see, starting from the server's matches; or every client (staff), for an approver who sees
 * every client. The server creates the user and e-mails the requester.
 */
export function ApproveDialog({ open, request, decision, onClose, onApproved }: ApproveDialogProps) {
  const { t } = useTranslation('users');
  const session = useSession();
  const actor = session?.permissions ?? [];
  const [permissions, setPermissions] = useState<string[]>([]);
  const [clients, setClients] = useState<ClientOption[]>(() => suggestedClients(request));
  const [allClients, setAllClients] = useState(false);
  const [clientsMissing, setClientsMissing] = useState(false);
  // Approving with no permission at all is asked twice: the user could sign in and see nothing.
  const [noPermissionWarned, setNoPermissionWarned] = useState(false);
  const warnNoPermission = noPermissionWarned && permissions.length === 0;
  const mayGiveAll = session !== null && seesEveryClient(session);

  const confirm = () => {
    if (!allClients && clients.length === 0) {
      setClientsMissing(true);
      // The field says why (its helper text describes it); focus takes the user, and a screen reader, there.
      document.getElementById('approve-clients')?.focus();
      return;
    }
    if (permissions.length === 0 && !noPermissionWarned) {
      setNoPermissionWarned(true);
      return;
    }
    decision.mutate(
      {
        kind: 'approve',
        body: {
          permissions: permissions.filter(isPermissionKey),
          clientIds: allClients ? [] : clients.map((c) => c.id),
          allClients,
        },
      },
      { onSuccess: onApproved },
    );
  };

  const error = useDecisionError(decision, 'approve', { account_exists: t('requests.errors.accountExists') });

  return (
    <ConfirmDialog
      open={open}
      maxWidth="md"
      title={t('requests.approve.title', { name: request.name })}
      message={t('requests.approve.message', { email: request.email })}
      confirmLabel={warnNoPermission ? t('requests.approve.confirmWithout') : t('requests.approve.confirm')}
      pending={decision.isPending}
      error={error}
      onClose={onClose}
      onConfirm={confirm}
    >
      {warnNoPermission ? (
        <Alert severity="warning" role="alert" ref={(el) => el?.scrollIntoView({ block: 'nearest' })}>
          {t('requests.approve.noPermission')}
        </Alert>
      ) : null}
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('requests.approve.clients')}
        </Typography>
        {mayGiveAll ? (
          <FormControlLabel
            control={
              <Switch checked={allClients} onChange={(event) => setAllClients(event.target.checked)} />
            }
            label={t('requests.approve.allClients')}
          />
        ) : null}
        {!allClients ? (
          <ClientAutocomplete
            id="approve-clients"
            multiple
            required
            label={t('requests.approve.clientsLabel')}
            helperText={
              clientsMissing && clients.length === 0
                ? t('validation.clients_required')
                : t('requests.approve.clientsHelp')
            }
            error={clientsMissing && clients.length === 0}
            value={clients}
            onChange={(value) => {
              setClients(value);
              setClientsMissing(false);
            }}
          />
        ) : null}
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('requests.approve.permissions')}
        </Typography>
        <PermissionTree
          label={t('requests.approve.permissions')}
          value={permissions}
          onChange={setPermissions}
          canChange={(key) => actor.includes(key)}
          note={t('permissions.note')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
