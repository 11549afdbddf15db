import { parseArgs } from 'node:util';
import type { SeedSize } from './context.js';
import { isAnchorDay } from './time.js';

/** Arguments of `npm run seed` (see cli.ts). */
export const USAGE = `Usage: npm run seed -- --size small|1m [--seed N] [--anchor YYYY-MM-DD]

  --size small   about 5,000 remittances and proportionate data (a few seconds)
  --size 1m      1,000,000 remittances, 200,000 contracts, 100,000 payment orders, … (a few minutes)
  --seed N       integer 0..4294967295 (default 1): the same seed gives the same data
  --anchor DAY   the demo's "today", YYYY-MM-DD (default: today in São Paulo): the data runs to the
                 afternoon before it; the same seed and anchor give the same data

The database must have no business data yet; the seed refuses otherwise.`;

export interface CliArgs {
  size: SeedSize;
  seed: number;
  /** 'yyyy-MM-dd'; undefined: today in São Paulo (the caller's clock). */
  anchor: string | undefined;
}

export class UsageError extends Error {}

export function parseCliArgs(argv: string[]): CliArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        size: { type: 'string' },
        seed: { type: 'string' },
        anchor: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
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
  if (values.anchor !== undefined && !isAnchorDay(values.anchor))
    throw new UsageError(`--anchor must be a date YYYY-MM-DD, not "${values.anchor}"`);
  return { size: values.size, seed, anchor: values.anchor };
}
