import { bareHost, isPublicAddress } from './public-address';

/**
 * Public addresses are always reachable; a non-public one only for a host the operator's
 * allow-list names. Names, not resolved addresses: allowing 127.0.0.1 must not quietly
 * allow every name that happens to resolve there.
 */
export interface AddressPolicy {
  allows(hostname: string, address: string): boolean;
}

export function addressPolicy(allowedHosts: readonly string[]): AddressPolicy {
  const allowed = new Set(
    allowedHosts.map((host) => bareHost(host.trim().toLowerCase())).filter(Boolean),
  );
  return {
    allows: (hostname, address) =>
      isPublicAddress(address) || allowed.has(bareHost(hostname.toLowerCase())),
  };
}
