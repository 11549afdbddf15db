import pg from 'pg';

/** The database cannot be used: unreachable until the deadline, or refusing us. Its message is for the operator. */
export class DatabaseUnreachableError extends Error {}

/** `host:port` of a connection string, never its user or password (a socket folder for `?host=/run/…`). */
export function databaseAddress(url: string): string {
  try {
    const u = new URL(url);
    const host = u.searchParams.get('host') ?? (u.hostname || 'localhost');
    const port = u.port || u.searchParams.get('port') || '5432';
    return `${host}:${port}`;
  } catch {
    return 'the configured address';
  }
}

/** Errors of a database that is not there yet (down, starting, restarting, the network), worth retrying. */
const TRANSIENT = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // cannot_connect_now (starting up or shutting down), too_many_connections, admin_shutdown.
  '57P03',
  '53300',
  '57P01',
]);

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** pg's own connection timeout carries no code; everything else without one is not a server's answer either. */
const transient = (err: unknown) => {
  const code = codeOf(err);
  return code === undefined || TRANSIENT.has(code);
};

export interface WaitOptions {
  /** How long to keep trying (DATABASE_CONNECT_TIMEOUT_MS). */
  timeoutMs: number;
  /** The one line said when the first try fails and the retries begin. */
  warn?: (line: string) => void;
  /** Tests inject time: now in ms, and a wait that may just move it. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** One try at connecting, given how long it may take; a real connection when omitted. */
  attempt?: (timeoutMs: number) => Promise<void>;
}

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;
const MAX_TRY_MS = 10_000;

/**
 * Waits until PostgreSQL at `url` accepts a connection, trying again with back-off (250 ms doubling up to 5 s)
 * for up to `timeoutMs`: a database that starts after the application (a container, a failover) is waited for.
 * Says one line when the first try fails, naming the host and port; gives up with a DatabaseUnreachableError
 * that says the same. A server that answers with a refusal (a wrong password, no such database) is not waited
 * for: the error says what it answered.
 */
export async function waitForDatabase(url: string, opts: WaitOptions): Promise<void> {
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempt = opts.attempt ?? ((ms: number) => tryConnect(url, ms));
  const address = databaseAddress(url);
  const seconds = Math.round(opts.timeoutMs / 100) / 10;
  const deadline = now() + opts.timeoutMs;
  let delay = FIRST_DELAY_MS;
  let told = false;
  for (;;) {
    try {
      await attempt(Math.max(1_000, Math.min(MAX_TRY_MS, deadline - now())));
      return;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // What the server answered (a wrong password names the user, never the password).
      if (!transient(err))
        throw new DatabaseUnreachableError(`The database at ${address} refused the connection: ${message}`);
      const reason = codeOf(err) ?? message;
      const left = deadline - now();
      if (left <= 0)
        throw new DatabaseUnreachableError(
          `The database at ${address} could not be reached in ${seconds} s (${reason}). ` +
            'Check DATABASE_URL and that PostgreSQL runs; DATABASE_CONNECT_TIMEOUT_MS sets how long to wait.',
        );
      if (!told) {
        opts.warn?.(`database at ${address} not reachable (${reason}); retrying for up to ${seconds} s`);
        told = true;
      }
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}

async function tryConnect(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection dropped while we close it is of no interest.
  client.on('error', () => {});
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
}
