import { useState, type ChangeEvent } from 'react';
import { serverFieldError } from './serverErrors';

/**
 * The one typed field of an action's dialog (a DU-E number, a reason, an amount): its text; what is wrong with
 * it, once touched by the form's own check (`problem`, in words) or else as the server refused `name`
 * (`words` of its code); and the input's props, whose typing clears the server's last refusal.
 */
export function useActionField({
  mutation,
  name,
  initial,
  problem,
  words,
}: {
  mutation: { error: unknown; reset: () => void };
  name: string;
  initial: string | (() => string);
  problem: (text: string) => string | undefined;
  words: (code: string, message?: string) => string;
}) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const local = touched ? problem(text) : undefined;
  const server = serverFieldError(mutation.error, name);
  return {
    text,
    touch: () => setTouched(true),
    error: local ?? (server ? words(server.code, server.message) : undefined),
    input: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setText(event.target.value);
        if (mutation.error) mutation.reset();
      },
      onBlur: () => setTouched(true),
    },
  };
}
