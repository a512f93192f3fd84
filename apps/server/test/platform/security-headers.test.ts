import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('forbids framing, sniffing and foreign scripts on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mall_auth/ua/app_config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';').map((directive) => directive.trim())).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets the browser upload to an absolute resources origin', async () => {
    const cdn = await createTestApp({ resourcesUrl: 'https://cdn.example.com/caremall/' });
    try {
      const response = await cdn.app.inject({ method: 'GET', url: '/mall_auth/ua/app_config' });
      expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self' https://cdn.example.com");
    } finally {
      await cdn.close();
    }
  });
});
