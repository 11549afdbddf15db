import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, TRUST_PROXY_FORMS, type TrustProxy } from './trust-proxy.js';

// Every setting comes from the environment, validated once at start-up into one typed object.
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// Fastify's trustProxy forms (http/trust-proxy.ts); anything else stops the start with the variable's name.
const trustProxy = z.string().transform((text, ctx): TrustProxy => {
  const parsed = parseTrustProxy(text);
  if (parsed !== undefined) return parsed;
  ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must be ${TRUST_PROXY_FORMS}; got "${text}"` });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  DATABASE_READ_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // How long a start keeps trying to reach DATABASE_URL (with back-off) before it gives up.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('FX Back-office <no-reply@localhost>'),
  BROKERAGE_NAME: z.string().trim().min(1).max(120).default('Câmbio On — Corretora de Câmbio'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Prometheus' endpoint, on a listener of its own (never the public port); off unless METRICS_PORT is set.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  SERVE_WEB: bool.optional(),
  SEED: z.enum(['small', 'none']).default('small'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // A request (headers and body) must arrive within this: a client sending a byte a second gets a 408.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  // The sign-in captcha's proof of work: on average maxCounter / 2 PBKDF2 keys of `cost` iterations each, about
  // a second in Chromium on two cores (`npm run bench`, docs/decisions.md).
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
  // FX operations (the receiving flow): São Paulo hours on business days, the market feed, a quote's life.
  EXCHANGE_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'EXCHANGE_HOURS must be HH:mm-HH:mm')
    .refine((v) => v.slice(0, 5) < v.slice(6), 'EXCHANGE_HOURS must open before it closes')
    .default('09:00-17:00'),
  QUOTE_PROVIDER: z.enum(['simulated', 'ptax']).default('simulated'),
  QUOTE_VALIDITY_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  // Live quote streams (server-sent events) one session, and the whole process, may hold open.
  QUOTE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
  QUOTE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(1_000),

  // Files being received at once (receiving documents, each held in memory up to 10 MB until stored).
  UPLOADS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  UPLOADS_PER_PROCESS: z.coerce.number().int().min(1).max(1000).default(4),
  // Demos and browser tests: the server's clock starts at this instant and runs on from there.
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  databasePoolSize: number;
  /** How long a start retries an unreachable DATABASE_URL before giving up. */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The brokerage's name, in the header of every PDF. */
  brokerageName: string;
  /** Undefined until resolved: main.ts generates and persists one under DATA_DIR when not given. */
  sessionSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Where Prometheus scrapes `/metrics`; undefined when METRICS_PORT is not set (no listener). */
  metrics: { host: string; port: number } | undefined;
  /** Whose X-Forwarded-For sets the client's address (req.ip): none, all, the nearest n hops, or these addresses. */
  trustProxy: TrustProxy;
  bodyLimit: number;
  serveWeb: boolean;
  seed: Env['SEED'];
  shutdownTimeoutMs: number;
  /** The time a whole request (headers and body) may take to arrive. */
  requestTimeoutMs: number;
  auth: {
    idleMinutes: number;
    maxHours: number;
    trustedDeviceDays: number;
    maxFailures: number;
    /** Sign-in attempts allowed per client IP per 15 minutes, across all instances. */
    ratePerIp: number;
  };
  /** ALTCHA proof of work: PBKDF2 iterations per try and the largest counter a client may need to reach. */
  captcha: { cost: number; maxCounter: number };
  fx: {
    /** 'HH:mm-HH:mm', São Paulo, business days (parseExchangeHours in @fxbo/domain). */
    exchangeHours: string;
    quoteProvider: Env['QUOTE_PROVIDER'];
    quoteValiditySeconds: number;
    /** Open quote streams per session and in the whole process (429 above). */
    streamsPerSession: number;
    streamsMax: number;
  };
  /** Files being received at once per user and in this process (http/upload-slots.ts); more is a 429. */
  uploads: { perUser: number; perProcess: number };
  /** When set, the business clock starts here instead of the real time (platform/clock.ts); main.ts warns. */
  clockStart: Date | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set", as most shells and .env files intend.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    brokerageName: e.BROKERAGE_NAME,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    serveWeb: e.SERVE_WEB ?? e.NODE_ENV === 'production',
    seed: e.SEED,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    auth: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxHours: e.SESSION_MAX_HOURS,
      trustedDeviceDays: e.TRUSTED_DEVICE_DAYS,
      maxFailures: e.LOGIN_MAX_FAILURES,
      ratePerIp: e.LOGIN_RATE_PER_IP,
    },
    captcha: { cost: e.CAPTCHA_COST, maxCounter: e.CAPTCHA_MAX_COUNTER },
    fx: {
      exchangeHours: e.EXCHANGE_HOURS,
      quoteProvider: e.QUOTE_PROVIDER,
      quoteValiditySeconds: e.QUOTE_VALIDITY_SECONDS,
      streamsPerSession: e.QUOTE_STREAMS_PER_SESSION,
      streamsMax: e.QUOTE_STREAMS_MAX,
    },
    uploads: { perUser: e.UPLOADS_PER_USER, perProcess: e.UPLOADS_PER_PROCESS },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
  };
}
