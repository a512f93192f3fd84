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
