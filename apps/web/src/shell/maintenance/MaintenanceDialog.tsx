import Construction from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../session/session';
import { notify } from '../../components/notifications';
import { maintenanceQuery, useUpdateMaintenance } from './api';

/**
 * Spec 4 and 8: 'Closed for scheduled maintenance!' for every signed-in user while the global flag is on; it
 * opens and closes by the flag alone. Users who may switch the notice (settings.maintenance) can also turn it
 * off from here or set it aside, or they could never reach the switch.
 */
export function MaintenanceDialog({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('shell');
  const { data } = useQuery(maintenanceQuery);
  const update = useUpdateMaintenance();
  const [setAside, setSetAside] = useState<string>();
  const mayManage = user.roles.includes('settings.maintenance');
  const open = data?.active === true && setAside !== data.updatedAt;
  const custom =
    i18n.resolvedLanguage === 'en'
      ? (data?.messageEn ?? data?.messagePt)
      : (data?.messagePt ?? data?.messageEn);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      aria-labelledby="maintenance-title"
      aria-describedby="maintenance-text"
      onClose={mayManage ? () => setSetAside(data?.updatedAt) : undefined}
      data-testid="maintenance-dialog"
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3, color: 'warning.main' }}>
        <Construction sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <DialogTitle id="maintenance-title" sx={{ textAlign: 'center' }}>
        {t('maintenance.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="maintenance-text" sx={{ textAlign: 'center', whiteSpace: 'pre-line' }}>
          {custom?.trim() ? custom : t('maintenance.defaultMessage')}
        </DialogContentText>
      </DialogContent>
      {mayManage && (
        <DialogActions>
          <Button onClick={() => setSetAside(data?.updatedAt)}>{t('maintenance.setAside')}</Button>
          <Button
            variant="contained"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { active: false, messagePt: data?.messagePt ?? null, messageEn: data?.messageEn ?? null },
                { onError: () => notify(t('maintenance.saveFailed'), { severity: 'error' }) },
              )
            }
          >
            {t('maintenance.turnOff')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
