import { amountOf, Dec, type ExportLiquidationSummary, contractDetailPath } from '@fxbo/domain';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextInput } from '../../components/forms/TextInput';
import { useMoney } from '../../components/money';
import { notify } from '../../components/notifications';
import { typedAmount } from '../../components/typedAmount';
import { amountProblem } from './amount';
import { useLiquidate } from './api';
import { serverAlertText, serverFieldError } from '../../components/forms/serverErrors';
import { useActionField } from '../../components/forms/useActionField';

interface Props {
  contract: ExportLiquidationSummary;
  onClose: () => void;
}

/**
 * Liquidating an export contract, in two steps: the amount (the open amount, editable: a partial liquidation
 * is allowed, never above what is open), then the confirmation of what it does, with what will remain open.
 * The server checks the same under a lock: someone may have liquidated part meanwhile.
 */
export function LiquidateDialog({ contract, onClose }: Props) {
  const { t } = useTranslation('exportLiquidation');
  const { money, field, language } = useMoney();
  const liquidate = useLiquidate(contract.id);
  const amount = useActionField({
    mutation: liquidate,
    name: 'amount',
    initial: () => typedAmount(contract.openAmount, language),
    problem: (text) => {
      const problem = amountProblem(text, language, contract.openAmount);
      return problem ? field(problem) : undefined;
    },
    words: field,
  });
  const [confirming, setConfirming] = useState(false);
  const problem = amountProblem(amount.text, language, contract.openAmount);
  const wire = problem ? null : amountOf(amount.text, language);
  const remaining = wire ? new Dec(contract.openAmount).minus(wire).toFixed(2) : contract.openAmount;
  const whole = wire !== null && new Dec(remaining).isZero();
  const error = serverAlertText(liquidate.error, ['amount'], {
    network: t('errors.network'),
    generic: t('errors.actionFailed'),
    fieldText: field,
  });

  const onConfirm = () => {
    if (!confirming) {
      amount.touch();
      if (!problem) setConfirming(true);
      return;
    }
    if (!wire) return;
    liquidate.mutate(
      { amount: wire },
      {
        onSuccess: (result) => {
          notify(
            result.status === 'liquidated'
              ? t('liquidate.doneWhole', { number: contract.contractNumber })
              : t('liquidate.donePart', {
                  number: contract.contractNumber,
                  open: money(result.openAmount, result.currency),
                }),
            {
              severity: 'success',
              link: { label: t('liquidate.viewContract'), href: contractDetailPath(contract.id) },
            },
          );
          onClose();
        },
        // A refusal of the amount goes back to the amount, with the server's message under it.
        onError: (e) => {
          if (serverFieldError(e, 'amount')) setConfirming(false);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={t('liquidate.title', { number: contract.contractNumber })}
      message={
        confirming && wire
          ? t(whole ? 'liquidate.confirmWhole' : 'liquidate.confirmPart', {
              amount: money(wire, contract.currency),
              number: contract.contractNumber,
              client: contract.client.name,
              open: money(remaining, contract.currency),
            })
          : t('liquidate.message')
      }
      confirmLabel={confirming ? t('liquidate.confirm') : t('liquidate.continue')}
      cancelLabel={confirming ? t('liquidate.back') : undefined}
      pending={liquidate.isPending}
      error={error}
      maxWidth="sm"
      onConfirm={onConfirm}
      onClose={confirming && !liquidate.isPending ? () => setConfirming(false) : onClose}
    >
      {confirming ? null : (
        <Stack spacing={2}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <Typography>
              {t('liquidate.meValue')}: <strong>{money(contract.meValue, contract.currency)}</strong>
            </Typography>
            <Typography>
              {t('liquidate.liquidated')}:{' '}
              <strong>{money(contract.liquidatedMeValue, contract.currency)}</strong>
            </Typography>
            <Typography>
              {t('liquidate.open')}: <strong>{money(contract.openAmount, contract.currency)}</strong>
            </Typography>
          </Stack>
          <TextInput
            id={`liquidation-amount-${contract.id}`}
            label={t('liquidate.amount')}
            required
            fullWidth
            autoFocus
            {...amount.input}
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
            startAdornment={<InputAdornment position="start">{contract.currency}</InputAdornment>}
            helperText={t('liquidate.amountHelp')}
            errorMessage={amount.error}
          />
        </Stack>
      )}
    </ConfirmDialog>
  );
}
