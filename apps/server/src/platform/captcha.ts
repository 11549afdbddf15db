import { createHash, createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Locale } from '../http/locale.js';

const VALID_FOR_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaKeys {
  signature: string;
  keySignature: string;
}

/** Two purpose-bound secrets derived from SESSION_SECRET, so one secret is all an operator manages. */
export function captchaKeys(sessionSecret: string): CaptchaKeys {
  const derive = (purpose: string) => createHmac('sha256', sessionSecret).update(purpose).digest('hex');
  return { signature: derive('altcha-signature'), keySignature: derive('altcha-key-signature') };
}

/**
 * A signed, expiring proof-of-work challenge for the ALTCHA widget (self-hosted, no third party). The solver
 * derives PBKDF2 keys (`cost` iterations each) for counters 0, 1, 2… until it meets the one picked here,
 * uniformly below `maxCounter`: the expected work is maxCounter / 2 keys, for the widget and for a solver
 * that knows the range alike (a range starting above 0 would let the latter skip what the widget must do).
 * `maxCounter` travels in the challenge's signed data so the widget can show how much of the range it has
 * searched.
 */
export function newChallenge(keys: CaptchaKeys, captcha: Config['captcha']): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: captcha.cost,
    counter: randomInt(captcha.maxCounter),
    data: { maxCounter: captcha.maxCounter },
    deriveKey,
    expiresAt: new Date(Date.now() + VALID_FOR_MS),
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string().min(16).max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(512),
    time: z.number().optional(),
  }),
});

/**
 * Verifies the widget's base64 payload: signature, expiry and solution, then burns it so the same
 * solved challenge cannot be replayed (recorded in PostgreSQL, so it holds across instances).
 */
export async function verifyCaptcha(db: Kysely<Database>, keys: CaptchaKeys, raw: string): Promise<boolean> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.challenge.parameters.algorithm !== ALGORITHM) return false;
  const { challenge, solution } = parsed.data;
  const expiresAt = Number(challenge.parameters['expiresAt']);
  if (!Number.isFinite(expiresAt) || expiresAt * 1000 <= Date.now()) return false;
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  const inserted = await db
    .insertInto('captcha_challenges_used')
    .values({
      signature_hash: createHash('sha256').update(challenge.signature).digest(),
      expires_at: new Date(expiresAt * 1000),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

// The spec's wording (section 8); every form with a captcha (sign-in, access request, recovery) answers alike.
const CAPTCHA_INVALID: Record<Locale, string> = {
  'pt-BR': 'Captcha inválido. Tente novamente.',
  en: 'Invalid captcha. Please try again.',
};

/** Verifies and burns the form's captcha (see verifyCaptcha); a failure is a 400 `captcha_invalid` on `captcha`. */
export async function requireCaptcha(
  db: Kysely<Database>,
  keys: CaptchaKeys,
  raw: string,
  locale: Locale,
): Promise<void> {
  if (await verifyCaptcha(db, keys, raw)) return;
  const message = CAPTCHA_INVALID[locale];
  throw new AppError(400, 'captcha_invalid', message, {
    errors: [{ path: 'body.captcha', code: 'captcha_invalid', message }],
  });
}
