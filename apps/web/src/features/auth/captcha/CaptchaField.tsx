import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../../components/afterPaint';
import type * as Altcha from './altcha';

export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

export interface CaptchaHandle {
  /** A new challenge, solved at once: after any answer of the server, the old solution is spent. */
  renew(): void;
  /**
   * The solution as soon as there is one: at once when solved, when the verification under way ends, or
   * after a new one (none started yet, expired, failed). '' when it fails or the widget is not there.
   */
  solved(): Promise<string>;
}

interface CaptchaFieldProps {
  id: string;
  /** The solved payload (base64), or '' while unsolved. */
  onChange: (payload: string) => void;
  error?: string | undefined;
}

let widgetModule: Promise<typeof Altcha> | undefined;
/** One download per page, shared by every form that shows the widget. */
function loadWidget() {
  widgetModule ??= import('./altcha');
  return widgetModule;
}

// The widget's language keys are lower-case ('pt-br').
const widgetLanguage = (language: string | undefined) => (language ?? 'pt-BR').toLowerCase();

/**
 * The ALTCHA proof-of-work check (self-hosted, no third party, no cookies). It is fetched after the form has
 * painted and starts solving when the user focuses any field of the form; while it works, a bar shows how much
 * of the challenge's range it has searched. Its error, if any, is tied to it, and not shown while a
 * verification is under way (the widget says "verifying" then, which is the truth).
 */
export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField(
  { id, onChange, error },
  ref,
) {
  const { t, i18n } = useTranslation('auth');
  const [loaded, setLoaded] = useState<typeof Altcha | 'loading' | 'failed'>('loading');
  const [verifying, setVerifying] = useState(false);
  const [searched, setSearched] = useState(0);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const payload = useRef('');
  const waiting = useRef(new Set<(payload: string) => void>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const language = widgetLanguage(i18n.resolvedLanguage);

  useEffect(() => {
    let active = true;
    const cancel = afterPaint(() =>
      loadWidget().then(
        (module) => {
          const strings = t('captcha.widget', { returnObjects: true }) as Record<string, string>;
          module.setWidgetStrings(language, strings);
          if (active) setLoaded(module);
        },
        () => active && setLoaded('failed'),
      ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element || typeof loaded !== 'object') return;
    const settle = (value: string) => {
      for (const resolve of waiting.current) resolve(value);
      waiting.current.clear();
    };
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payload.current = detail.state === 'verified' && detail.payload ? detail.payload : '';
      setVerifying(detail.state === 'verifying');
      setSearched(0);
      onChangeRef.current(payload.current);
      if (detail.state !== 'verifying') settle(payload.current);
    };
    element.addEventListener('statechange', onState);
    const stopProgress = loaded.onCaptchaProgress(setSearched);
    // auto="onfocus" listens for focus entering the form; a field focused before the widget arrived (the
    // autofocused identifier) never fires that, so start solving now. The widget mounts in a microtask.
    const kick = setTimeout(() => {
      const form = element.closest('form');
      if (form?.contains(document.activeElement) && element.getState?.() === 'unverified') {
        void element.verify().catch(() => undefined);
      }
    }, 0);
    return () => {
      clearTimeout(kick);
      stopProgress();
      element.removeEventListener('statechange', onState);
      settle('');
    };
  }, [loaded, language]);

  useImperativeHandle(
    ref,
    () => ({
      renew() {
        onChangeRef.current('');
        const element = widget.current;
        if (!element?.reset) return;
        element.reset();
        // Moving focus into a field (the caller may be focusing the field in error) starts a verification by
        // itself; a second one would abort it and flash an error. Start one only if nothing else did.
        setTimeout(() => {
          if (element.getState() === 'unverified') void element.verify().catch(() => undefined);
        }, 0);
      },
      solved() {
        const element = widget.current;
        if (!element?.getState) return Promise.resolve('');
        const state = element.getState();
        if (state === 'verified') return Promise.resolve(payload.current);
        const solution = new Promise<string>((resolve) => waiting.current.add(resolve));
        if (state !== 'verifying') void element.verify().catch(() => undefined);
        return solution;
      },
    }),
    [],
  );

  const errorId = `${id}-error`;
  const shownError = verifying ? undefined : error;
  return (
    <Box>
      {typeof loaded === 'object' ? (
        <Box
          key={language}
          role="group"
          aria-label={t('captcha.label')}
          aria-describedby={shownError ? errorId : undefined}
          sx={{
            position: 'relative',
            '--altcha-max-width': '100%',
            '--altcha-color-primary': (theme) => theme.palette.primary.main,
            '--altcha-border-color': (theme) =>
              shownError ? theme.palette.error.main : theme.palette.divider,
            '--altcha-border-radius': (theme) => `${theme.shape.borderRadius}px`,
          }}
        >
          <altcha-widget
            id={id}
            ref={(element: HTMLElement | null) => {
              widget.current = element as AltchaWidgetElement | null;
            }}
            challenge={CAPTCHA_CHALLENGE_URL}
            name="captcha"
            auto="onfocus"
            language={language}
          />
          {verifying ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(searched * 100)}
              aria-label={t('captcha.progress')}
              sx={{
                position: 'absolute',
                insetInline: 1,
                bottom: 1,
                height: 4,
                borderEndStartRadius: (theme) => theme.shape.borderRadius,
                borderEndEndRadius: (theme) => theme.shape.borderRadius,
              }}
            />
          ) : null}
        </Box>
      ) : loaded === 'loading' ? (
        <Skeleton variant="rounded" height={58} aria-hidden />
      ) : null}
      {loaded === 'failed' ? (
        <FormHelperText id={errorId} error role="alert">
          {t('captcha.loadFailed')}
        </FormHelperText>
      ) : shownError ? (
        <FormHelperText id={errorId} error>
          {shownError}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
