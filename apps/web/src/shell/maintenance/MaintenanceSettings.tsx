import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notifications';
import { formatDateTime } from '../../components/format';
import { maintenanceQuery, useUpdateMaintenance } from './api';

/** The administrators' switch of the maintenance notice, with its message in both languages. */
export function MaintenanceSettings() {
  const { data } = useQuery(maintenanceQuery);
  if (!data) return null;
  // Remounted when the notice changes elsewhere, so the form starts from what is in force.
  return <MaintenanceForm key={data.updatedAt} current={data} />;
}

/** The notice's message in one language, marked with it (the server takes up to 1,000 characters). */
function MessageField(props: {
  label: string;
  lang: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 1000, lang: props.lang } }}
    />
  );
}

type Current = { active: boolean; messagePt: string | null; messageEn: string | null; updatedAt: string };

function MaintenanceForm({ current }: { current: Current }) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.resolvedLanguage ?? 'pt-BR';
  const update = useUpdateMaintenance();
  const [active, setActive] = useState(current.active);
  const [messagePt, setMessagePt] = useState(current.messagePt ?? '');
  const [messageEn, setMessageEn] = useState(current.messageEn ?? '');
  const dirty =
    active !== current.active ||
    messagePt !== (current.messagePt ?? '') ||
    messageEn !== (current.messageEn ?? '');
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { active, messagePt: messagePt.trim() || null, messageEn: messageEn.trim() || null },
          {
            onSuccess: (saved) =>
              notify(saved.active ? t('maintenance.savedOn') : t('maintenance.savedOff'), {
                severity: 'success',
              }),
            onError: () => notify(t('maintenance.saveFailed'), { severity: 'error' }),
          },
        );
      }}
    >
      <Stack spacing={2}>
        <Alert severity={current.active ? 'warning' : 'info'} variant="outlined">
          {current.active ? t('maintenance.statusOn') : t('maintenance.statusOff')}{' '}
          {t('maintenance.since', { when: formatDateTime(current.updatedAt, language) })}
        </Alert>
        <FormControlLabel
          control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />}
          label={t('maintenance.active')}
        />
        <MessageField
          label={t('maintenance.messagePt')}
          lang="pt-BR"
          value={messagePt}
          onChange={setMessagePt}
        />
        <MessageField
          label={t('maintenance.messageEn')}
          lang="en"
          value={messageEn}
          onChange={setMessageEn}
        />
        <Typography variant="caption" color="textSecondary">
          {t('maintenance.hint')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={!dirty} loading={update.isPending}>
            {t('maintenance.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
