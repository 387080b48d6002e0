import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

// Everything that is not the public internet: a crawler reachable from a URL
// field must not become a way into the host, its network or cloud metadata.
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

export class AddressPolicy {
  private readonly allowed: Set<string>;

  constructor(allowedHosts: string[]) {
    this.allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  }

  /** IPv4-mapped IPv6 addresses are checked against the IPv4 rules by BlockList itself. */
  allows(host: string, address: string): boolean {
    const bare = host.toLowerCase().replace(/^\[|\]$/g, '');
    if (this.allowed.has(bare) || this.allowed.has(address.toLowerCase())) return true;
    const family = isIP(address);
    if (family === 0) return false;
    return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }

  /**
   * The lookup every crawler connection uses: the address is checked when the
   * socket is about to connect, so a name that resolves differently later
   * (DNS rebinding) is still caught.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((entry) => this.allows(hostname, entry.address));
      if (usable.length === 0)
        return callback(
          new BlockedAddressError(hostname, addresses[0]?.address ?? hostname),
          '',
          0,
        );
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };

  /** Resolves a host now and refuses it when every address is blocked (an early, clear 400). */
  async check(host: string): Promise<void> {
    const bare = host.replace(/^\[|\]$/g, '');
    if (isIP(bare)) {
      if (!this.allows(bare, bare)) throw new BlockedAddressError(bare, bare);
      return;
    }
    await new Promise<void>((resolve, reject) => {
      this.lookup(bare, { all: true }, (error) => (error ? reject(error) : resolve()));
    });
  }
}
