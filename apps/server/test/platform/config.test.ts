import { describe, expect, it } from 'vitest';
import { configFromEnv, trustProxyFrom } from '../../src/config.ts';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told: the socket address decides the sign-in limits', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
  });

  it('takes the forms Fastify accepts: a hop count, addresses and CIDRs, or every proxy', () => {
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(trustProxyFrom('true')).toBe(true);
  });
});

describe('CORS_ORIGINS', () => {
  it('is off by default and takes a comma list of origins', () => {
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(configFromEnv({ CORS_ORIGINS: 'https://merchant.example.com, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://merchant.example.com',
      'http://localhost:5173',
    ]);
  });

  it('refuses a value that is not a list of origins, naming the setting', () => {
    expect(() => configFromEnv({ CORS_ORIGINS: 'merchant.example.com/path' })).toThrow(/^CORS_ORIGINS: /);
  });
});
