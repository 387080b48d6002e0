import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import { isLocalhostName, isPublicAddress, type AddressPolicy } from './address-policy';
import { blockedAddress } from './upstream-errors';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Refuses a literal IP host before any socket opens (the resolver is never asked for those). */
export function checkLiteralHost(hostname: string, policy: AddressPolicy): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare) && !isPublicAddress(bare) && !policy.mayUsePrivateAddress(bare)) {
    throw blockedAddress(hostname, bare);
  }
}

/**
 * The resolver the socket connects with, so the address checked is the address used
 * (a name cannot resolve to a public address for the check and a private one after).
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const deliver = (addresses: LookupAddress[]) => {
      const refused = policy.mayUsePrivateAddress(hostname)
        ? undefined
        : addresses.find(({ address }) => !isPublicAddress(address));
      if (refused) return callback(blockedAddress(hostname, refused.address), '');
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
