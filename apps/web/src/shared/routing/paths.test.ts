import { describe, expect, it } from 'vitest';
import { isExternalLink, loginPathFor, normalizePath, refreshPathFor } from './paths';

describe('paths', () => {
  it('builds the login redirect from the full path', () => {
    expect(loginPathFor('/product/list?tab=3')).toBe('/login?redirect=%2Fproduct%2Flist%3Ftab%3D3');
    expect(new URLSearchParams(loginPathFor('/product/list?tab=3').split('?')[1]).get('redirect')).toBe('/product/list?tab=3');
  });

  it('builds the refresh path', () => {
    expect(refreshPathFor('/product/list?x=1')).toBe('/redirect/product/list?x=1');
  });

  it('normalises trailing slashes', () => {
    expect(normalizePath('/product/list/')).toBe('/product/list');
    expect(normalizePath('/')).toBe('/');
  });

  it('recognises external links', () => {
    expect(isExternalLink('https://a.b')).toBe(true);
    expect(isExternalLink('tel:123')).toBe(true);
    expect(isExternalLink('/product')).toBe(false);
  });
});
