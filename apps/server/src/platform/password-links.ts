import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { randomToken, tokenHash } from './tokens.js';

/**
 * Stores a new single-use password link for a user (only its token's hash is kept) and returns its address on
 * the reset page: the recovery's, an administrator's reset or invitation, an invitation to a new account.
 */
export async function storePasswordLink(
  trx: Transaction<Database>,
  publicUrl: string,
  link: { userId: string; expiresAt: Date; ip: string | null; purpose: 'reset' | 'invitation' },
): Promise<string> {
  const token = randomToken();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash(token),
      user_id: link.userId,
      expires_at: link.expiresAt,
      ip: link.ip,
      purpose: link.purpose,
    })
    .execute();
  return `${publicUrl}/reset-password/${token}`;
}
