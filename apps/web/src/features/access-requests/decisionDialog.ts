import { useTranslation } from 'react-i18next';
import { serverAlertText } from '../../components/forms/serverErrors';
import type { Decision, useDecision } from './api';

/** What the approve and reject dialogs are given: the decision's mutation, and how to close them. */
export interface DecisionDialogProps {
  open: boolean;
  decision: ReturnType<typeof useDecision>;
  onClose: () => void;
}

/**
 * The text of the decision's failure in its own dialog (none while the last decision of that kind has not
 * failed): the catalogue's text for a field error naming none of `fields`, a request already decided or gone,
 * the given texts by problem code, else the server's title (components/forms/serverErrors.ts).
 */
export function useDecisionError(
  decision: ReturnType<typeof useDecision>,
  kind: Decision['kind'],
  byCode: Record<string, string> = {},
  /** The dialog's form fields: a server error on one of them is said under it, not here. */
  fields: readonly string[] = [],
): string | undefined {
  const { t } = useTranslation('users');
  const validation: Partial<Record<string, string>> = t('validation', { returnObjects: true });
  return decision.isError && decision.variables?.kind === kind
    ? serverAlertText(decision.error, fields, {
        fieldText: (code, message) => validation[code] ?? message,
        byCode: {
          ...byCode,
          access_request_decided: t('requests.errors.decided'),
          not_found: t('requests.errors.notFound'),
        },
        network: t('errors.network'),
        generic: t('errors.generic'),
      })
    : undefined;
}
