import { useState } from 'react';
import {
  REMITTANCE_BLOCK_KIND_LABELS,
  remittanceBlockReason,
  remittanceDetailPath,
  type RemittanceActions as Actions,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../components/apiErrorText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RowMenu } from '../../components/RowMenu';
import { serverAlertText, serverFieldError } from '../../components/forms/serverErrors';
import { TextInput, type TextInputProps } from '../../components/forms/TextInput';
import { useFormatters } from '../../components/format';
import { notify } from '../../components/notifications';
import { remittanceActions, remittancePath, useRemittanceBlocks, useRemittanceMutation } from './api';
import { Unbroken } from '../../components/Unbroken';
import { useLanguage, useMoney } from '../../components/money';

export const remittancePdfUrl = (id: string, lang: string) =>
  `${remittancePath(id, '/pdf')}?lang=${encodeURIComponent(lang)}`;

export interface RemittanceRef {
  id: string;
  reference: string;
  actions: Actions;
}

type Open = 'cancel' | 'unblock' | 'blocks' | null;

/** Why an action failed, unless its field says it (components/forms/serverErrors.ts). */
function actionError(
  error: unknown,
  field: string,
  t: (key: 'errors.network' | 'errors.actionFailed') => string,
  fieldText: (code: string, message: string) => string,
) {
  return serverAlertText(error, [field], {
    network: t('errors.network'),
    generic: t('errors.actionFailed'),
    fieldText,
  });
}

/** A dialog's free text (a cancel's reason, an unblock's note): several lines, up to 500 characters. */
function NoteInput({
  onChange,
  ...props
}: Pick<TextInputProps, 'id' | 'label' | 'required' | 'minRows' | 'error' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      {...props}
      multiline
      fullWidth
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength: 500 }}
    />
  );
}

