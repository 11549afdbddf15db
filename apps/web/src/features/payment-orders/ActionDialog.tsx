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
  /** The form's fields: the server's errors on them are said under them, any other in the dialog. */
  fields: readonly string[];
  /** Said once the action is done, as the dialog closes. */
  done: string;
};

/**
 * The frame of the payment orders' action dialogs (ConfirmDialog, small): its confirm checks the form, runs
 * the mutation, and once done says so and closes; a failure is said under its field, or in the
 * dialog when it names none of the form's fields (components/forms/serverErrors.ts).
 */
export function ActionDialog<Values extends FieldValues>({
  mutation,
  handleSubmit,
  fields,
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
      error={texts.actionText(mutation.error, fields)}
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
