import { hashPassword } from '../platform/password-hash.js';
import { streamSeed } from './random.js';

/**
 * The one password of every seeded user (staff, client users, access requests). It satisfies the password
 * policy: 6–40 characters with upper case, lower case, a digit and a special character.
 */
export const DEMO_PASSWORD = 'Cambio@2026';

/** E-mail domain of the seeded staff; client users get `<company>.example`. `.example` is reserved (RFC 2606): never routable. */
export const STAFF_EMAIL_DOMAIN = 'cambio.example';

/**
 * Hashes DEMO_PASSWORD once per run with argon2id and the same cost as platform/password-hash.ts
 * (OWASP baseline: 19 MiB, 2 passes, 1 lane). The salt is derived from the seed so that the same seed gives
 * byte-identical rows; every account still gets a proper argon2id hash that the sign-in code verifies.
 */
export async function hashDemoPassword(seed: number): Promise<string> {
  const salt = Buffer.alloc(16);
  for (let i = 0; i < 4; i++) salt.writeUInt32BE(streamSeed(seed, `password-salt-${i}`), i * 4);
  return hashPassword(DEMO_PASSWORD, salt);
}
