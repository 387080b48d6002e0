import type { LookupFunction } from 'node:net';
import {
  assertReachable,
  checkLiteralHost,
  guardedLookup,
  originPolicy,
} from '@switchboard/outbound-guard';
import { EmbeddingsEndpointError } from '@switchboard/embedding-model';

const blocked = (host: string, address: string) =>
  new EmbeddingsEndpointError(
    `Refusing to call ${host}${address !== host ? ` (${address})` : ''}: private, loopback, link-local and reserved addresses ` +
      'are reached only when KB_EMBEDDINGS_ALLOWED_ORIGINS names the exact origin',
  );

/**
 * A bot's embeddings endpoint is a URL staff type in: through the shared outbound guard it
 * cannot reach the host, its network or cloud metadata unless the operator listed the origin.
 * A literal address is refused at once (Node connects to it without a lookup); a name is
 * judged by the lookup the connection itself uses.
 */
export function endpointAddress(allowedOrigins: readonly string[], baseUrl: string) {
  const url = new URL(baseUrl);
  const policy = originPolicy(allowedOrigins).forUrl(url);
  checkLiteralHost(url.hostname, policy, blocked);
  return {
    lookup: guardedLookup(policy, blocked) as LookupFunction,
    check: () => assertReachable(url.hostname, policy, blocked),
  };
}
