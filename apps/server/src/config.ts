import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting Lobby reads from the environment; documented in the README. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Optional Redis for shared counters and events across instances. */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The public base URL of the site, for links in mails and gateway callbacks. Unset: http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  /** Comma-separated IPs or CIDRs whose X-Forwarded-For is believed. Empty: none. */
  TRUSTED_PROXIES: z.string().default(''),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Directory of the built web app; served with deep links answered by index.html. */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /**
   * Fill an empty database with the demo brand and its demo accounts (public passwords) at
   * start-up. Defaults to on, except in production.
   */
  SEED_DEMO: booleanFromEnv.optional(),
  /** Apply pending migrations at start-up. */
  MIGRATE_ON_START: booleanFromEnv.default(true),
  /** How long brands and per-brand answers (content, catalogue, help) are cached in memory; 0 turns caching off. */
  CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Provider wallet bets and wins at the database at once (on PostgreSQL); the calls that arrive
   * while all are busy go together as one batch (docs/provider-wallet.md "Batched calls"). 0
   * runs every call alone.
   */
  PAM_BATCH_LANES: z.coerce.number().int().min(0).max(64).default(1),
  /**
   * Master secret for HMACs (codes, captcha answers, bot-check signatures), at least 32
   * characters. Unset: one is generated on first start and kept in the database.
   */
  SECRET_KEY: z.string().min(32).optional(),
  /**
   * Key sealing the staff two-factor (TOTP) secrets, at least 32 characters. Unset: derived
   * from the server secret (SECRET_KEY, or the one kept in the database); set it in
   * production so a database copy alone cannot open the secrets.
   */
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  /** RSA private key (PKCS#8 PEM, 2048+ bits) for encrypted calls. Unset: generated and kept in the database. */
  PAYLOAD_PRIVATE_KEY: z.string().optional(),
  /** How mail leaves: `outbox` (stored in the database only) or `smtp` (SMTP_URL). */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  /** SMTP server, e.g. smtps://user:pass@mail.example.com:465. */
  SMTP_URL: z.string().url().optional(),
  /** Sender address of every mail. */
  MAIL_FROM: z.string().default('Lobby <no-reply@lobby.local>'),
  /** How SMS leave: `outbox` (stored in the database only) or `http` (SMS_GATEWAY_URL). */
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  /** HTTP SMS gateway endpoint that accepts POST { to, text }. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Bearer token for the SMS gateway. */
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** Proof-of-work difficulty: the largest number a client may have to try. */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** Serve /dev/outbox (the stored mail and SMS). Defaults to on outside production. */
  DEV_OUTBOX: booleanFromEnv.optional(),
  /** Run scheduled jobs (withdrawal auto-confirm, deposit expiry) in this process. */
  JOBS_ENABLED: booleanFromEnv.default(true),
  /**
   * Secret for the embedded sandbox gateway's signatures (at least 32 characters). Unset: one
   * is generated on first start and kept in the database.
   */
  SANDBOX_GATEWAY_SECRET: z.string().min(32).optional(),
  /** Offer the embedded sandbox gateway, which credits money nobody paid. Defaults to on outside production. */
  SANDBOX_GATEWAY: booleanFromEnv.optional(),
  /**
   * Test mode only: the lottery's clock runs this many times faster than the wall clock from
   * the process start (a 60 s issue takes 6 s at 10), so a journey sees real draws without
   * waiting minutes (docs/lottery.md "Web pages"). Refused with any other NODE_ENV.
   */
  LOTTERY_CLOCK_SPEED: z.coerce.number().int().min(1).max(60).default(1),
  /**
   * The official draws' results feed (docs/lottery.md "Results"): `GET {url}/{kind}/{station}/
   * {date}` answers `{ numbers }`; each sheet still needs an operator's confirmation. Unset:
   * manual entry only.
   */
  LOTTERY_RESULTS_FEED_URL: z.string().url().optional(),
  /** Milliseconds to wait for in-flight requests on shutdown. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

const resolvedConfigSchema = configSchema
  .transform((config) => ({
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
    SANDBOX_GATEWAY: config.SANDBOX_GATEWAY ?? config.NODE_ENV !== 'production',
    DEV_OUTBOX: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
    // unset: this machine on the port it listens on, so links and gateway callbacks reach it
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }))
  // a production process must not credit unpaid money nor show every code to anyone who asks
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'test' && config.LOTTERY_CLOCK_SPEED !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['LOTTERY_CLOCK_SPEED'],
        message: 'only a test server may run the lottery clock fast (unset it)',
      });
    }
    if (config.NODE_ENV !== 'production') return;
    for (const name of ['SANDBOX_GATEWAY', 'DEV_OUTBOX'] as const) {
      if (!config[name]) continue;
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be off when NODE_ENV=production (unset it or set it to false)`,
      });
    }
  });

export type Config = z.infer<typeof resolvedConfigSchema>;

/** Parses the environment once; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = resolvedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tests: defaults with overrides, never reading the real environment. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CACHE_TTL_MS: '0',
    BOT_CHECK_MAX_NUMBER: '1000',
    JOBS_ENABLED: 'false',
    ...overrides,
  });
}
