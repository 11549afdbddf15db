import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
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
 * painted and starts solving when the user focuses any field of the form. Its error, if any, is tied to it.
 */
export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField(
  { id, onChange, error },
  ref,
) {
  const { t, i18n } = useTranslation('auth');
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<AltchaWidgetElement | null>(null);
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
          if (active) setLoaded('ready');
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
    if (!element || loaded !== 'ready') return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
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
      element.removeEventListener('statechange', onState);
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
    }),
    [],
  );

  const errorId = `${id}-error`;
  return (
    <Box>
      {loaded === 'ready' ? (
        <Box
          key={language}
          role="group"
          aria-label={t('captcha.label')}
          aria-describedby={error ? errorId : undefined}
          sx={{
            '--altcha-max-width': '100%',
            '--altcha-color-primary': (theme) => theme.palette.primary.main,
            '--altcha-border-color': (theme) => (error ? theme.palette.error.main : theme.palette.divider),
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
        </Box>
      ) : loaded === 'loading' ? (
        <Skeleton variant="rounded" height={58} aria-hidden />
      ) : null}
      {loaded === 'failed' ? (
        <FormHelperText id={errorId} error role="alert">
          {t('captcha.loadFailed')}
        </FormHelperText>
      ) : error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
