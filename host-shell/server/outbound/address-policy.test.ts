/**
 * @jest-environment node
 */
import { addressPolicy, isLocalhostName, isPublicAddress } from './address-policy';

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
    const policy = addressPolicy(['127.0.0.1', 'Govstack.localhost']);
    expect(policy.mayUsePrivateAddress('govstack.localhost')).toBe(true);
    expect(policy.mayUsePrivateAddress('127.0.0.1')).toBe(true);
    expect(policy.mayUsePrivateAddress('localhost')).toBe(false);
    expect(policy.mayUsePrivateAddress('10.0.0.1')).toBe(false);
  });
});
