import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { ConfirmDialog, type ConfirmDialogProps } from '../../components/ConfirmDialog';
import { notify } from '../../components/notifications';
import { useDialogTexts } from './useDialogTexts';

/** What an action dialog runs: a mutation taking the form's checked values. */
interface ActionMutation<Values> {
  isPending: boolean;
  error: unknown;
  mutate: (values: Values, options: { onSuccess: () => void }) => void;
}

export type ActionDialogProps<Values extends FieldValues> = Omit<
  ConfirmDialogProps,
  'open' | 'pending' | 'error' | 'maxWidth' | 'onConfirm'
> & {
  mutation: ActionMutation<Values>;
  /** The form's submit, so that its own checks run first. */
  handleSubmit: UseFormHandleSubmit<Values>;
  /** A field already says why the server refused: the dialog does not say it again. */
  shownUnderField: boolean;
  /** Said once the action is done, as the dialog closes. */
  done: string;
};

/**
 * The frame of the payment orders' action dialogs (ConfirmDialog, small): its confirm checks the form, runs
 * the mutation, and once done says so and closes; a failure is said in the dialog unless a field says it.
 */
export function ActionDialog<Values extends FieldValues>({
  mutation,
  handleSubmit,
  shownUnderField,
  done,
  onClose,
  ...dialog
}: ActionDialogProps<Values>) {
  const texts = useDialogTexts();
  return (
    <ConfirmDialog
      open
      {...dialog}
      pending={mutation.isPending}
      error={texts.actionText(mutation.error, shownUnderField)}
      maxWidth="sm"
      onClose={onClose}
      onConfirm={() =>
        void handleSubmit((values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              notify(done, { severity: 'success' });
              onClose();
            },
          }),
        )()
      }
    />
  );
}
