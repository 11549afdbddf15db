import { paymentOrderDetailPath } from '@fxbo/domain';
import type { FxQuote, PaymentOrderDetail, ReceivingPreview, ReceivingRequest } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionMutation } from '../../../components/useActionMutation';
import { codeResolver } from '../../../components/forms/codeResolver';
import { applyServerErrors, serverAlertText } from '../../../components/forms/serverErrors';
import { useMoney } from '../../../components/money';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../http/fetchJson';
import { paymentOrdersKeys } from '../api';
import { receiptUrl, receiveKeys, receivingApi } from './api';
import { ConfirmStep } from './ConfirmStep';
import { secondsLeft, spanSeconds } from './countdown';
import { QuotePanel } from './QuotePanel';
import { emptyReceiveValues, receiveFormSchema, toReceivingRequest, type ReceiveValues } from './receiveForm';
import { ReceiveFormStep } from './ReceiveFormStep';
import { useLiveQuote } from './useLiveQuote';

type Step = 'form' | 'confirm';
const FORM_FIELDS = Object.keys(emptyReceiveValues) as (keyof ReceiveValues)[];

const spanOf = (q: FxQuote | undefined) => (q ? spanSeconds(q) : 0);

/**
 * The two steps at a live quote. The form step prices the receiving (preview); the confirmation step holds
 * that quote and shows every figure; confirming sends the form and the document. A quote the server no longer
 * honours (409), an expiry on the confirmation step or the hours closing (422) bring the client back to the
 * form with the server's sentence and a new quote: nothing is ever re-priced without them seeing it.
 */
export function ReceiveFlow({ order }: { order: PaymentOrderDetail }) {
  const { t } = useTranslation('paymentOrders');
  const { language, field } = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('form');
  const [preview, setPreview] = useState<ReceivingPreview | null>(null);
  /** A sentence for the form step: why the client is back on it, or why the last call failed. */
  const [notice, setNotice] = useState<string | null>(null);
  const live = useLiveQuote(order.id, order.currency, true, step === 'confirm');

  const resolver = useMemo(
    () => codeResolver<ReceiveValues>(receiveFormSchema(language, order.availableBalance)),
    [language, order.availableBalance],
  );
  const form = useForm<ReceiveValues>({ resolver, defaultValues: emptyReceiveValues, mode: 'onTouched' });

  const priceIt = useMutation({
    mutationFn: (body: ReceivingRequest) => receivingApi.preview(order.id, body),
  });
  // Sent once: the flow's Idempotency-Key and a guard against a second click before the answer.
  const submit = useActionMutation({
    mutationFn: ({ body, document }: { body: ReceivingRequest; document: File | null }, key: string) =>
      receivingApi.submit(order.id, body, document, key),
  });

  /**
   * A refused call. Field errors go under their fields and a quote the server no longer honours (409) or
   * closed hours (422) send the client back to the form, with a new quote or the hours' sentence; anything
   * else is said where the client is.
   */
  const failed = (error: unknown) => {
    const status = error instanceof ApiError ? error.status : undefined;
    const placed = applyServerErrors(error, form.setError, FORM_FIELDS);
    if (placed || status === 409 || status === 422) setStep('form');
    if (status === 409) live.refresh();
    if (status === 422) void queryClient.invalidateQueries({ queryKey: receiveKeys.hours });
    setNotice(
      serverAlertText(error, FORM_FIELDS, {
        network: t('errors.network'),
        generic: t('errors.actionFailed'),
        fieldText: field,
      }) ?? null,
    );
  };

  const onContinue = form.handleSubmit((values) => {
    if (!live.quote) return;
    setNotice(null);
    priceIt.mutate(toReceivingRequest(values, language, live.quote.id), {
      onSuccess: (priced) => {
        setPreview(priced);
        // Spec 9: above USD 3,000.00 a document is required; the preview is what knows the equivalent.
        if (priced.documentRequired && !values.document)
          form.setError('document', { type: 'document_required' }, { shouldFocus: true });
        else setStep('confirm');
      },
      onError: failed,
    });
  });

  const onConfirm = () => {
    if (!preview) return;
    setNotice(null);
    const values = form.getValues();
    submit.mutate(
      { body: toReceivingRequest(values, language, preview.quote.id), document: values.document },
      {
        onSuccess: ({ receivingId }) => {
          void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.detail(order.id) });
          void queryClient.invalidateQueries({ queryKey: paymentOrdersKeys.lists() });
          notify(t('receive.done', { number: receivingId }), {
            severity: 'success',
            link: { label: t('receive.viewReceipt'), href: receiptUrl(order.id, receivingId), newTab: true },
          });
          void navigate(paymentOrderDetailPath(order.id));
        },
        onError: failed,
      },
    );
  };

  // The confirmation step's quote runs out before the client confirmed: back, with a new quote.
  const heldDeadline = step === 'confirm' && preview ? live.deadlineOf(preview.quote) : null;
  const { refresh } = live;
  useEffect(() => {
    if (heldDeadline === null || submit.isPending) return;
    const timer = setTimeout(
      () => {
        setStep('form');
        setNotice(t('receive.confirm.expired'));
        refresh();
      },
      Math.max(0, heldDeadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [heldDeadline, submit.isPending, refresh, t]);
  const held = heldDeadline === null ? 0 : secondsLeft(heldDeadline, live.now);

  const confirming = step === 'confirm' && preview !== null;
  return (
    <Stack spacing={2}>
      <Stepper activeStep={confirming ? 1 : 0} aria-label={t('receive.steps.label')}>
        <Step>
          <StepLabel>{t('receive.steps.form')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('receive.steps.confirm')}</StepLabel>
        </Step>
      </Stepper>
      {confirming ? (
        <QuotePanel
          currency={order.currency}
          quote={preview.quote}
          seconds={Math.min(held, spanOf(preview.quote))}
          span={spanOf(preview.quote)}
          fetching={false}
          error={undefined}
        />
      ) : (
        <QuotePanel
          currency={order.currency}
          quote={live.quote}
          seconds={live.seconds}
          span={spanOf(live.quote)}
          fetching={live.fetching}
          error={live.error}
          onRefresh={live.refresh}
        />
      )}
      {notice ? <Alert severity="warning">{notice}</Alert> : null}
      {confirming ? (
        <ConfirmStep
          order={order}
          preview={preview}
          values={form.getValues()}
          pending={submit.isPending}
          onBack={() => {
            setNotice(null);
            setStep('form');
          }}
          onConfirm={onConfirm}
        />
      ) : (
        <ReceiveFormStep
          order={order}
          form={form}
          documentRequired={preview?.documentRequired ?? false}
          pending={priceIt.isPending}
          canContinue={Boolean(live.quote) && !live.error && live.seconds > 0}
          onContinue={() => void onContinue()}
        />
      )}
    </Stack>
  );
}
