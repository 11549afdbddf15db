import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords: the head of zxcvbn-ts's ranked "passwords-common" dictionary (from
 * leaked-password frequency lists), compared case-insensitively, so "P@ssw0rd" counts as "p@ssw0rd".
 */
export const COMMON_PASSWORDS_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

function commonSet(): ReadonlySet<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_COUNT).map((p) => p.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonSet().has(password.toLowerCase());
}
