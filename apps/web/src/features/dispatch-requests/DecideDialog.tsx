import {
  dispatchRequestRegisterSchema,
  dispatchRequestRejectSchema,
  REASON_MAX,
  type DispatchRequestSummary,
} from '@fxbo/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { issueCode } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { useMoney } from '../../components/money';
import { notify } from '../../components/notifications';
import { useDecide } from './api';
import { serverAlertText } from '../../components/forms/serverErrors';
import { useActionField } from '../../components/forms/useActionField';

interface Props {
  request: DispatchRequestSummary;
  kind: 'register' | 'reject';
  onClose: () => void;
}

/**
 * A decision on a pending dispatch request: register it with its DU-E number, or reject it with the reason.
 * The form checks what the server checks (the same domain schema and codes); the server also refuses a
 * request someone decided meanwhile (409, said in the dialog).
 */
export function DecideDialog({ request, kind, onClose }: Props) {
  const { t } = useTranslation('dispatchRequests');
  const { money, field } = useMoney();
  const decide = useDecide(request.id);
  const name = kind === 'register' ? 'dueNumber' : 'reason';
  const parse = (text: string) =>
    kind === 'register'
      ? dispatchRequestRegisterSchema.safeParse({ dueNumber: text })
      : dispatchRequestRejectSchema.safeParse({ reason: text });
  const input = useActionField({
    mutation: decide,
    name,
    initial: '',
    problem: (text) => {
      const issue = parse(text).error?.issues[0];
      return issue ? field(issueCode(issue), issue.message) : undefined;
    },
    words: field,
  });
  const text = input.text;
  const parsed = parse(text);
  const error = serverAlertText(decide.error, [name], {
    network: t('errors.network'),
    generic: t('errors.actionFailed'),
    fieldText: field,
  });
  const described = t('decide.request', {
    client: request.client.name,
    invoice: request.invoiceNumber ?? '—',
    value: money(request.value, request.currency),
  });

  const onConfirm = () => {
    input.touch();
    if (!parsed.success) return;
    const decision =
      kind === 'register'
        ? { kind, body: { dueNumber: text } as const }
        : { kind, body: { reason: text } as const };
    decide.mutate(decision, {
      onSuccess: (result) => {
        notify(
          kind === 'register'
            ? t('register.done', { due: result.dueNumber ?? '' })
            : t('reject.done', { invoice: request.invoiceNumber ?? '—' }),
          { severity: 'success' },
        );
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open
      title={t(`${kind}.title`)}
      message={t(`${kind}.message`)}
      confirmLabel={t(`${kind}.confirm`)}
      destructive={kind === 'reject'}
      pending={decide.isPending}
      error={error}
      maxWidth="sm"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Typography sx={{ fontWeight: 600, mb: 2 }}>{described}</Typography>
      <TextInput
        id={`dispatch-${kind}-${request.id}`}
        label={t(`${kind}.field`)}
        required
        fullWidth
        autoFocus
        {...input.input}
        {...(kind === 'reject'
          ? { multiline: true, minRows: 3, inputProps: { maxLength: REASON_MAX } }
          : { inputProps: { autoComplete: 'off', spellCheck: false, maxLength: 20 } })}
        helperText={t(`${kind}.help`)}
        errorMessage={input.error}
      />
    </ConfirmDialog>
  );
}
