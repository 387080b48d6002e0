import type { Bot, ReportBot } from '@switchboard/domain';
import type { GatewayConfig } from '../config/gateway-config';

/** What the platform answered: its status and its JSON (or undefined when it sent none). */
export interface PlatformAnswer<T = unknown> {
  status: number;
  body: T;
}

/** The platform was unreachable or too slow: the gateway answers 502, never the caller's fault. */
export class PlatformUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Platform unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'PlatformUnavailable';
  }
}

export interface GoTrueUser {
  id: string;
  email?: string;
  user_metadata?: { username?: string; RoleName?: string };
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  token_type: string;
  user: GoTrueUser;
}

/** A bot as the Bots API lists it; the proxy reads its address. */
export type RegisteredBot = Bot;

/** Where the platform is, how the gateway names itself to it, and how long it waits. */
export type PlatformAddress = Pick<GatewayConfig, 'platformUrl' | 'anonKey' | 'platformTimeoutMs'>;

/**
 * The calls the gateway makes to the platform (auth and the Bots API), always on the
 * caller's own token so the platform stays the one place that decides who may do what.
 */
export function platformClient(
  { platformUrl, anonKey, platformTimeoutMs }: PlatformAddress,
  serviceCredential?: string,
) {
  async function call<T>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<PlatformAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers, apikey: anonKey };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${platformUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(platformTimeoutMs),
      });
    } catch (error) {
      throw new PlatformUnavailable(error);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.status >= 500) throw new PlatformUnavailable(`${response.status} ${text}`);
    return { status: response.status, body: body as T };
  }

  return {
    user: (token: string) => call<GoTrueUser>('GET', '/auth/v1/user', { token }),
    /**
     * Sign-in limits count per browser address: the gateway names it, and vouches for it
     * with the service credential (the platform ignores the header from anyone else).
     */
    passwordGrant: (email: string, password: string, clientAddress: string) =>
      call<TokenResponse>('POST', '/auth/v1/token?grant_type=password', {
        body: { email, password, gotrue_meta_security: {} },
        headers: serviceCredential
          ? { 'x-api-key': serviceCredential, 'x-forwarded-for': clientAddress }
          : {},
      }),
    refreshGrant: (refreshToken: string) =>
      call<TokenResponse>('POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: refreshToken },
      }),
    logout: (token: string) => call('POST', '/auth/v1/logout?scope=local', { token }),
    bots: (token: string) => call<RegisteredBot[]>('GET', '/api/bots', { token }),
    bot: (token: string, id: string) =>
      call<RegisteredBot>('GET', `/api/bots/${encodeURIComponent(id)}`, { token }),
    /** The bots the caller may see in reports; with the service credential, with addresses. */
    reportBots: (token: string, serviceHeaders: Record<string, string>) =>
      call<ReportBot[]>('GET', '/api/reports/bots', { token, headers: serviceHeaders }),
  };
}

export type PlatformClient = ReturnType<typeof platformClient>;

/** The platform's own error text, for passing its 4xx answers on as `{ error }`. */
export function platformErrorText(answer: PlatformAnswer, fallback: string): string {
  const body = answer.body as { error?: unknown; message?: unknown; msg?: unknown } | undefined;
  for (const value of [body?.error, body?.message, body?.msg]) {
    if (typeof value === 'string' && value) return value;
  }
  return fallback;
}
