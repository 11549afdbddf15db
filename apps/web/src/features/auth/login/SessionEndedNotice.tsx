import { isSessionEndReason, SESSION_END_REASON_LABELS } from '@fxbo/domain';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ENDED_PARAM } from '../../../session/access';

/**
 * Why the last session ended, when it was ended by a change (permissions, password, an administrator): the
 * address's `ended` names the reason (session/session.ts, handleUnauthorized), written here in the page's
 * language. An unknown reason says nothing.
 */
export function SessionEndedNotice() {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const reason = new URLSearchParams(search).get(ENDED_PARAM);
  if (!isSessionEndReason(reason)) return null;
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'pt-BR';
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="session-ended">
      {SESSION_END_REASON_LABELS[reason][language]}
    </Alert>
  );
}
