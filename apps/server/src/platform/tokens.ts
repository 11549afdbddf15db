import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session, CSRF, trusted-device and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak yields nothing usable. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export function sameHash(a: Buffer | null | undefined, b: Buffer): boolean {
  return !!a && a.length === b.length && timingSafeEqual(a, b);
}
