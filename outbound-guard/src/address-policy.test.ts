/**
 * @jest-environment node
 */
import { assertReachable, checkLiteralHost } from './guarded-lookup';
import { addressPolicy } from './address-policy';
import { isLocalhostName, isPublicAddress } from './public-address';

describe('the address policy', () => {
  it.each([
    '10.0.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.20.1.1',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'not-an-ip',
  ])('treats %s as non-public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111'])('treats %s as public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  // Replays of the probe's `[::7f00:1]` and the rest of the IANA special-purpose table.
  it.each([
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
    ['IPv4-compatible metadata', '::a9fe:a9fe'],
    ['IPv4-compatible public', '::808:808'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['local-use NAT64', '64:ff9b:1::1'],
    ['discard-only', '100::1'],
    ['dummy prefix', '100:0:0:1::1'],
    ['Teredo', '2001::1'],
    ['benchmarking', '2001:2::1'],
    ['ORCHIDv2', '2001:20::1'],
    ['IETF assignments, last block', '2001:1ff::1'],
    ['documentation', '2001:db8::1'],
    ['documentation (3fff::/20)', '3fff::1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of metadata', '2002:a9fe:a9fe::1'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['segment routing', '5f00::1'],
    ['unique local', 'fd12:3456::1'],
    ['unique local, low half', 'fc00::1'],
    ['link-local, top of range', 'febf::1'],
    ['site-local', 'fec0::1'],
    ['multicast', 'ff02::1'],
    ['unassigned, outside 2000::/3', '4000::1'],
    ['unassigned, below 2000::/3', '1fff::1'],
  ])('treats %s (%s) as non-public', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2001:4860:4860::8888', '2001:200::1', '2a00:1450:4001:80b::200e', '3ffe::1'])(
    'treats %s, global unicast outside every special range, as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('knows the RFC 6761 localhost names', () => {
    expect(isLocalhostName('localhost')).toBe(true);
    expect(isLocalhostName('govstack.localhost')).toBe(true);
    expect(isLocalhostName('GovStack.LOCALHOST.')).toBe(true);
    expect(isLocalhostName('localhost.example.com')).toBe(false);
  });

  it('lets only listed hosts use private addresses, case-insensitively', () => {
    const policy = addressPolicy(['Govstack.localhost', '10.1.2.3', '::1']);
    expect(policy.allows('govstack.localhost', '127.0.0.1')).toBe(true);
    expect(policy.allows('10.1.2.3', '10.1.2.3')).toBe(true);
    expect(policy.allows('[::1]', '::1')).toBe(true);
    expect(policy.allows('example.com', '93.184.215.14')).toBe(true);
  });

  it('does not extend an allowed address to the names that resolve to it', () => {
    const policy = addressPolicy(['127.0.0.1']);
    expect(policy.allows('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(policy.allows('localhost', '127.0.0.1')).toBe(false);
    expect(policy.allows('intranet.example', '10.1.2.3')).toBe(false);
  });
});

describe('the connect-time guard', () => {
  const blocked = (host: string, address: string) => new Error(`blocked ${host} (${address})`);

  it('refuses literal private addresses before any socket opens', () => {
    const policy = addressPolicy([]);
    expect(() => checkLiteralHost('169.254.169.254', policy, blocked)).toThrow(
      'blocked 169.254.169.254',
    );
    expect(() => checkLiteralHost('[::1]', policy, blocked)).toThrow('blocked [::1] (::1)');
    expect(() => checkLiteralHost('[::7f00:1]', policy, blocked)).toThrow(
      'blocked [::7f00:1] (::7f00:1)',
    );
    expect(() => checkLiteralHost('[2002:7f00:1::1]', policy, blocked)).toThrow('blocked');
    expect(() => checkLiteralHost('8.8.8.8', policy, blocked)).not.toThrow();
  });

  it('resolves *.localhost to loopback and refuses it unless allowed', async () => {
    await expect(assertReachable('govstack.localhost', addressPolicy([]), blocked)).rejects.toThrow(
      'blocked govstack.localhost (127.0.0.1)',
    );
    await expect(
      assertReachable('govstack.localhost', addressPolicy(['govstack.localhost']), blocked),
    ).resolves.toBeUndefined();
  });

  it('passes resolver failures through', async () => {
    await expect(
      assertReachable('no-such-host.invalid', addressPolicy([]), blocked),
    ).rejects.toThrow(/ENOTFOUND|EAI_AGAIN/);
  });
});
