import type { LookupFunction } from 'node:net';
import {
  addressPolicy,
  assertReachable,
  guardedLookup,
  type AddressPolicy,
} from '@switchboard/outbound-guard';

/** A crawl target the address policy refuses (answers 400 on the crawl request). */
export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(
      `Refusing to fetch ${host}${address !== host ? ` (${address})` : ''}: private, loopback, link-local and reserved addresses ` +
        'are not crawled unless KB_CRAWL_ALLOWED_HOSTS names them',
    );
    this.name = 'BlockedAddressError';
  }
}

const blocked = (host: string, address: string) => new BlockedAddressError(host, address);

/**
 * The crawler's use of the shared outbound guard: a URL field must not become a way into
 * the host, its network or cloud metadata.
 */
export interface CrawlAddressPolicy extends AddressPolicy {
  /** The lookup every crawler connection uses, so the address checked is the one used. */
  lookup: LookupFunction;
  /** Resolves a host now and refuses it when blocked (an early, clear 400). */
  check(host: string): Promise<void>;
}

export function crawlAddressPolicy(allowedHosts: readonly string[]): CrawlAddressPolicy {
  const policy = addressPolicy(allowedHosts);
  return {
    allows: policy.allows,
    lookup: guardedLookup(policy, blocked) as LookupFunction,
    check: (host) => assertReachable(host, policy, blocked),
  };
}
