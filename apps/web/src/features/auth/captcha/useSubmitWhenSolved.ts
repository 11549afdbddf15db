import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CaptchaHandle } from './CaptchaField';

/**
 * The submit handler of a form with the captcha: a submit while the proof of work is under way waits for its
 * solution (the button shows it is busy, the widget shows its progress) and then goes ahead, instead of
 * failing with "captcha required" beside a widget still verifying. The captcha's field value is set by the
 * widget's state change before the wait ends. `busy` covers the wait and the submit. `fieldsValid` runs
 * first: a form whose own fields are wrong says so at once and does not wait for the captcha at all.
 */
export function useSubmitWhenSolved(
  captcha: RefObject<CaptchaHandle | null>,
  submit: () => Promise<void>,
  fieldsValid: () => Promise<boolean> = async () => true,
): { onSubmit: (event: FormEvent) => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void (async () => {
      try {
        if (!(await fieldsValid())) return;
        await captcha.current?.solved();
        await submit();
      } finally {
        running.current = false;
        setBusy(false);
      }
    })();
  };
  return { onSubmit, busy };
}
