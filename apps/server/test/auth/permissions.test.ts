import { describe, expect, it } from 'vitest';
import { uriMatches } from '../../src/platform/auth/permissions.ts';

describe('uriMatches (Ant-style patterns)', () => {
  it('matches exact paths, one-segment and any-depth wildcards', () => {
    expect(uriMatches('/mall_rbac/role', '/mall_rbac/role')).toBe(true);
    expect(uriMatches('/mall_rbac/role', '/mall_rbac/role/')).toBe(true);
    expect(uriMatches('/mall_rbac/role', '/mall_rbac/role/page')).toBe(false);
    expect(uriMatches('/order/delivery/*', '/order/delivery/12')).toBe(true);
    expect(uriMatches('/order/delivery/*', '/order/delivery/12/x')).toBe(false);
    expect(uriMatches('/mall_product/**', '/mall_product/admin/spu/page')).toBe(true);
  });

  it('treats regex characters in a stored uri literally', () => {
    expect(uriMatches('/a.b', '/axb')).toBe(false);
    expect(uriMatches('/a(b)', '/a(b)')).toBe(true);
  });
});
