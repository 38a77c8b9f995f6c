import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { clientAddressKey } from '../../src/lib/client-address.ts';
import { fastifyTrustProxy } from '../../src/proxy-trust.ts';

/** TRUST_PROXY as operations.md documents it (decision 054). */
describe('TRUST_PROXY', () => {
  const trustOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy when unset, false, no or 0', () => {
    for (const value of [undefined, '', 'false', 'no', '0', 'FALSE']) expect(trustOf(value)).toBe(false);
  });

  it('reads true and yes as one hop, never as every hop', () => {
    expect(trustOf('true')).toBe(1);
    expect(trustOf('yes')).toBe(1);
  });

  it('reads a whole number as a hop count', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
  });

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(trustOf('10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses to start on anything else, naming the wrong entry', () => {
    for (const value of ['maybe', '10.0.0.0/33', '::1/129', '10.0.0.1,proxy.example.org', '11', '1.5'])
      expect(() => trustOf(value), value).toThrow(/TRUST_PROXY/);
    expect(() => trustOf('10.0.0.1,proxy.example.org')).toThrow(/proxy\.example\.org/);
  });

  it('gives Fastify a hop count as a function of the hop, trusting exactly that many', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, also when written as IPv6', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 network of an IPv6 address (RFC 6177: one subscriber, one /64 or more)', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });
});
