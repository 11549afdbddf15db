import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserDetail } from '@fxbo/domain';
import { ErrorAlert } from '../../components/forms/ErrorAlert';

/** What each edited section of the user's page (profile, permissions, clients) is given by the page. */
export interface EditedSectionProps {
  user: UserDetail;
  editable: boolean;
  /** Told whether the draft differs from what is saved (the page guards unsaved edits). */
  onChangedChange?: (changed: boolean) => void;
}

interface SaveBarProps {
  /** The failed save's text, if it failed. */
  error: string | undefined;
  /** Whether the draft differs from the saved user: undo and save are idle otherwise. */
  changed: boolean;
  saving: boolean;
  onUndo: () => void;
  onSave: () => void;
  labels: { undo: string; save: string };
}

/** The end of an edited section of the user's page (permissions, clients): the save's error, undo and save. */
export function SaveBar({ error, changed, saving, onUndo, onSave, labels }: SaveBarProps) {
  return (
    <>
      <ErrorAlert message={error} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!changed || saving} onClick={onUndo}>
          {labels.undo}
        </Button>
        <Button variant="contained" disabled={!changed} loading={saving} onClick={onSave}>
          {labels.save}
        </Button>
      </Stack>
    </>
  );
}
