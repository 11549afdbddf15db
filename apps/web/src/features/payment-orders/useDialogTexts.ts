import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverAlertText } from '../../components/forms/serverErrors';
import { useMoney } from '../../components/money';
import type { ApiFieldError } from '../../http/fetchJson';

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
    /** Why the action failed, unless the form's fields say it all; the problem's second sentence follows. */
    actionText(error: unknown, fields: readonly string[]): string | undefined {
      return serverAlertText(error, fields, {
        network: t('errors.network'),
        generic: t('errors.actionFailed'),
        fieldText: field,
      });
    },
  };
}
