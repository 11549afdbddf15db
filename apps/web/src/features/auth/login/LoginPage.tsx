import { lazy, Suspense, useState } from 'react';
import type { SessionUserDto } from '@fxbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '../../../session/access';
import { startSession } from '../../../session/session';
import { afterPaint } from '../../../components/afterPaint';
import { AuthCard } from '../components/AuthCard';
import {
  clearPendingSignIn,
  loadPendingSignIn,
  savePendingSignIn,
  type PendingSignIn,
} from '../pendingSignIn';
import { PageLoader } from '../../../components/PageLoader';
import { loadLoginSchemas } from './api';
import { CODE_SENT_MS } from './code';
import { CredentialsStep } from './CredentialsStep';
import { SessionEndedNotice } from './SessionEndedNotice';
import { notifySignedIn, notifySignInStep } from './toasts';

const loadCodeStep = () => import('./CodeStep');
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));

/**
 * What submitting needs and the first paint does not: the domain schemas and the code step. Asked for when the
 * form gets focus (at once, as the identifier is autofocused), fetched once the form has painted.
 */
function prefetch() {
  afterPaint(() => {
    void loadLoginSchemas().catch(() => undefined);
    void loadCodeStep().catch(() => undefined);
  });
}

/**
 * /login in two states on one route: the password step, then the code step (spec 4). A reload during the code
 * step comes back to it; success goes to the remembered path or /home with 'Login efetuado com sucesso'.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<PendingSignIn | null>(() => loadPendingSignIn());
  const [login, setLogin] = useState('');

  const changePending = (next: PendingSignIn | null) => {
    if (next) savePendingSignIn(next);
    else clearPendingSignIn();
    setPending(next);
  };

  const signedIn = (user: SessionUserDto) => {
    clearPendingSignIn();
    startSession(queryClient, user);
    notifySignedIn(t('login.success'));
    // An operator-made account starts with a password to replace (npm run users -- create without --password).
    const next = user.mustChangePassword ? '/change-password' : afterSignInPath(location.search);
    void navigate(next, { replace: true });
  };

  if (pending) {
    return (
      <AuthCard title={t('code.title')}>
        <Suspense fallback={<PageLoader />}>
          <CodeStep
            pending={pending}
            onPendingChange={changePending}
            onRestart={() => changePending(null)}
            onSignedIn={signedIn}
          />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <SessionEndedNotice />
      <CredentialsStep
        initialLogin={login}
        onSignedIn={signedIn}
        onStart={prefetch}
        onCodeRequired={(next, typedLogin) => {
          setLogin(typedLogin);
          changePending({
            attemptId: next.attemptId,
            method: next.method,
            emailHint: next.emailHint,
            expiresAt: next.expiresAt,
            resendAvailableAt: next.resendAvailableAt,
          });
          if (next.method === 'email')
            notifySignInStep(t('code.codeSent'), { severity: 'info', autoHideMs: CODE_SENT_MS });
        }}
      />
    </AuthCard>
  );
}
