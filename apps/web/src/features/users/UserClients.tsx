import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { ClientAutocomplete, type ClientOption } from '../../components/ClientAutocomplete';
import { formatTaxIdText } from '../../components/format';
import { notify } from '../../components/notifications';
import { seesEveryClient } from '../../components/permissionGroups';
import { userActions, useUserMutation } from './api';
import { SaveBar, type EditedSectionProps } from './SaveBar';
import { useSaveErrorText } from './useSaveErrorText';

function sameIds(a: readonly ClientOption[], b: readonly ClientOption[]): boolean {
  const ids = new Set(a.map((c) => c.id));
  return ids.size === b.length && b.every((c) => ids.has(c.id));
}

/**
 * The clients the user is associated with (the ones the administrator may see), or "every client" for staff.
 * Only an administrator who sees every client may give or take "every client"; links to clients outside an
 * administrator's scope are kept by the server.
 */
export function UserClients({ user, editable, onChangedChange }: EditedSectionProps) {
  const { t } = useTranslation('users');
  const session = useSession();
  const saveErrorText = useSaveErrorText();
  const [clients, setClients] = useState<ClientOption[]>(user.clients);
  const [allClients, setAllClients] = useState(user.allClients);
  const save = useUserMutation(user.id, (_: void, key: string) =>
    userActions.setClients(user.id, { clientIds: clients.map((c) => c.id), allClients }, key),
  );
  const mayGiveAll = user.kind === 'staff' && session !== null && seesEveryClient(session);
  const changed = allClients !== user.allClients || (!allClients && !sameIds(clients, user.clients));
  useEffect(() => onChangedChange?.(changed), [changed, onChangedChange]);

  const error = saveErrorText(save, { not_found: t('errors.notFound') });

  if (!editable) {
    if (user.allClients) return <Typography>{t('clients.allDescription')}</Typography>;
    if (user.clients.length === 0) return <Typography color="textSecondary">{t('clients.none')}</Typography>;
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {user.clients.map((c) => (
          <Chip key={c.id} label={`${c.name} · ${formatTaxIdText(c.taxId)}`} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {mayGiveAll ? (
        <FormControlLabel
          control={<Switch checked={allClients} onChange={(event) => setAllClients(event.target.checked)} />}
          label={t('clients.allSwitch')}
        />
      ) : user.allClients ? (
        <Typography>{t('clients.allDescription')}</Typography>
      ) : null}
      {!allClients ? (
        <ClientAutocomplete
          id={`user-clients-${user.id}`}
          multiple
          label={t('clients.associated')}
          helperText={t('clients.help')}
          value={clients}
          onChange={setClients}
        />
      ) : null}
      <SaveBar
        error={error}
        changed={changed}
        saving={save.isPending}
        onUndo={() => {
          setClients(user.clients);
          setAllClients(user.allClients);
        }}
        onSave={() =>
          save.mutate(undefined, {
            onSuccess: () => notify(t('clients.saved', { name: user.name }), { severity: 'success' }),
          })
        }
        labels={{ undo: t('clients.undo'), save: t('clients.save') }}
      />
    </Stack>
  );
}
