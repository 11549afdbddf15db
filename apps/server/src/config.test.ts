import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const trustProxyOf = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxyOf()).toBe(false);
    expect(trustProxyOf('')).toBe(false);
  });

  it('takes true and false', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('TRUE')).toBe(true);
  });

  it('takes a hop count, 0 trusting none', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxyOf('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.0/24,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
    ]);
    expect(trustProxyOf('loopback,uniquelocal,linklocal')).toEqual(['loopback', 'uniquelocal', 'linklocal']);
    expect(trustProxyOf('172.16.0.0/255.240.0.0')).toEqual(['172.16.0.0/255.240.0.0']);
  });

  it.each([
    'maybe',
    '-1',
    '1.5',
    '101',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.300',
    '10.0.0.0/8,',
    '10.0.0.0/8, proxy.example',
    '10.0.0.0/255.0.255.0',
    '::/255.0.0.0',
  ])('stops the start on %j, naming the variable and its forms', (value) => {
    expect(() => trustProxyOf(value)).toThrow(ConfigError);
    expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY.*true, false, a hop count/s);
  });
});
