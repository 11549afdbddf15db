import { containsPersonalWords, plainLetters, unLeet, type PasswordOwner } from '@fxbo/domain';
import { dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';
import { BRAZILIAN_PASSWORD_WORDS } from './brazilian-password-words.js';

/**
 * The 10,000 most common passwords: the head of zxcvbn-ts's ranked "passwords-common" dictionary (from
 * leaked-password frequency lists), compared case-insensitively, so "P@ssw0rd" counts as "p@ssw0rd".
 */
export const COMMON_PASSWORDS_COUNT = 10_000;

/** Base words shorter than this are not looked up: "eu" or "ab" plus digits is not a word someone chose. */
const BASE_MIN = 3;

let passwords: ReadonlySet<string> | undefined;
let bases: ReadonlySet<string> | undefined;

function commonSet(): ReadonlySet<string> {
  passwords ??= new Set(
    common['passwords-common'].slice(0, COMMON_PASSWORDS_COUNT).map((p) => p.toLowerCase()),
  );
  return passwords;
}

/**
 * Words a composition-policy password is built on: the common passwords themselves ("admin", "qwerty"),
 * zxcvbn-ts's Brazilian Portuguese dictionaries (common words, first and last names, Wikipedia's most
 * frequent words) and our list of what those miss (clubs, "mudar", …), without accents or case.
 */
function baseSet(): ReadonlySet<string> {
  bases ??= new Set(
    [
      ...commonSet(),
      ...ptBr['commonWords-pt-br'],
      ...ptBr['firstnames-pt-br'],
      ...ptBr['lastnames-pt-br'],
      ...ptBr['wikipedia-pt-br'],
      ...BRAZILIAN_PASSWORD_WORDS,
    ]
      .map(plainLetters)
      .filter((w) => w.length >= BASE_MIN && /^\p{L}+$/u.test(w)),
  );
  return bases;
}

/**
 * What is left of a password once the policy's dressing is taken off: the non-letters at either end
 * ("@2024", "123!", "#") cut at every point, so "s3nh@2024" gives "s3nh" and "s3nh@" (a stand-in at the
 * end of the word), each also read with its stand-ins as letters ("senha").
 */
function baseCandidates(password: string): Set<string> {
  const plain = plainLetters(password);
  const [, lead = '', core = '', trail = ''] = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/su.exec(plain) ?? [];
  const found = new Set<string>();
  for (let i = 0; i <= lead.length; i++) {
    for (let j = 0; j <= trail.length; j++) {
      const word = lead.slice(lead.length - i) + core + trail.slice(0, j);
      found.add(word);
      found.add(unLeet(word));
    }
  }
  return found;
}

/**
 * Is the password common: one of the 10,000 most common passwords, or a common word (Brazilian above all)
 * with the capital, symbol and digits or year the policy asks for ("Senha@123", "Brasil@2026", "S3nh@2024").
 */
export function isCommonPassword(password: string): boolean {
  if (commonSet().has(password.toLowerCase())) return true;
  const words = baseSet();
  return [...baseCandidates(password)].some((w) => words.has(w));
}

/**
 * Why a password someone chose for themselves is refused beyond the policy, or null: common, or holding its
 * owner's name or e-mail. Every place a password is set asks this.
 */
export function passwordRefusal(
  password: string,
  owner: PasswordOwner,
): 'password_common' | 'password_personal' | null {
  if (isCommonPassword(password)) return 'password_common';
  return containsPersonalWords(password, owner) ? 'password_personal' : null;
}
