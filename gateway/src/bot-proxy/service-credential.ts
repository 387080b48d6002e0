import { UpstreamError } from '../outbound/upstream-errors';

export interface CredentialPolicy {
  /** The knowledge-service credential; unset means nothing is ever sent. */
  apiKey: string | undefined;
  /** Origins trusted with it: the embedded platform (its own bots) and the govstack origins. */
  keyOrigins: ReadonlySet<string>;
  /** The operator's govstack origins; the only govstack-looking hosts ever called. */
  govstackOrigins: ReadonlySet<string>;
}

/**
 * The credential header for a call to a bot's service. A domain containing "govstack"
 * is what asks for the key, but only configured govstack origins receive it: anyone who
 * can register a bot could otherwise name `govstack.their-host.example` and collect it.
 * Such a look-alike is refused outright rather than called without the key.
 */
export function serviceKeyHeaders(url: URL, policy: CredentialPolicy): Record<string, string> {
  const looksGovstack = url.hostname.toLowerCase().includes('govstack');
  if (looksGovstack && !policy.govstackOrigins.has(url.origin)) {
    throw new UpstreamError(
      'blocked',
      `Refused: ${url.origin} looks like a govstack service but is not a configured govstack origin`,
    );
  }
  return policy.apiKey && policy.keyOrigins.has(url.origin) ? { 'x-api-key': policy.apiKey } : {};
}
