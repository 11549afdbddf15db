/*
 * Context-specific words (NIST SP 800-63B, 5.1.1.2): a password must not contain its owner's name or the
 * local part of their e-mail, however it is cased, accented or written with digits for letters.
 */

/** Parts shorter than this are ignored: "da", "Ana" or "li" would refuse too many unrelated passwords. */
export const PERSONAL_WORD_MIN = 4;

// The usual digit and symbol stand-ins for letters ("S3nh@" for "senha").
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Lower case without accents, so "CÂMBIO" and "cambio" are one word. */
export function plainLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` with its stand-ins read as the letters they replace. */
export function unLeet(text: string): string {
  return [...text].map((c) => LEET[c] ?? c).join('');
}

/** Whoever the password is for: what is known of them where it is set. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** The owner's words a password may not contain: name parts and e-mail local part parts, long enough. */
export function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0] ?? '';
  const words = [...(owner.name ?? '').split(/[^\p{L}]+/u), ...local.split(/[^\p{L}\p{N}]+/u), local]
    .map(plainLetters)
    .filter((w) => [...w].length >= PERSONAL_WORD_MIN);
  return [...new Set(words)];
}

/** Does the password contain one of its owner's words, as typed or with its stand-ins read as letters? */
export function containsPersonalWords(password: string, owner: PasswordOwner): boolean {
  const plain = plainLetters(password);
  const read = unLeet(plain);
  return personalWords(owner).some((w) => plain.includes(w) || read.includes(unLeet(w)));
}
