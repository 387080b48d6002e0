import { PlatformUnavailable, type PlatformAddress, type PlatformAnswer } from './platform-client';

/**
 * One Bots API call on the caller's token, as the gateway's operations across services
 * make them, so the platform alone decides who may. Extra headers carry an operation's
 * Idempotency-Key. No answer, or a 5xx, is PlatformUnavailable: the write may have happened.
 */
export function callerPlatformCall(config: PlatformAddress) {
  return async function call<T>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<PlatformAnswer<T>> {
    let response: Response;
    try {
      response = await fetch(`${config.platformUrl}${path}`, {
        method,
        headers: {
          ...headers,
          apikey: config.anonKey,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.platformTimeoutMs),
      });
    } catch (error) {
      throw new PlatformUnavailable(error);
    }
    const text = await response.text();
    if (response.status >= 500) throw new PlatformUnavailable(`${response.status} ${text}`);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed as T };
  };
}
