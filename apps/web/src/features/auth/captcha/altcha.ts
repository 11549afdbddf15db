// The ALTCHA widget, loaded on demand by CaptchaField so it stays out of the first paint of /login.
// `altcha/external` leaves the proof-of-work workers out of its bundle: ours (pbkdf2.worker.ts) is emitted
// by Vite as a file of its own, which the page's CSP (`worker-src 'self' blob:`, `script-src 'self'`) allows.
// The styles come as a stylesheet instead of being injected by script.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/global';
import Pbkdf2Worker from './pbkdf2.worker?worker';
import { isCaptchaProgress, reportCaptchaProgress } from './progress';

export { onCaptchaProgress } from './progress';

// The server's challenges are PBKDF2/SHA-256 (apps/server/src/platform/captcha.ts). The worker's progress
// reports are taken here, before the widget's own listener (added later) would read them as the answer.
$altcha.algorithms.set('PBKDF2/SHA-256', () => {
  const worker = new Pbkdf2Worker();
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isCaptchaProgress(event.data)) return;
    event.stopImmediatePropagation();
    reportCaptchaProgress(worker, event.data);
  });
  return worker;
});

/** The widget's own texts, taken from our catalogue so they follow the UI language. */
export function setWidgetStrings(language: string, strings: Record<string, string>): void {
  $altcha.i18n.set(language, strings);
}
