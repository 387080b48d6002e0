import net from 'node:net';

/**
 * Everything that is not a public unicast address: private networks, loopback,
 * link-local (cloud metadata at 169.254.169.254), shared, documentation, multicast and
 * reserved ranges.
 */
const NON_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IANA assigns public unicast only from 2000::/3; everything else is reserved or special,
 * so an address outside it is refused even where no registry row names it (`::/96`, the
 * IPv4-compatible form that reached 127.0.0.1 as `[::7f00:1]`, was never a row).
 */
const GLOBAL_UNICAST_V6: [string, number][] = [['2000::', 3]];

/**
 * The IANA IPv6 special-purpose registry and its neighbours, named so a reader can check
 * the list against the registry. Those outside 2000::/3 are refused by the rule above
 * already; they stay listed so removing that rule cannot quietly let them through. The
 * forms that embed an IPv4 address (compatible, mapped, NAT64, 6to4, Teredo) are refused
 * whole rather than judged by the IPv4 inside: a translator or relay decides where they
 * really go, and none of them is a service's own address.
 */
const NON_PUBLIC_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // IPv4/IPv6 translation (NAT64)
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, …
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const nonPublicV4 = new net.BlockList();
for (const [address, prefix] of NON_PUBLIC_V4) nonPublicV4.addSubnet(address, prefix, 'ipv4');
const globalUnicastV6 = new net.BlockList();
for (const [address, prefix] of GLOBAL_UNICAST_V6)
  globalUnicastV6.addSubnet(address, prefix, 'ipv6');
const nonPublicV6 = new net.BlockList();
for (const [address, prefix] of NON_PUBLIC_V6) nonPublicV6.addSubnet(address, prefix, 'ipv6');

/** True only for a literal IP address on the public internet. */
export function isPublicAddress(address: string): boolean {
  switch (net.isIP(address)) {
    case 4:
      return !nonPublicV4.check(address, 'ipv4');
    case 6:
      return globalUnicastV6.check(address, 'ipv6') && !nonPublicV6.check(address, 'ipv6');
    default:
      return false;
  }
}

/** RFC 6761: `localhost` and every `*.localhost` name mean this machine. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** `[::1]` as URLs write it → `::1`. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}
