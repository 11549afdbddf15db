import { sql } from 'kysely';
import type { accessRequestCreateSchema } from '@fxbo/domain';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import { AppError } from '../../http/app-error.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { enqueueMail } from '../../mail/outbox.js';
import { requireCaptcha } from '../../platform/captcha.js';
import { isCommonPassword } from '../../platform/common-passwords.js';
import { hashPassword } from '../../platform/password-hash.js';
import { uniqueViolation, type RequestContext } from './context.js';
import { existingAccountMail, receiptMail } from './mails.js';
import { fieldFailure } from '../../http/messages.js';
import { accessRequestMessage } from './messages.js';

/** Access requests accepted per client address per hour (the form is public). */
export const ACCESS_REQUESTS_PER_IP_PER_HOUR = 10;
const IP_WINDOW_SECONDS = 3600;

type CreateInput = z.output<typeof accessRequestCreateSchema>;

/**
 * POST /api/access-requests (/register). The answer is the same whether or not the e-mail or CPF already
 * has an account: then no request is stored and the account's owner is told by e-mail instead. The
 * password is hashed on both paths so timing does not tell them apart either. A second pending request
 * for the same CPF is refused.
 */
export async function createAccessRequest(ctx: RequestContext, input: CreateInput): Promise<void> {
  const { db, locale } = ctx;
  if (ctx.ip) {
    const limit = await hitRateLimit(
      db,
      `access-request:ip:${ctx.ip}`,
      IP_WINDOW_SECONDS,
      ACCESS_REQUESTS_PER_IP_PER_HOUR,
    );
    if (!limit.allowed) {
      throw new AppError(429, 'rate_limited', accessRequestMessage('rate_limited', locale), {
        headers: { 'Retry-After': String(limit.retryAfter) },
      });
    }
  }
  // Before the captcha is spent, so the requester can choose another password with the same proof.
  if (isCommonPassword(input.password))
    throw fieldFailure(locale, [{ path: 'password', code: 'password_common' }]);
  await requireCaptcha(db, ctx.captchaKeys, input.captcha, locale);
  const passwordHash = await hashPassword(input.password);

  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'locale'])
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('email', '=', input.email), eb('cpf', '=', input.cpf)]))
        .orderBy(sql`email = ${input.email}`, 'desc')
        .limit(1)
        .executeTakeFirst();
      if (existing) {
        await enqueueMail(
          trx,
          existingAccountMail(existing.email, existing.name, ctx.config.publicUrl, existing.locale),
        );
        await recordAudit(trx, {
          actorUserId: null,
          action: 'access_request.existing_account',
          entity: 'user',
          entityId: existing.id,
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        });
        return;
      }
      const pending = await trx
        .selectFrom('access_requests')
        .select('id')
        .where('cpf', '=', input.cpf)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw pendingConflict(ctx);
      const row = await trx
        .insertInto('access_requests')
        .values({
          name: input.name,
          cpf: input.cpf,
          email: input.email,
          phone: input.phone,
          birth_date: input.birthDate,
          password_hash: passwordHash,
          company: input.company,
          client_tax_ids: input.clientTaxIds,
          ip: ctx.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorUserId: null,
        action: 'access_request.create',
        entity: 'access_request',
        entityId: row.id,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { clientTaxIds: input.clientTaxIds },
      });
      await enqueueMail(trx, receiptMail(input.email, input.name, input.company, locale));
    });
  } catch (err) {
    // Two requests for the same CPF at the same instant: the unique index decides.
    if (uniqueViolation(err) === 'access_requests_pending_cpf') throw pendingConflict(ctx);
    throw err;
  }
}

function pendingConflict(ctx: RequestContext): AppError {
  return new AppError(
    409,
    'access_request_pending',
    accessRequestMessage('access_request_pending', ctx.locale),
  );
}
