import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExchangeHours, toSaoPauloDate } from '@fxbo/domain';
import { buildApp } from './app.js';
import { banner } from './banner.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase, unknownMigrationsWarning } from './db/connect.js';
import { ClusterInUseError } from './db/embedded.js';
import { DatabaseUnreachableError } from './db/reach.js';
import { closeGracefully } from './http/graceful-close.js';
import { createLogger } from './http/logger.js';
import { startMetricsServer } from './http/metrics-server.js';
import { Lifecycle } from './lifecycle.js';
import { configuredClock } from './platform/clock.js';
import { createMailer } from './mail/transport.js';
import { startOutboxSender } from './mail/sender.js';
import { resolveSessionSecret } from './secrets.js';
import { prepareDemo } from './seed/startup.js';
import { startHousekeeping } from './modules/account/housekeeping-schedule.js';

// src/main.ts (tsx) and dist/main.js (bundle) both sit two levels below apps/, beside web/dist.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** After a stop begins: the HTTP deadline (SHUTDOWN_TIMEOUT_MS), then this long for the rest to stop. */
const STOP_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // A person at a terminal reads formatted lines; anything else (a file, a pipe, a log collector) gets JSON.
  const log = createLogger(config.logLevel, process.stdout.isTTY === true);

  const life = new Lifecycle(log, { lastResortMs: config.shutdownTimeoutMs + STOP_GRACE_MS });
  process.on('SIGTERM', () => void life.onSignal('SIGTERM'));
  process.on('SIGINT', () => void life.onSignal('SIGINT'));

  await life.start(async () => {
    const { secret, generated } = await resolveSessionSecret(config.sessionSecret, config.dataDir);
    config.sessionSecret = secret;
    if (generated)
      log.warn(
        'SESSION_SECRET not set: generated one under DATA_DIR; set it explicitly when running several instances',
      );

    if (config.clockStart)
      log.warn(
        { clockStart: config.clockStart.toISOString() },
        'CLOCK_START set: exchange hours, the cut-off and quotes run on a clock started at this instant (demos and browser tests only)',
      );
    if (!config.databaseUrl) log.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    const pgLog = log.child({ component: 'postgres' });
    // The demo is of today: by the business clock (CLOCK_START moves it), in São Paulo.
    const today = toSaoPauloDate(configuredClock(config)());
    const connected = await connectDatabase(config, {
      log: { debug: (l) => pgLog.debug(l), warn: (l) => pgLog.warn(l) },
      prepare: ({ db, pool }) => prepareDemo(db, pool, config, log, today),
    });
    life.started({
      name: 'database',
      stop: () => connected.close(),
      lastResort: () => connected.stopServer(),
    });
    const { database } = connected;
    if (connected.applied.length) log.info({ applied: connected.applied }, 'migrations applied');
    if (connected.unknownMigrations.length) log.warn(unknownMigrationsWarning(connected.unknownMigrations));
    const demo = connected.prepared;

    const terminal = process.stdout.isTTY ? process.stdout : undefined;
    const mailer = createMailer(config, log, terminal);
    const sender = startOutboxSender(database.db, mailer, log);
    life.started({ name: 'mail sender', stop: () => sender.stop() });
    const housekeeping = startHousekeeping(database.db, log);
    life.started({ name: 'housekeeping', stop: () => housekeeping.stop() });
    // Started last, stopped first: a stop begins by refusing new connections.
    const app = await buildApp({ config, database, webRoot, loggerInstance: log, mailer });
    life.started({
      name: 'HTTP server',
      stop: () =>
        closeGracefully(app, config.shutdownTimeoutMs, () =>
          log.warn('shutdown deadline reached: closing the connections still open'),
        ),
    });

    if (config.metrics) {
      app.metrics.collectProcessMetrics();
      const metrics = await startMetricsServer(app.metrics, config.metrics);
      life.started({ name: 'metrics listener', stop: () => metrics.close() });
      log.info(`Prometheus metrics at http://${config.metrics.host}:${metrics.port}/metrics`);
    }
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = config.publicUrl.includes(`:${config.port}`)
      ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
      : config.publicUrl;
    const exchange = {
      hours: parseExchangeHours(config.fx.exchangeHours),
      now: configuredClock(config)(),
      clockStart: config.clockStart,
    };
    process.stdout.write(
      banner({
        url,
        demo,
        mailLogOnly: mailer.logOnly,
        terminal: terminal !== undefined,
        node: { version: process.version, execPath: process.execPath },
        exchange,
      }),
    );
  });
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof ClusterInUseError ||
    err instanceof DatabaseUnreachableError
  )
    console.error(err.message);
  else console.error('Start-up failed:', err);
  process.exit(1);
});