/** Cancel (reason required), unblock and blocking reasons of one remittance, as dialogs. */
export function RemittanceDialogs({
  remittance,
  open,
  onClose,
}: {
  remittance: RemittanceRef;
  open: Open;
  onClose: () => void;
}) {
  const { t } = useTranslation('remittances');
  const format = useFormatters();
  const { field, label } = useMoney();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const cancel = useRemittanceMutation(remittance.id, (r: string, key: string) =>
    remittanceActions.cancel(remittance.id, r, key),
  );
  const unblock = useRemittanceMutation(remittance.id, (n: string, key: string) =>
    remittanceActions.unblock(remittance.id, n, key),
  );
  const blocks = useRemittanceBlocks(remittance.id, open === 'blocks');
  const close = () => {
    setReason('');
    setNote('');
    setReasonError(undefined);
    cancel.reset();
    unblock.reset();
    onClose();
  };
  const titleOf = (dialog: 'cancel' | 'unblock' | 'blocks') => (
    <Unbroken text={t(`${dialog}.title`, { reference: remittance.reference })} part={remittance.reference} />
  );
  /** A mutation's options: once it is done, say so and close the dialog. */
  const doneThenClose = (dialog: 'cancel' | 'unblock') => ({
    onSuccess: () => {
      notify(t(`${dialog}.done`), { severity: 'success' });
      close();
    },
  });
  const serverReasonError = serverFieldError(cancel.error, 'reason');
  const serverNoteError = serverFieldError(unblock.error, 'note');

  return (
    <>
      <ConfirmDialog
        open={open === 'cancel'}
        destructive
        title={titleOf('cancel')}
        message={t('cancel.message')}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        pending={cancel.isPending}
        error={actionError(cancel.error, 'reason', t, field)}
        onClose={close}
        onConfirm={() => {
          if (!reason.trim()) {
            setReasonError(field('cancel_reason_required'));
            return;
          }
          setReasonError(undefined);
          cancel.mutate(reason, doneThenClose('cancel'));
        }}
      >
        <NoteInput
          id={`cancel-reason-${remittance.id}`}
          label={t('cancel.reason')}
          required
          minRows={3}
          value={reason}
          onChange={setReason}
          error={Boolean(reasonError ?? serverReasonError)}
          helperText={
            reasonError ??
            (serverReasonError ? field(serverReasonError.code, serverReasonError.message) : undefined)
          }
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'unblock'}
        title={titleOf('unblock')}
        message={t('unblock.message')}
        confirmLabel={t('unblock.confirm')}
        pending={unblock.isPending}
        error={actionError(unblock.error, 'note', t, field)}
        onClose={close}
        onConfirm={() => unblock.mutate(note, doneThenClose('unblock'))}
      >
        <NoteInput
          id={`unblock-note-${remittance.id}`}
          label={t('unblock.note')}
          minRows={2}
          value={note}
          onChange={setNote}
          error={Boolean(serverNoteError)}
          helperText={serverNoteError ? field(serverNoteError.code, serverNoteError.message) : undefined}
        />
      </ConfirmDialog>
      <Dialog
        open={open === 'blocks'}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`blocks-${remittance.id}`}
      >
        <DialogTitle id={`blocks-${remittance.id}`}>{titleOf('blocks')}</DialogTitle>
        <DialogContent>
          {blocks.isLoading ? <Skeleton height={80} /> : null}
          {blocks.isError ? (
            <Alert severity="error">
              {apiErrorText(blocks.error, {
                network: t('errors.network'),
                generic: t('errors.actionFailed'),
              })}
            </Alert>
          ) : null}
          {blocks.data && blocks.data.items.length === 0 ? <p>{t('blocks.none')}</p> : null}
          {blocks.data && blocks.data.items.length > 0 ? (
            <List dense>
              {blocks.data.items.map((block) => (
                <ListItem key={block.id} divider>
                  <ListItemText
                    primary={`${label(REMITTANCE_BLOCK_KIND_LABELS, block.kind)} · ${remittanceBlockReason(block, language)} (${
                      block.open ? t('blocks.open') : t('blocks.closed')
                    })`}
                    secondary={[
                      t('blocks.blockedAt', { at: format.dateTime(block.blockedAt) }),
                      block.blockedBy
                        ? t('blocks.blockedBy', { name: block.blockedBy.name })
                        : t('blocks.automatic'),
                      block.unblockedAt
                        ? t('blocks.unblockedAt', { at: format.dateTime(block.unblockedAt) })
                        : '',
                      block.unblockNote ?? '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('blocks.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A list row's actions menu (spec 2, "Remittance list actions"), by the row's `actions` flags. */
export function RemittanceRowActions({ remittance }: { remittance: RemittanceRef }) {
  const { t, i18n } = useTranslation('remittances');
  const [open, setOpen] = useState<Open>(null);
  // One translation hook per row, not two: each one subscribes to the language, 100 times a page turn.
  const { actions } = remittance;
  const menuId = `remittance-actions-${remittance.id}`;
  const choose = (dialog: Open) => {
    setOpen(dialog);
  };
  return (
    <>
      <RowMenu id={menuId} label={t('actions.menu', { reference: remittance.reference })}>
        <MenuItem component={RouterLink} to={remittanceDetailPath(remittance.id)}>
          {t('actions.detail')}
        </MenuItem>
        {actions.pdf ? (
          <MenuItem
            component="a"
            href={remittancePdfUrl(remittance.id, i18n.resolvedLanguage ?? i18n.language)}
            target="_blank"
            rel="noopener"
          >
            {t('actions.pdf')}
          </MenuItem>
        ) : null}
        {actions.viewBlockingReasons ? (
          <MenuItem onClick={() => choose('blocks')}>{t('actions.blocks')}</MenuItem>
        ) : null}
        {actions.unblock ? (
          <MenuItem onClick={() => choose('unblock')}>{t('actions.unblock')}</MenuItem>
        ) : null}
        {actions.cancel ? (
          <MenuItem onClick={() => choose('cancel')} sx={{ color: 'error.main' }}>
            {t('actions.cancel')}
          </MenuItem>
        ) : null}
      </RowMenu>
      {open ? <RemittanceDialogs remittance={remittance} open={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
