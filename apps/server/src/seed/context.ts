import type { AuditAction, AuditDetails } from '@fxbo/domain';
import type pg from 'pg';
import { copyInto, type CopyWriter } from './copy.js';
import type { RateBook } from './money.js';
import type { Pools } from './pools.js';
import { Prng } from './random.js';
import { isTruncatedBySeed } from './tables.js';

export type SeedSize = 'small' | '1m';

export interface SeedProgress {
  stage: string;
  done: number;
  total: number;
}

/** How much of everything each size makes. */
export interface Volumes {
  remittances: number;
  staffUsers: number;
  clientUsers: number;
  groups: number;
  clients: number;
  /** Clients that run remittance companies (shippers). */
  remitterClients: number;
  shippers: number;
  contracts: number;
  quotations: number;
  paymentOrders: number;
  documents: number;
  rdes: number;
  parcels: number;
  backToBack: number;
  dispatchRequests: number;
  accessRequests: number;
}

export const VOLUMES: Record<SeedSize, Volumes> = {
  small: {
    remittances: 5_000,
    staffUsers: 8,
    clientUsers: 24,
    groups: 6,
    clients: 40,
    remitterClients: 6,
    shippers: 12,
    contracts: 1_000,
    quotations: 250,
    paymentOrders: 500,
    documents: 1_000,
    rdes: 50,
    parcels: 150,
    backToBack: 25,
    dispatchRequests: 100,
    accessRequests: 8,
  },
  '1m': {
    remittances: 1_000_000,
    staffUsers: 20,
    clientUsers: 300,
    groups: 120,
    clients: 2_000,
    remitterClients: 150,
    shippers: 400,
    contracts: 200_000,
    quotations: 50_000,
    paymentOrders: 100_000,
    documents: 200_000,
    rdes: 10_000,
    parcels: 30_000,
    backToBack: 5_000,
    dispatchRequests: 20_000,
    accessRequests: 40,
  },
};

export type StaffRole = 'director' | 'operator' | 'manager' | 'compliance' | 'treasury';

export interface UserRec {
  id: string;
  kind: 'staff' | 'client';
  role: StaffRole | 'client';
  name: string;
  email: string;
}

export interface BankRec {
  id: number;
  compe: string;
  ispb: string;
  shortName: string;
  fx: boolean;
  /** Relative share of beneficiary accounts. */
  weight: number;
}

export type ClientProfile = 'remitter' | 'importer' | 'exporter' | 'trader' | 'investor' | 'individual';

export interface ClientRec {
  id: number;
  personType: 'PF' | 'PJ';
  taxId: string;
  name: string;
  groupId: number | null;
  manager: UserRec;
  status: 'active' | 'inactive' | 'blocked';
  createdDay: number;
  profile: ClientProfile;
  /** Currencies the client trades, most used first. */
  currencies: string[];
  /** Relative activity. */
  weight: number;
}

export interface AuditEntry {
  at: number;
  actor: string | null;
  action: AuditAction;
  entity: string | null;
  entityId: string | null;
  details: AuditDetails;
}

/** Resolves after one turn of the event loop (I/O, signals, timers). */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Everything the stages share: the open transaction, the random streams, the pools and what was made. */
export class SeedContext {
  readonly counts: Record<string, number> = {};
  staff: UserRec[] = [];
  clientUsers: UserRec[] = [];
  banks: BankRec[] = [];
  fxBanks: BankRec[] = [];
  clients: ClientRec[] = [];
  groups: { id: number; name: string; members: ClientRec[] }[] = [];
  /** Client users associated with each client (by client id). */
  usersByClient = new Map<number, UserRec[]>();
  /** Audit entries gathered by the stages, written at the end (see audit.ts). */
  audit: AuditEntry[] = [];
  /** Demo password hash (argon2id), computed once. */
  passwordHash = '';

  constructor(
    readonly client: pg.PoolClient,
    readonly seed: number,
    readonly size: SeedSize,
    readonly volumes: Volumes,
    readonly pools: Pools,
    readonly rates: RateBook,
    private readonly report: (p: SeedProgress) => void,
  ) {}

  rng(name: string): Prng {
    return Prng.stream(this.seed, name);
  }

  progress(stage: string, done: number, total: number): void {
    this.report({ stage, done, total });
  }

  /** COPY into a table, reporting progress every `every` rows, and count the rows. */
  async copy(
    table: string,
    columns: readonly string[],
    total: number,
    fill: (row: (line: string) => Promise<void> | undefined) => Promise<void> | void,
    stage = table,
    every = 20_000,
  ): Promise<number> {
    this.progress(stage, 0, total);
    const n = await copyInto(
      this.client,
      table,
      columns,
      async (w: CopyWriter) => {
        let next = every;
        await fill((line) => {
          const flush = w.push(line);
          if (w.rows >= next) {
            next += every;
            this.progress(stage, w.rows, Math.max(total, w.rows));
            // Writes that the socket takes at once resolve without a turn of the event loop; give it one so
            // signals (Ctrl-C) and timers are handled while a big table streams.
            return flush ? w.flush().then(turn) : turn();
          }
          return flush ? w.flush() : undefined;
        });
      },
      isTruncatedBySeed(table),
    );
    this.counts[table] = (this.counts[table] ?? 0) + n;
    this.progress(stage, n, n);
    return n;
  }

  /** COPY one row per item, as `line` formats it (in order: the draws it makes keep their order). */
  copyEach<T>(
    table: string,
    columns: readonly string[],
    items: readonly T[],
    line: (item: T, index: number) => string,
    stage = table,
  ): Promise<number> {
    return this.copy(
      table,
      columns,
      items.length,
      async (row) => {
        for (const [i, item] of items.entries()) {
          const p = row(line(item, i));
          if (p) await p;
        }
      },
      stage,
    );
  }

  /** COPY rows already formatted. */
  copyLines(
    table: string,
    columns: readonly string[],
    lines: readonly string[],
    stage = table,
  ): Promise<number> {
    return this.copyEach(table, columns, lines, (line) => line, stage);
  }

  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>> {
    return this.client.query<R>(text, values);
  }

  staffBy(role: StaffRole): UserRec[] {
    return this.staff.filter((u) => u.role === role);
  }
}
