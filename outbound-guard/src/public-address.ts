import net from 'node:net';

/**
 * Everything that is not a public unicast address: private networks, loopback,
 * link-local (cloud metadata at 169.254.169.254), shared, documentation, multicast and
 * reserved ranges, plus the IPv6 prefixes that tunnel back into them. IPv4-mapped IPv6
 * addresses need no rule of their own: BlockList checks them against the IPv4 rules.
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
const NON_PUBLIC_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const nonPublic = new net.BlockList();
for (const [address, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(address, prefix, 'ipv6');

/** True only for a literal IP address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
