import { describe, expect, inject, it } from 'vitest';
import { freePort } from './embedded.js';
import { databaseAddress, DatabaseUnreachableError, waitForDatabase } from './reach.js';

/** A clock that only moves when the code under test waits. */
function fakeTime() {
  let t = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => t,
    sleep: async (ms: number) => {
      waits.push(ms);
      t += ms;
    },
  };
}

describe('waiting for DATABASE_URL', () => {
  it('names host and port once, retries with back-off until the deadline, then says so without the password', async () => {
    // Nothing listens there: every try is refused at once.
    const port = await freePort();
    const url = `postgres://fxbo:S3cret-Passw0rd@127.0.0.1:${port}/fxbo`;
    const time = fakeTime();
    const said: string[] = [];
    const waited = waitForDatabase(url, {
      timeoutMs: 12_000,
      warn: (line) => said.push(line),
      now: time.now,
      sleep: time.sleep,
    });
    const error = await waited.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const message = (error as Error).message;
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).toContain('ECONNREFUSED');
    expect(message).toContain('12 s');
    expect(said).toEqual([
      `database at 127.0.0.1:${port} not reachable (ECONNREFUSED); retrying for up to 12 s`,
    ]);
    for (const text of [message, ...said]) expect(text).not.toContain('S3cret');
    // 250 ms doubling, capped at 5 s, the last wait cut to the deadline.
    expect(time.waits).toEqual([250, 500, 1_000, 2_000, 4_000, 4_250]);
  });

  it('goes on as soon as the database answers', async () => {
    const time = fakeTime();
    const said: string[] = [];
    let tries = 0;
    await waitForDatabase('postgres://u:p@db.internal:6543/fxbo', {
      timeoutMs: 60_000,
      warn: (line) => said.push(line),
      now: time.now,
      sleep: time.sleep,
      attempt: async () => {
        tries++;
        if (tries < 3) throw Object.assign(new Error('starting'), { code: '57P03' });
      },
    });
    expect(tries).toBe(3);
    expect(time.waits).toEqual([250, 500]);
    expect(said).toEqual(['database at db.internal:6543 not reachable (57P03); retrying for up to 60 s']);
  });

  it('does not wait for a server that refuses us, and says what it answered', async () => {
    const time = fakeTime();
    const refused = waitForDatabase('postgres://u:p@db.internal/fxbo', {
      timeoutMs: 60_000,
      now: time.now,
      sleep: time.sleep,
      attempt: async () => {
        throw Object.assign(new Error('password authentication failed for user "u"'), { code: '28P01' });
      },
    });
    await expect(refused).rejects.toThrow(
      'The database at db.internal:5432 refused the connection: password authentication failed for user "u"',
    );
    expect(time.waits).toEqual([]);
  });

  it('connects at once to a database that runs', async () => {
    const said: string[] = [];
    await waitForDatabase(inject('dbAdminUrl'), { timeoutMs: 5_000, warn: (line) => said.push(line) });
    expect(said).toEqual([]);
  });

  it('reads host and port, never the credentials', () => {
    expect(databaseAddress('postgres://a:b@10.1.2.3:5433/x')).toBe('10.1.2.3:5433');
    expect(databaseAddress('postgresql://a:b@db/x')).toBe('db:5432');
    expect(databaseAddress('postgres:///x?host=/run/postgresql')).toBe('/run/postgresql:5432');
  });
});
