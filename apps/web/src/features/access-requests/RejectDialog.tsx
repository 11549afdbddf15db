import { accessRequestRejectSchema, REJECT_REASON_MAX } from '@fxbo/domain';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../components/forms/serverErrors';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { useDecisionError, type DecisionDialogProps } from './decisionDialog';

interface Values {
  reason: string;
}
const resolver = codeResolver<Values>(accessRequestRejectSchema);

interface RejectDialogProps extends DecisionDialogProps {
  name: string;
  onRejected: () => void;
}

/** Rejection with the reason the requester is told by e-mail (required, at most 500 characters). */
export function RejectDialog({ open, name, decision, onClose, onRejected }: RejectDialogProps) {
  const { t, i18n } = useTranslation('users');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { reason: '' }, mode: 'onTouched' });

  const fieldError = errors.reason
    ? i18n.exists(`validation.${errors.reason.type}`, { ns: 'users' })
      ? t(`validation.${errors.reason.type}` as 'validation.reason_required')
      : errors.reason.message
    : undefined;
  const error = useDecisionError(decision, 'reject', {}, ['reason']);

  return (
    <ConfirmDialog
      open={open}
      destructive
      title={t('requests.reject.title', { name })}
      message={t('requests.reject.message')}
      confirmLabel={t('requests.reject.confirm')}
      pending={decision.isPending}
      error={error}
      onClose={onClose}
      onConfirm={() =>
        void handleSubmit(({ reason }) =>
          decision.mutate(
            { kind: 'reject', reason },
            {
              onSuccess: onRejected,
              onError: (e) => applyServerErrors(e, setError, ['reason']),
            },
          ),
        )()
      }
    >
      <TextInput
        id="reject-reason"
        label={t('requests.reject.reason')}
        multiline
        minRows={3}
        required
        fullWidth
        autoFocus
        inputProps={{ maxLength: REJECT_REASON_MAX }}
        errorMessage={fieldError}
        helperText={t('requests.reject.reasonHelp', { max: REJECT_REASON_MAX })}
        {...register('reason')}
      />
    </ConfirmDialog>
  );
}
