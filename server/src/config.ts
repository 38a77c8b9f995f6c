import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseKey } from './lib/sealed-data.ts';
import { type ProxyTrust, parseProxyTrust } from './proxy-trust.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The folder under DATA_DIR where uploaded documents wait for their turn by default (decision 095). */
const UPLOADS_WAITING_FOLDER = 'uploads-waiting';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(process.cwd(), 'data')),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(200).optional(),
  UPLOADS_WAITING_DIR: z.string().min(1).optional(),
  DATABASE_CONNECTION_LIFETIME_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  ORGANIZATION_NAME: z.string().min(1).default('Demo Housing Management'),
  SITE_ORGANIZATION_ID: z.coerce.number().int().min(1).optional(),
  LOAD_DEMO_DATA: boolFromEnv.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which proxies are believed about the client's address: a hop count, a list, or true (one hop). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseProxyTrust(v);
      if ('trust' in parsed) return parsed.trust;
      ctx.addIssue({ code: 'custom', message: parsed.issue });
      return z.NEVER;
    }),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Public listing reads (search, a listing's page) per address per minute, counted per instance. */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Where applicant e-mails are sent: `smtp://user:pass@host:587` (STARTTLS when the server offers
   * it) or `smtps://...:465`. Unset, nothing is sent and admins read the outbox.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || smtpUrlIssue(v) === undefined, {
      // The message never repeats the URL: it may carry the SMTP password.
      message:
        'Must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.org:587',
    }),
  /**
   * The public site's address, e.g. https://housing.example.org: the only source of absolute links
   * (e-mails, the sitemap, canonical and preview tags); request headers never are (decision 054).
   */
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v.replace(/\/+$/, '')))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), 'Must be an http(s) URL'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .refine(
      (v) => /^[^\r\n]+$/.test(v) && /@[^@\s>]+\.[^@\s>]+>?$/.test(v),
      'Must be an address, e.g. "Lar <no-reply@example.org>"',
    )
    .default('Lar <no-reply@localhost.localdomain>'),
  /** Days a DECLINED or WITHDRAWN application is kept after its decision; `purge-applications` deletes older ones. */
  /**
   * The AES-256-GCM key sealing households' reporting data (decision 066): base64 of 32 bytes,
   * e.g. `openssl rand -base64 32`. Required in production; elsewhere one is made and kept in DATA_DIR.
   */
  REPORTING_DATA_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parsed = parseKey(v);
      if ('key' in parsed) return parsed.key;
      // The message never repeats the value: it is a secret.
      ctx.addIssue({ code: 'custom', message: parsed.issue });
      return z.NEVER;
    }),
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /**
   * How often the recertification notice e-mails are looked for (decision 080), in minutes; 0 runs
   * none (an admin may still run them from the API). Each run sends only what is due and not sent.
   */
  RECERTIFICATION_NOTICE_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone'),
});

/** Why an SMTP URL cannot be used, or undefined when it can (the URL itself is never echoed). */
function smtpUrlIssue(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return 'not smtp:// or smtps://';
  if (url.hostname === '') return 'no host';
  return undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Undefined: PostgreSQL started from the npm binaries on DATA_DIR (decisions 060, 065). */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Seconds a pooled connection serves before it is closed, once free, and opened again when needed;
   * 0 keeps it for as long as it is used. Under steady use a PostgreSQL connection keeps the
   * catalog and plans of every statement it has run; renewing them bounds that (decision 094).
   */
  databaseConnectionLifetimeSeconds: number;
  /**
   * Uploads stored at once (documents, photos, signed PDFs), once their bodies are read; the others
   * wait their turn. Two connections less than the pool (at least one), so uploads never hold the
   * connections staff screens and the other requests need (decision 093).
   */
  uploadsAtOnce: number;
  /**
   * Where an application's documents wait, on disk, for their turn to be stored; the server's user
   * only, checked writable at the start (decision 095). DATA_DIR/uploads-waiting unless set.
   */
  uploadsWaitingDir: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  organizationName: string;
  siteOrganizationId: number | undefined;
  loadDemoData: boolean | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Proxies believed about the client's address and scheme (proxy-trust.ts, decision 054). */
  trustProxy: ProxyTrust;
  webDist: string;
  loginRateLimitPerMinute: number;
  contactRateLimitPerMinute: number;
  publicRateLimitPerMinute: number;
  /** log2 of scrypt's N. 17 in production; tests lower it to keep hashing cheap. */
  scryptLogN: number;
  bodyLimitBytes: number;
  /** How long a stopping server answers 503 with `Connection: close` before it closes. */
  shutdownGraceMs: number;
  /** The SMTP server applicant e-mails go through; undefined keeps them in the outbox (decision 034). */
  smtpUrl: string | undefined;
  /**
   * The public site's address: every absolute link the app writes starts with it (e-mails, sitemap,
   * canonical and preview tags, decisions 052 and 054); undefined writes paths alone or leaves the
   * link out, so a production start without it logs a warning.
   */
  publicUrl: string | undefined;
  /** NODE_ENV=production: settings a real site needs are warned about at start when missing. */
  production: boolean;
  /** The From of applicant e-mails. */
  mailFrom: string;
  /** How often the mailer looks for due e-mails when nothing nudges it. */
  mailPollMs: number;
  /** How often the recertification notice e-mails run; 0: never on their own (decision 080). */
  recertificationNoticeIntervalMs: number;
  /**
   * How often the app looks whether the day has changed, to compute the dashboards of the new day
   * before their first call (decision 087); 0: never (the tests, which ask for it).
   */
  dashboardWarmupCheckMs: number;
  /** The first retry's delay after a failed send; each further failure doubles it, up to an hour. */
  mailRetryBaseMs: number;
  /** Tries before an e-mail is left as failed for an admin to read. */
  mailMaxAttempts: number;
  /** Days a declined or withdrawn application and its documents are kept after the decision. */
  applicationRetentionDays: number;
  /** Where "today" is decided, e.g. the default end date of a terminated occupancy. */
  timeZone: string;
  /**
   * The key sealing reporting data (REPORTING_DATA_KEY, decision 066). Required in production;
   * undefined elsewhere until the start takes the one kept in DATA_DIR (`localReportingDataKey`).
   */
  reportingDataKey: Buffer | undefined;
}

