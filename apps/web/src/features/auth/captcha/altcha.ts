// The ALTCHA widget, loaded on demand by CaptchaField so it stays out of the first paint of /login.
// `altcha/external` leaves the proof-of-work workers out of its bundle: the PBKDF2 worker below is emitted
// by Vite as a file of its own, which the page's CSP (`worker-src 'self' blob:`, `script-src 'self'`) allows.
// The styles come as a stylesheet instead of being injected by script.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/global';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The server's challenges are PBKDF2/SHA-256 (apps/server/src/modules/auth/captcha.ts).
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's own texts, taken from our catalogue so they follow the UI language. */
export function setWidgetStrings(language: string, strings: Record<string, string>): void {
  $altcha.i18n.set(language, strings);
}
