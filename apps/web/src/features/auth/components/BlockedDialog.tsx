import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Spec 8: 'Attention' with 'Please, contact your manager.' for a blocked or inactive user. */
export function BlockedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="blocked-dialog-title"
      aria-describedby="blocked-dialog-text"
    >
      <DialogTitle id="blocked-dialog-title">{t('login.attention')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="blocked-dialog-text">{t('login.contactManager')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('login.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
