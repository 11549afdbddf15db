import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  l,
} from '@fxbo/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import stringify from 'safe-stable-stringify';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { requestLocale } from '../http/locale.js';
import { translations } from '../http/messages.js';
import type { AreaDeps } from './area.js';
import { currentUser } from './auth-guard.js';

/*
 * Every state-changing action is done once per submission (issue 23, decisions §37). A form or dialog sends an
 * `Idempotency-Key` it made when it opened, with each attempt of its submission. The action's handler, wrapped
 * by `idempotent`, then runs in one transaction that first inserts the key's row (user, key, the request's hash)
 * and last stores the answer in it, so the change, its audit row and the key commit or roll back together:
 * - a repeat of the same request (a double click, a retry after a lost answer) finds the row and gets the first
 *   answer again, marked `Idempotent-Replayed: true`, without the action running;
 * - a repeat sent while the first still runs waits on the row's primary key for the first transaction to end,
 *   then finds its answer (or, if it failed, runs itself);
 * - another request under the same key is refused (409 `idempotency_key_reused`): the key was spent on it;
 * - a failed attempt (any 4xx or 5xx) rolls its key back with everything else, so a retry runs;
 * - keys are remembered for IDEMPOTENCY_KEY_TTL_HOURS (by the application's clock), then purged by the
 *   housekeeping; an expired key is claimed anew.
 * Without the header the action runs as before. A route declares itself an action with `options.action(…)`
 * (route-options.ts); the plugin below then gives it the header's schema, so the key is validated (400 with a
 * field message) and documented in OpenAPI from one declaration, and its handler runs the change through `once`.
 */

const text = translations({
  reused: l(
    'Esta chave de idempotência já foi usada em outra requisição. Abra o formulário de novo e envie outra vez.',
    'This idempotency key was already used for another request. Open the form again and resubmit.',
  ),
});

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A state-changing action that honours Idempotency-Key (`options.action`, platform/route-options.ts). */
    idempotent?: true;
  }
}

/**
 * Runs an action once per Idempotency-Key: `once(req, reply, (db) => change(db, …))`. The action does its
 * change through `db` (the key's transaction when a key was sent) and returns the answer's body; a status other
 * than 200 is set with `reply.code()` before. `fingerprint` stands for the request when Fastify does not parse
 * its body (a multipart form: its fields, and its file by SHA-256); by default, the parameters and the body.
 * The route must be declared with `options.action` (the header's schema).
 */
export function idempotency({ database, clock }: Pick<AreaDeps, 'database' | 'clock'>) {
  return async function once<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    action: (db: Kysely<Database>) => Promise<T>,
    fingerprint: unknown = { params: req.params, body: req.body ?? null },
  ): Promise<T> {
    if (req.routeOptions.config.idempotent !== true)
      throw new Error(`${req.routeOptions.url} is not declared as an action (options.action)`);
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return action(database.db);
    const userId = currentUser(req).userId;
    const requestHash = createHash('sha256')
      .update(stringify({ method: req.method, route: req.routeOptions.url, request: fingerprint }) ?? '')
      .digest();
    const answer = await database.db.transaction().execute(async (trx) => {
      const now = clock();
      const expiresAt = new Date(now.getTime() + TTL_MS);
      // First in the transaction: a concurrent repeat waits here until this transaction ends.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: requestHash, created_at: now, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'key'])
            .doUpdateSet({
              request_hash: requestHash,
              status: null,
              answer: null,
              created_at: now,
              expires_at: expiresAt,
            })
            .where('idempotency_keys.expires_at', '<=', now),
        )
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const first = await trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status', 'answer'])
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (!first.request_hash.equals(requestHash) || first.status === null)
          throw new AppError(409, 'idempotency_key_reused', text('reused', requestLocale(req)));
        return {
          status: first.status,
          body: first.answer === null ? null : (JSON.parse(first.answer) as T),
          replayed: true,
        };
      }
      const body = await action(trx);
      const status = reply.statusCode;
      const serialized = body === null || body === undefined ? null : String(reply.serialize(body));
      await trx
        .updateTable('idempotency_keys')
        .set({ status, answer: serialized })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      return { status, body, replayed: false };
    });
    if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
    void reply.code(answer.status);
    return answer.body as T;
  };
}

/**
 * Whether the caller's Idempotency-Key already holds an answer (unexpired): the request is a repeat that `once`
 * will replay. A route that checks its request before reading all of it (the receiving reads its file after the
 * form's checks) skips those checks for such a repeat, which would refuse what was already done (a spent quote).
 */
export function idempotencyAnswered({ database, clock }: Pick<AreaDeps, 'database' | 'clock'>) {
  return async function answered(req: FastifyRequest): Promise<boolean> {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return false;
    const row = await database.db
      .selectFrom('idempotency_keys')
      .select('status')
      .where('user_id', '=', currentUser(req).userId)
      .where('key', '=', key)
      .where('expires_at', '>', clock())
      .where('status', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  };
}

/** Gives every action route (`config.idempotent`) the Idempotency-Key header's schema: validated, documented. */
export const idempotencyHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.idempotent !== true) return;
      if (route.schema?.headers) throw new Error(`${route.url} declares headers of its own`);
      route.schema = { ...route.schema, headers: idempotencyHeadersSchema };
    });
  },
  { name: 'idempotency-headers' },
);
