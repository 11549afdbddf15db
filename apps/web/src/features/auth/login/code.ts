// Spec 9: the code-sent message stays 10 s.
export const CODE_SENT_MS = 10_000;

/** Only digits, at most six: what a pasted "123 456" or "123-456" becomes. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}
