import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseOriginList } from '@switchboard/outbound-guard';
import { DEV_SUPABASE_ANON_KEY } from '@switchboard/server-kit/dev-anon-key';
import {
  GATEWAY_PORT,
  PLATFORM_PORT,
  REMOTE_NAMES,
  REMOTE_PORTS,
} from '@switchboard/server-kit/ports';

export interface GatewayConfig {
  host: string;
  port: number;
  /** The built host (index.html, remote-less entry, chunks). */
  distDir: string;
  /** Optional JSON file whose fields override the runtime config; read on every change. */
  runtimeConfigFile: string | undefined;
  brandName: string;
  remoteEntries: Record<string, string>;
  remoteLoadTimeoutMs: number;
  platformUrl: string;
  /**
   * How long the gateway waits for one platform call; past it the call counts as no answer
   * (the write may have happened), which the operations across services are built to survive.
   */
  platformTimeoutMs: number;
  anonKey: string;
  adminAllowedEmails: string[];
  adminAllowedDomainWords: string[];
  logRateLimitPerMinute: number;
  /** PostgreSQL where every gateway counts its rate limits; unset, each counts in memory. */
  databaseUrl: string | undefined;
  /** Exact origins a proxied call may reach even when they resolve to a private address. */
  proxyAllowedOrigins: string[];
  proxyTimeoutMs: number;
  proxyMaxResponseBytes: number;
  proxyMaxUploadBytes: number;
  /** *The* knowledge service, reached only through the gateway. */
  knowledgeServiceUrl: string;
  /** Server-only: sent to the knowledge service and govstack bots, never to the browser. */
  knowledgeApiKey: string | undefined;
  /** Exact origins of govstack bot services, the only govstack-looking hosts that get the key. */
  govstackOrigins: string[];
  /** Signs the CSRF cookie of the session-library routes. */
  gatewaySecret: string;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Everything the gateway needs, from environment variables with the contract defaults. */
export function gatewayConfigFromEnv(env: Env = process.env): GatewayConfig {
  const remoteHost = env.REMOTE_HOST ?? '127.0.0.1';
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const upper = name.toUpperCase();
      const port = integer(env, `REMOTE_${upper}_PORT`, REMOTE_PORTS[name]);
      return [
        name,
        env[`REMOTE_${upper}_ENTRY`] ?? `http://${remoteHost}:${port}/mf-manifest.json`,
      ];
    }),
  );
  const platformPort = integer(env, 'PLATFORM_PORT', PLATFORM_PORT);
  const platformUrl = (env.PLATFORM_URL ?? `http://127.0.0.1:${platformPort}`).replace(
    /(?<!\/)\/+$/,
    '',
  );
  if (env.PROXY_ALLOWED_HOSTS) {
    // A bare host used to admit every port on it; say so rather than guess a port.
    throw new Error('PROXY_ALLOWED_HOSTS is gone: list exact origins in PROXY_ALLOWED_ORIGINS');
  }
  const gatewaySecret = env.GATEWAY_SECRET || randomBytes(32).toString('hex');
  if (gatewaySecret.length < 32) throw new Error('GATEWAY_SECRET must be at least 32 characters');
  return {
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    port: integer(env, 'GATEWAY_PORT', GATEWAY_PORT),
    // The host shell's production build, beside this package in the repository.
    distDir: env.GATEWAY_DIST_DIR ?? path.resolve(__dirname, '../../../host-shell/dist'),
    runtimeConfigFile: env.RUNTIME_CONFIG_FILE || undefined,
    brandName: env.BRAND_NAME ?? 'Evercare Homecare',
    remoteEntries,
    remoteLoadTimeoutMs: integer(env, 'REMOTE_LOAD_TIMEOUT_MS', 10_000),
    platformUrl,
    platformTimeoutMs: integer(env, 'GATEWAY_PLATFORM_TIMEOUT_MS', 10_000),
    // The embedded platform's public anon key, unless the console points elsewhere.
    anonKey: env.SUPABASE_ANON_KEY ?? DEV_SUPABASE_ANON_KEY,
    adminAllowedEmails: list(env.ADMIN_ALLOWED_EMAILS, []),
    adminAllowedDomainWords: list(env.ADMIN_ALLOWED_DOMAIN_WORDS, ['switchboard']),
    logRateLimitPerMinute: integer(env, 'CLIENT_LOG_RATE_LIMIT', 60),
    databaseUrl: env.GATEWAY_DATABASE_URL || undefined,
    // Empty by default: only `npm start` and the tests opt loopback hosts in.
    proxyAllowedOrigins: parseOriginList(env.PROXY_ALLOWED_ORIGINS, 'PROXY_ALLOWED_ORIGINS'),
    proxyTimeoutMs: integer(env, 'PROXY_TIMEOUT_MS', 30_000),
    proxyMaxResponseBytes: integer(env, 'PROXY_MAX_RESPONSE_BYTES', 2 * 1024 * 1024),
    // A 25 MiB document plus its multipart framing.
    proxyMaxUploadBytes: integer(env, 'PROXY_MAX_UPLOAD_BYTES', 26 * 1024 * 1024),
    knowledgeServiceUrl: (env.KNOWLEDGE_SERVICE_URL || `${platformUrl}/kb/default`).replace(
      /(?<!\/)\/+$/,
      '',
    ),
    knowledgeApiKey: env.KNOWLEDGE_API_KEY || undefined,
    govstackOrigins: parseOriginList(env.GOVSTACK_ORIGINS, 'GOVSTACK_ORIGINS'),
    // Random per process when unset: CSRF tokens then simply expire on restart.
    gatewaySecret,
  };
}
