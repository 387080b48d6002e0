import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import net from 'node:net';
import type { AddressPolicy } from './address-policy';
import { bareHost, isLocalhostName } from './public-address';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** What a caller throws when an address is refused (each service words it for its users). */
export type BlockedError = (hostname: string, address: string) => Error;

/** Refuses a literal IP host up front: sockets never ask the resolver about those. */
export function checkLiteralHost(
  hostname: string,
  policy: AddressPolicy,
  blocked: BlockedError,
): void {
  const bare = bareHost(hostname);
  if (net.isIP(bare) && !policy.allows(bare, bare)) throw blocked(hostname, bare);
}

/**
 * The resolver a socket connects with, so the address checked is the address used: a
 * name cannot resolve to a public address for a check and a private one afterwards.
 */
export function guardedLookup(policy: AddressPolicy, blocked: BlockedError) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const deliver = (addresses: LookupAddress[]) => {
      const refused = addresses.find(({ address }) => !policy.allows(hostname, address));
      if (refused) return callback(blocked(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    };
    // Node's resolver here does not know RFC 6761 names, so answer them ourselves.
    if (isLocalhostName(hostname)) return deliver([{ address: '127.0.0.1', family: 4 }]);
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '');
      return deliver(addresses);
    });
  };
}

/** Resolves a host now through the guard, for an early, clear refusal before any work starts. */
export function assertReachable(
  hostname: string,
  policy: AddressPolicy,
  blocked: BlockedError,
): Promise<void> {
  checkLiteralHost(hostname, policy, blocked);
  if (net.isIP(bareHost(hostname))) return Promise.resolve();
  return new Promise((resolve, reject) => {
    guardedLookup(policy, blocked)(hostname, { all: true }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}
