import { describe, expect, it } from 'vitest';
import { opensStandaloneLogin } from './standalone-check';

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('the login page opened without the router', () => {
  it('is the login page, with or without a redirect or trailing slash, for someone signed out', () => {
    for (const address of ['/login', '/login/', '/login?redirect=%2Fproduct%2Flist', '/login?redirect=/product/list&tab=3']) {
      expect(opensStandaloneLogin(at(address), false)).toBe(true);
    }
  });

  it('leaves to the router a signed-in user (the guard sends them home), other paths and a sign-on token', () => {
    expect(opensStandaloneLogin(at('/login'), true)).toBe(false);
    for (const address of ['/', '/order/order', '/login/x', '/logins', '/login?ssoToken=abc']) {
      expect(opensStandaloneLogin(at(address), false)).toBe(false);
    }
  });
});
