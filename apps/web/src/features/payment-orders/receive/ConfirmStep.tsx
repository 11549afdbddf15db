import {
  ACCOUNT_TYPE_LABELS,
  BINDING_RELATIONSHIP_LABELS,
  countryName,
  findBankByCode,
  PIX_KEY_TYPE_LABELS,
  RECEIPT_REASON_LABELS,
  type PaymentOrderDetail,
  type ReceivingPreview,
} from '@fxbo/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DetailSection, Field, FieldGrid } from '../../../components/DetailSection';
import { useFormatters } from '../../../components/format';
import { useMoney } from '../../../components/money';
import { formatFileSize, formatPercent } from './numbers';
import type { ReceiveValues } from './receiveForm';

export interface ConfirmStepProps {
  order: PaymentOrderDetail;
  preview: ReceivingPreview;
  /** What the client filled in (the preview holds only the figures). */
  values: ReceiveValues;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation step: every figure the server priced (value, rate, gross, IOF, fee, value to receive, VET,
 * expected payment date, USD equivalent, whether a document is needed) and what the client filled in, before
 * they commit.
 */
export function ConfirmStep({ order, preview: p, values, pending, onBack, onConfirm }: ConfirmStepProps) {
  const { t } = useTranslation('paymentOrders');
  const format = useFormatters();
  const { money, rate, label, language } = useMoney();
  const destination =
    values.destination === 'pix'
      ? t('receive.confirm.destinationPix', {
          type: label(PIX_KEY_TYPE_LABELS, values.pixKeyType),
          key: values.pixKey.trim(),
        })
      : t('receive.confirm.destinationAccount', {
          bank: findBankByCode(values.bankCode)?.shortName ?? values.bankCode,
          code: values.bankCode,
          agency: values.agency.trim(),
          type: label(ACCOUNT_TYPE_LABELS, values.accountType).toLowerCase(),
          account: values.account.trim(),
        });
  return (
    <Stack spacing={2}>
      <DetailSection id="receive-figures" title={t('receive.confirm.figures')}>
        <FieldGrid>
          <Field label={t('receive.confirm.receiptValue')}>{money(p.receiptValue, order.currency)}</Field>
          <Field label={t('receive.confirm.exchangeRate')}>{rate(p.exchangeRate)}</Field>
          <Field label={t('receive.confirm.grossValue')}>{money(p.grossValue, 'BRL')}</Field>
          <Field label={t('receive.confirm.iofRate')}>{formatPercent(p.iofRate, language)}</Field>
          <Field label={t('receive.confirm.iofValue')}>{money(p.iofValue, 'BRL')}</Field>
          <Field label={t('receive.confirm.operationFee')}>{money(p.operationFee, 'BRL')}</Field>
          <Field label={t('receive.confirm.valueToReceive')}>
            <strong>{money(p.valueToReceive, 'BRL')}</strong>
          </Field>
          <Field label={t('receive.confirm.vetRate')}>{rate(p.vetRate)}</Field>
          <Field label={t('receive.confirm.expectedPaymentDate')}>{format.date(p.expectedPaymentDate)}</Field>
          <Field label={t('receive.confirm.usdEquivalent')}>{money(p.usdEquivalent, 'USD')}</Field>
          <Field label={t('receive.confirm.documentRequired')}>
            {p.documentRequired ? t('receive.confirm.yes') : t('receive.confirm.no')}
          </Field>
        </FieldGrid>
      </DetailSection>
      <DetailSection id="receive-data" title={t('receive.confirm.data')}>
        <FieldGrid>
          <Field label={t('receive.form.payer')}>{values.payer.trim()}</Field>
          <Field label={t('receive.form.payerCountry')}>{countryName(values.payerCountry, language)}</Field>
          <Field label={t('receive.form.bindingRelationship')}>
            {label(BINDING_RELATIONSHIP_LABELS, values.bindingRelationship)}
          </Field>
          <Field label={t('receive.form.reason')}>{label(RECEIPT_REASON_LABELS, values.reason)}</Field>
          <Field label={t('receive.form.destination')}>{destination}</Field>
          <Field label={t('receive.form.document')}>
            {values.document
              ? t('receive.form.documentChosen', {
                  name: values.document.name,
                  size: formatFileSize(values.document.size, language),
                })
              : t('receive.form.documentNone')}
          </Field>
        </FieldGrid>
      </DetailSection>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {t('receive.confirm.submit')}
        </Button>
        <Button variant="outlined" onClick={onBack} disabled={pending}>
          {t('receive.confirm.edit')}
        </Button>
      </Stack>
    </Stack>
  );
}
