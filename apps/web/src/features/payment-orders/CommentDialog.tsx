import { COMMENT_MAX, paymentOrderCommentRequestSchema } from '@fxbo/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { codeResolver } from '../../components/forms/codeResolver';
import { TextInput } from '../../components/forms/TextInput';
import { useFormatters } from '../../components/format';
import { paymentOrderActions, usePaymentOrderMutation } from './api';
import type { OrderDialogProps } from './OrderDialogProps';
import { serverFieldError } from '../../components/forms/serverErrors';
import { useDialogTexts } from './useDialogTexts';

interface Values {
  body: string;
}
const resolver = codeResolver<Values>(paymentOrderCommentRequestSchema);

/** A comment on the order: several lines, up to 2,000 characters, counted as they are typed. */
export function CommentDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const texts = useDialogTexts();
  const comment = usePaymentOrderMutation(order.id, (values: Values, key: string) =>
    paymentOrderActions.comment(order.id, values, key),
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { body: '' }, mode: 'onTouched' });
  const server = serverFieldError(comment.error, 'body');
  // Characters as the domain counts them (code points), not UTF-16 units.
  const typed = [...useWatch({ control, name: 'body' })].length;
  const counterId = `comment-counter-${order.id}`;
  return (
    <ActionDialog
      title={t('comment.title', { opr: order.oprNumber })}
      confirmLabel={t('comment.submit')}
      mutation={comment}
      handleSubmit={handleSubmit}
      fields={['body']}
      done={t('comment.done')}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <TextInput
          id={`comment-body-${order.id}`}
          label={t('comment.body')}
          multiline
          minRows={4}
          maxRows={12}
          required
          fullWidth
          autoFocus
          inputProps={{ maxLength: COMMENT_MAX }}
          errorMessage={texts.fieldText(errors.body, server)}
          describedBy={counterId}
          {...register('body')}
        />
        <Typography
          id={counterId}
          variant="caption"
          color={typed > COMMENT_MAX ? 'error' : 'textSecondary'}
          sx={{ justifySelf: 'end' }}
        >
          {t('comment.counter', { typed: format.count(typed), max: format.count(COMMENT_MAX) })}
        </Typography>
      </Box>
    </ActionDialog>
  );
}
