import path from 'node:path';
import { parseOriginList } from '@switchboard/outbound-guard';
import { positiveInt } from '@switchboard/server-kit/config/positive-int';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import { sessionLifetimeFromEnv, type SessionLifetime } from './auth/session-lifetime';
import {
  adminAccessFromEnv,
  DEFAULT_AUDIT_RETENTION_DAYS,
  DEFAULT_LINK_EXPIRY_HOURS,
  type AdminAccessConfig,
} from '@switchboard/domain';

export const DEFAULT_PORT = 4100;
/** The demo help-centre site the platform serves for crawling without internet. */
export const DEFAULT_DEMO_SITE_PORT = 4101;
/** The console `npm start` serves, the only page origins the browser may call from by default. */
export const DEFAULT_CONSOLE_ORIGINS = ['http://127.0.0.1:4000', 'http://localhost:4000'];
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_JWT_EXPIRY_SECONDS = 3600;
export const PACKAGE_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(PACKAGE_ROOT, '.data', 'pglite');

export interface RateLimitConfig {
  /** Attempts per client address and e-mail (AUTH_RATE_LIMIT_PER_EMAIL). */
  perEmail: number;
  /** Attempts per client address across e-mails (AUTH_RATE_LIMIT_PER_IP). */
  perIp: number;
  windowSeconds: number;
}

export interface PlatformConfig {
  port: number;
  host: string;
  /** Explicit public URL; when absent it follows the port actually bound. */
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** From JWT_SECRET; empty until the platform reads (or makes) the one kept with its data. */
  jwtSecret: string;
  anonKey: string;
  jwtExpirySeconds: number;
  /** GoTrue's refresh-token reuse interval: a parent presented again this soon returns its child. */
  refreshReuseIntervalSeconds: number;
  /** Sessions end this long after sign-in, or after their last refresh. */
  sessionLifetime: SessionLifetime;
  adminAccess: AdminAccessConfig;
  /** Exact page origins (scheme, host, port) allowed to call the platform from a browser. */
  consoleOrigins: string[];
  rateLimit: RateLimitConfig;
  /**
   * The service credential the gateway holds (KB_API_KEY): a call presenting it comes from
   * the gateway, whose X-Forwarded-For names the browser's address.
   */
  serviceCredential: string | undefined;
  /** Port of the demo site (0: any free port), or null when DEMO_SITE_PORT=off. */
  demoSitePort: number | null;
  /** Seed on start when the database has no users. */
  seedIfEmpty: boolean;
  /** Whether seeding includes the 60-day conversation history (tests that count rows turn it off). */
  seedHistory: boolean;
  /**
   * Whether seeding fills the bots' knowledge services (documents through the upload
   * pipeline). The history asks them questions, so it brings the knowledge with it.
   */
  seedKnowledge: boolean;
  logLevel: string;
  /** SMTP_URL: where invitation and reset e-mails go; without it the console shows the link. */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the sender of those e-mails. */
  smtpFrom: string;
  /** AUTH_LINK_EXPIRY_HOURS: how long an invitation or reset link works. */
  linkExpiryHours: number;
  /** AUDIT_RETENTION_DAYS: how long audit entries are kept before the daily job removes them. */
  auditRetentionDays: number;
}

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

const orDefault = (items: string[], fallback: string[]) => (items.length > 0 ? items : fallback);

export function loadConfig(
  env: Env = process.env,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  const base: PlatformConfig = {
    port: intFrom(env.PLATFORM_PORT, DEFAULT_PORT, 'PLATFORM_PORT'),
    host: nonEmpty(env.PLATFORM_HOST) ?? DEFAULT_HOST,
    publicUrl: nonEmpty(env.PLATFORM_PUBLIC_URL)?.replace(/(?<!\/)\/+$/, ''),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(nonEmpty(env.PLATFORM_DATA_DIR) ?? DEFAULT_DATA_DIR),
    jwtSecret: jwtSecret ?? '',
    anonKey: nonEmpty(env.SUPABASE_ANON_KEY) ?? DEV_SUPABASE_ANON_KEY,
    jwtExpirySeconds: intFrom(
      env.JWT_EXPIRY_SECONDS,
      DEFAULT_JWT_EXPIRY_SECONDS,
      'JWT_EXPIRY_SECONDS',
    ),
    refreshReuseIntervalSeconds: intFrom(
      env.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
      10,
      'REFRESH_TOKEN_REUSE_INTERVAL_SECONDS',
    ),
    sessionLifetime: sessionLifetimeFromEnv(env),
    adminAccess: adminAccessFromEnv(env),
    consoleOrigins: orDefault(
      parseOriginList(env.CONSOLE_ORIGINS, 'CONSOLE_ORIGINS'),
      DEFAULT_CONSOLE_ORIGINS,
    ),
    rateLimit: {
      perEmail: intFrom(env.AUTH_RATE_LIMIT_PER_EMAIL, 30, 'AUTH_RATE_LIMIT_PER_EMAIL'),
      perIp: intFrom(env.AUTH_RATE_LIMIT_PER_IP, 100, 'AUTH_RATE_LIMIT_PER_IP'),
      windowSeconds: intFrom(
        env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        300,
        'AUTH_RATE_LIMIT_WINDOW_SECONDS',
      ),
    },
    serviceCredential: nonEmpty(env.KB_API_KEY),
    demoSitePort:
      nonEmpty(env.DEMO_SITE_PORT)?.toLowerCase() === 'off'
        ? null
        : intFrom(env.DEMO_SITE_PORT, DEFAULT_DEMO_SITE_PORT, 'DEMO_SITE_PORT'),
    seedIfEmpty: env.PLATFORM_SEED_IF_EMPTY !== 'false',
    seedHistory: env.PLATFORM_SEED_HISTORY !== 'false',
    seedKnowledge: env.PLATFORM_SEED_KNOWLEDGE !== 'false',
    logLevel: nonEmpty(env.PLATFORM_LOG_LEVEL) ?? 'info',
    smtpUrl: nonEmpty(env.SMTP_URL),
    smtpFrom: nonEmpty(env.SMTP_FROM) ?? 'Switchboard <no-reply@localhost>',
    linkExpiryHours: positiveInt(
      env.AUTH_LINK_EXPIRY_HOURS,
      DEFAULT_LINK_EXPIRY_HOURS,
      'AUTH_LINK_EXPIRY_HOURS',
    ),
    auditRetentionDays: positiveInt(
      env.AUDIT_RETENTION_DAYS,
      DEFAULT_AUDIT_RETENTION_DAYS,
      'AUDIT_RETENTION_DAYS',
    ),
  };
  return { ...base, ...overrides };
}

/** PLATFORM_PUBLIC_URL, else the loopback URL of the bound port. */
export function publicUrlFor(config: PlatformConfig, boundPort: number): string {
  return config.publicUrl ?? `http://127.0.0.1:${boundPort}`;
}
