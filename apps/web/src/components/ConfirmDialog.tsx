import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, read by screen readers as the dialog's description. */
  message?: ReactNode;
  /** Fields the decision needs (a reason, a choice of permissions); the dialog is their form. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** Irreversible or harmful: a red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /** The action is running: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean;
  /** Why the last attempt failed, shown in the dialog (e.g. the server's self-protection refusal). */
  error?: ReactNode;
  confirmDisabled?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action happens. The dialog is a form: Enter confirms, Escape and Cancel close it; focus is
 * trapped inside while open and returns to the button that opened it afterwards (MUI's modal).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  error,
  confirmDisabled = false,
  maxWidth = 'xs',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('components');
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={(event, reason) => {
        // Nor does it dismiss: a two-step dialog shrinks after its first step, and the second click of a double
        // click on "continue" lands on the backdrop.
        if (reason === 'backdropClick' && ((event as { detail?: number }).detail ?? 0) > 1) return;
        if (!pending) onClose();
      }}
      fullWidth
      maxWidth={maxWidth}
      role={destructive ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
    >
      {/* The form is inside the dialog's paper (which carries the dialog role), laid out as if absent. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {message ? <DialogContentText id={messageId}>{message}</DialogContentText> : null}
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending} autoFocus={destructive && !children}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={pending}
            disabled={confirmDisabled}
            autoFocus={!destructive && !children}
            // The second click of a double click is never a decision: in a two-step dialog it would land on the
            // next step's button (the same element, relabelled) and confirm what nobody read.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
