import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, type Connected } from '../db/connect.js';
import { runSeed, SeedRefusedError, type SeedProgress, type SeedSize } from './run.js';

/*
 * npm run seed -- --size small|1m [--seed N]
 *
 * Fills the database named by the configuration (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR)
 * with demo data in one transaction. Ctrl-C (SIGINT) or SIGTERM rolls everything back and exits non-zero.
 */

const USAGE = `Usage: npm run seed -- --size small|1m [--seed N]

  --size small   about 5,000 remittances and proportionate data (a few seconds)
  --size 1m      1,000,000 remittances, 200,000 contracts, 100,000 payment orders, … (a few minutes)
  --seed N       integer 0..4294967295 (default 1): the same seed gives the same data

The database must have no business data yet; the seed refuses otherwise.`;

export interface CliArgs {
  size: SeedSize;
  seed: number;
}

export class UsageError extends Error {}

export function parseCliArgs(argv: string[]): CliArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { size: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  if (values.size === undefined) throw new UsageError('--size is required');
  if (values.size !== 'small' && values.size !== '1m')
    throw new UsageError(`--size must be small or 1m, not "${values.size}"`);
  let seed = 1;
  if (values.seed !== undefined) {
    if (!/^\d{1,10}$/.test(values.seed) || Number(values.seed) > 0xffffffff) {
      throw new UsageError(`--seed must be an integer from 0 to 4294967295, not "${values.seed}"`);
    }
    seed = Number(values.seed);
  }
  return { size: values.size, seed };
}

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

  const controller = new AbortController();
  let signalled: NodeJS.Signals | undefined;
  const onSignal = (sig: NodeJS.Signals) => {
    if (signalled) return; // a second Ctrl-C waits for the rollback like the first
    signalled = sig;
    process.stderr.write(`\n${sig}: rolling back the seed…\n`);
    controller.abort(new Error(`interrupted by ${sig}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

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
    if (signalled) {
      console.error(`Seed interrupted (${signalled}); rolled back, nothing was written.`);
      return signalled === 'SIGINT' ? 130 : 143;
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
