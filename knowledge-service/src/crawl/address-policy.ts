import type { LookupFunction } from 'node:net';
import {
  assertReachable,
  guardedLookup,
  originPolicy,
  type AddressPolicy,
} from '@switchboard/outbound-guard';

/** A crawl target the address policy refuses (answers 400 on the crawl request). */
export class BlockedAddressError extends Error {
  constructor(host: string, address: string) {
    super(
      `Refusing to fetch ${host}${address !== host ? ` (${address})` : ''}: private, loopback, link-local and reserved addresses ` +
        'are not crawled unless KB_CRAWL_ALLOWED_ORIGINS names the exact origin',
    );
    this.name = 'BlockedAddressError';
  }
}

const blocked = (host: string, address: string) => new BlockedAddressError(host, address);

/** The rule for one URL: which addresses it may connect to, enforced at connect time. */
export interface UrlAddressPolicy extends AddressPolicy {
  /** The lookup the connection uses, so the address checked is the one used. */
  lookup: LookupFunction;
  /** Resolves the host now and refuses it when blocked (an early, clear 400). */
  check(): Promise<void>;
}

/**
 * The crawler's use of the shared outbound guard: a URL field must not become a way into
 * the host, its network or cloud metadata. Decided per URL (origin, port included), so
 * every redirect hop is judged afresh.
 */
export interface CrawlAddressPolicy {
  forUrl(url: URL): UrlAddressPolicy;
}

export function crawlAddressPolicy(allowedOrigins: readonly string[]): CrawlAddressPolicy {
  const origins = originPolicy(allowedOrigins);
  return {
    forUrl(url) {
      const policy = origins.forUrl(url);
      return {
        allows: policy.allows,
        lookup: guardedLookup(policy, blocked) as LookupFunction,
        check: () => assertReachable(url.hostname, policy, blocked),
      };
    },
  };
}
