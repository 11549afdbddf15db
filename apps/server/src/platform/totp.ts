import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s.
const ISSUER = 'FX Back-office';

function key(sessionSecret: string): Buffer {
  return createHash('sha256').update(`totp-secret-encryption:${sessionSecret}`).digest();
}

/** Secrets are kept encrypted (AES-256-GCM) so a database dump alone cannot mint codes. */
export function encryptSecret(base32: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

export function decryptSecret(stored: string, sessionSecret: string): string | undefined {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(base32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32) });
}

/**
 * The 30 s time step the code belongs to, accepting the current step and one on either side for clocks
 * that drift a little; undefined when the code is wrong.
 */
export function totpStep(
  stored: string,
  code: string,
  sessionSecret: string,
  now = Date.now(),
): number | undefined {
  const base32 = decryptSecret(stored, sessionSecret);
  if (!base32 || !/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(base32, 'x').validate({ token: code, window: 1, timestamp: now });
  return delta === null ? undefined : Math.floor(now / 30_000) + delta;
}

export function verifyTotp(stored: string, code: string, sessionSecret: string): boolean {
  return totpStep(stored, code, sessionSecret) !== undefined;
}
