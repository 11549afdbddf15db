import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~30 ms here, affordable per sign-in.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). A fixed salt is only for reproducible demo data. */
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { ...OPTIONS, salt } : OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same work as a real check when the user does not exist, so response time does not
 * reveal which identifiers have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-9f2c');
  await verifyPassword(await dummy, password);
}
