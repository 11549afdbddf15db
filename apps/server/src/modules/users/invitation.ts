import { INVITATION_VALID_HOURS } from '@fxbo/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../http/locale.js';
import { enqueueMail } from '../../mail/outbox.js';
import { storePasswordLink } from '../../platform/password-links.js';
import type { AdminContext } from './context.js';
import { invitationMail } from './mails.js';

/** When an invitation made now expires (INVITATION_VALID_HOURS). */
export const invitationExpiry = (): Date => new Date(Date.now() + INVITATION_VALID_HOURS * 3_600_000);

/**
 * Invites a user to choose their first password (decisions §48): a password link of purpose `invitation`, valid
 * until `expiresAt`, e-mailed to `to.email` in the user's language through the outbox, in the caller's transaction.
 */
export async function sendInvitation(
  trx: Transaction<Database>,
  ctx: Pick<AdminContext, 'config' | 'ip'>,
  to: { userId: string; email: string; name: string; locale: Locale },
  expiresAt: Date = invitationExpiry(),
): Promise<void> {
  const link = await storePasswordLink(trx, ctx.config.publicUrl, {
    userId: to.userId,
    expiresAt,
    ip: ctx.ip,
    purpose: 'invitation',
  });
  await enqueueMail(trx, invitationMail(to.email, to.name, link, INVITATION_VALID_HOURS, to.locale));
}
