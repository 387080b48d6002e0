/** Why a call to a bot's or the knowledge service failed before a usable answer came back. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'blocked' | 'timeout' | 'too-large' | 'unreachable' | 'redirect',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export const blockedAddress = (host: string, address: string) =>
  new UpstreamError('blocked', `${host} resolves to ${address}, a non-public address`);

export const timedOut = (ms: number) =>
  new UpstreamError('timeout', `Upstream did not answer within ${ms} ms`);

export const tooLarge = (limit: number) =>
  new UpstreamError('too-large', `Upstream response exceeds ${limit} bytes`);

/** A refused address is the gateway's decision (403); everything else is a bad gateway. */
export const failureStatus = (error: UpstreamError) => (error.kind === 'blocked' ? 403 : 502);
