import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/apiErrorText';
import type { Decision, useDecision } from './api';

/** What the approve and reject dialogs are given: the decision's mutation, and how to close them. */
export interface DecisionDialogProps {
  open: boolean;
  decision: ReturnType<typeof useDecision>;
  onClose: () => void;
}

/**
 * The text of the decision's failure in its own dialog (none while the last decision of that kind has not
 * failed): the catalogue's text for a field-error code, a request already decided or gone, the given texts by
 * problem code, else the server's title.
 */
export function useDecisionError(
  decision: ReturnType<typeof useDecision>,
  kind: Decision['kind'],
  byCode: Record<string, string> = {},
): string | undefined {
  const { t } = useTranslation('users');
  return decision.isError && decision.variables?.kind === kind
    ? apiErrorText(decision.error, {
        byFieldCode: t('validation', { returnObjects: true }),
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
