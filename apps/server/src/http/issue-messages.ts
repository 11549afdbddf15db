import { FIELD_MESSAGES, fieldMessageFor } from '@fxbo/domain';
import type { Locale } from './locale.js';

// Domain schemas speak the spec's English; a message without a code (e.g. zod's "required" on a missing
// field) is recognised by its text.
const codeByEnglish = new Map(
  Object.entries(FIELD_MESSAGES)
    .reverse()
    .map(([code, m]) => [m.en as string, code]),
);

/** The code a domain schema attached to an issue (`params.code`), translated; undefined when none. */
export function translateIssue(
  params: Record<string, unknown>,
  message: string | undefined,
  locale: Locale,
): { code: string; message: string } | undefined {
  const inner = params['params'];
  const attached =
    inner && typeof inner === 'object' ? (inner as Record<string, unknown>)['code'] : undefined;
  const code = typeof attached === 'string' ? attached : message ? codeByEnglish.get(message) : undefined;
  if (!code) return undefined;
  const translated = fieldMessageFor(code, locale);
  return translated ? { code, message: translated } : undefined;
}