/**
 * Connections per process when DATABASE_POOL_SIZE is unset. The embedded database runs on the
 * app's own machine, where each backend costs its memory to the same small office: on two cores the
 * CPU is the limit, not the connections. Three answered as fast as four within one host's noise
 * and took 12-35 MB off every process's total (decision 088); four had replaced ten the same way
 * (decision 065). A PostgreSQL server is shared and sized apart.
 */
export const POOL_SIZE = { postgres: 10, embeddedPostgres: 3 } as const;

/**
 * DATABASE_CONNECTION_LIFETIME_SECONDS when unset (decision 094): the embedded database's
 * connections are renewed every 30 seconds, which took 22-30 MB off every process's peak on the
 * small data set at the same bench speed; a PostgreSQL server's are kept, as they always were.
 */
export const CONNECTION_LIFETIME_SECONDS = { postgres: 0, embeddedPostgres: 30 } as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const databasePoolSize =
    e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? POOL_SIZE.postgres : POOL_SIZE.embeddedPostgres);
  if (production && e.REPORTING_DATA_KEY === undefined)
    throw new Error(
      'Invalid configuration:\n  REPORTING_DATA_KEY: Required in production: base64 of 32 random bytes, e.g. openssl rand -base64 32',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize,
    databaseConnectionLifetimeSeconds:
      e.DATABASE_CONNECTION_LIFETIME_SECONDS ??
      (e.DATABASE_URL ? CONNECTION_LIFETIME_SECONDS.postgres : CONNECTION_LIFETIME_SECONDS.embeddedPostgres),
    uploadsAtOnce: e.UPLOADS_AT_ONCE ?? Math.max(1, databasePoolSize - 2),
    uploadsWaitingDir: path.resolve(e.UPLOADS_WAITING_DIR ?? path.join(e.DATA_DIR, UPLOADS_WAITING_FOLDER)),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    organizationName: e.ORGANIZATION_NAME,
    siteOrganizationId: e.SITE_ORGANIZATION_ID,
    loadDemoData: e.LOAD_DEMO_DATA,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerMinute: e.CONTACT_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    scryptLogN: 17,
    bodyLimitBytes: 1024 * 1024,
    timeZone: e.TIME_ZONE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    smtpUrl: e.SMTP_URL,
    publicUrl: e.PUBLIC_URL,
    production,
    mailFrom: e.MAIL_FROM,
    mailPollMs: 5_000,
    recertificationNoticeIntervalMs: e.RECERTIFICATION_NOTICE_INTERVAL_MINUTES * 60_000,
    dashboardWarmupCheckMs: 60_000,
    mailRetryBaseMs: 60_000,
    mailMaxAttempts: 8,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    reportingDataKey: e.REPORTING_DATA_KEY,
  };
}

/** What a start logs as warnings: settings a production site runs without, to its visitors' cost. */
export function configWarnings(config: Pick<AppConfig, 'production' | 'publicUrl'>): string[] {
  const warnings: string[] = [];
  if (config.production && config.publicUrl === undefined)
    warnings.push(
      "PUBLIC_URL is not set: links in e-mails to applicants and visitors are bare paths that mail programs cannot open. Set it to the public site's address, e.g. https://housing.example.org",
    );
  return warnings;
}

export function isEmbedded(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return config.databaseUrl === undefined;
}
