import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/apiErrorText';
import { useMoney } from '../../components/money';
import { ApiError, type ApiFieldError } from '../../http/fetchJson';

/** How the action dialogs word their errors, in the UI language. */
export function useDialogTexts() {
  const { t } = useTranslation('paymentOrders');
  const { field } = useMoney();
  return {
    /** A field's error: the form's own check (its domain code) first, else what the server said of it. */
    fieldText(client: FieldError | undefined, server: ApiFieldError | undefined): string | undefined {
      if (client) return field(client.type, client.message);
      return server ? field(server.code, server.message) : undefined;
    },
    /** Why the action failed, unless a field already says it; the problem's second sentence follows. */
    actionText(error: unknown, shownUnderField: boolean): string | undefined {
      if (!error || shownUnderField) return undefined;
      const text = apiErrorText(error, { network: t('errors.network'), generic: t('errors.actionFailed') });
      const detail = error instanceof ApiError ? error.detail : undefined;
      return detail && detail !== text ? `${text} ${detail}` : text;
    },
  };
}
