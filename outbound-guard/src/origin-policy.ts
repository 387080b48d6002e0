import { addressPolicy, type AddressPolicy } from './address-policy';

/**
 * The outbound rule for one operator allow-list of exact origins: a listed origin may use
 * any address (the operator named it, port included); everything else must resolve to
 * public addresses only. Deciding per URL, not per host, keeps an exception for one
 * loopback service from opening every port beside it.
 */
export interface OriginPolicy {
  forUrl(url: URL): AddressPolicy;
}

const anyAddress: AddressPolicy = { allows: () => true };

export function originPolicy(allowedOrigins: readonly string[]): OriginPolicy {
  const allowed = new Set(allowedOrigins);
  const publicOnly = addressPolicy([]);
  return { forUrl: (url) => (allowed.has(url.origin) ? anyAddress : publicOnly) };
}
