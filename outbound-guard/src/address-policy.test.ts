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
