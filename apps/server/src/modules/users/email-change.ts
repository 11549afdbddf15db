import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../http/locale.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AdminContext } from './context.js';
import { sendInvitation } from './invitation.js';
import { emailChangedMail } from './mails.js';

/**
 * After an administrator changed a user's e-mail (decisions §48): every password link still open dies (it went
 * to the old address: an invitation sent to a mistyped address must not let its reader choose the password);
 * a user who never chose a password is invited again at the new address; a user who has one is told at the old
 * address. Returns whether an invitation was sent.
 */
export async function afterEmailChange(
  trx: Transaction<Database>,
  ctx: Pick<AdminContext, 'config' | 'ip'>,
  user: { id: string; name: string; oldEmail: string; newEmail: string; locale: Locale },
): Promise<{ invited: boolean }> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  const { password_hash: passwordHash } = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (passwordHash !== null) {
    await enqueueMail(trx, emailChangedMail(user.oldEmail, user.name, user.newEmail, user.locale));
    return { invited: false };
  }
  await sendInvitation(trx, ctx, {
    userId: user.id,
    email: user.newEmail,
    name: user.name,
    locale: user.locale,
  });
  return { invited: true };
}
