import { describe, expect, it } from 'vitest';
import { normalizePermissions, SessionVerificationError } from './session-error';

describe('normalizePermissions', () => {
  it('fails with the verification error when the list is missing', () => {
    expect(() => normalizePermissions(null)).toThrow(SessionVerificationError);
    expect(() => normalizePermissions(null)).toThrow('Verification failed, please Login again.');
  });

  it("turns an empty list into ['']", () => {
    expect(normalizePermissions([])).toEqual(['']);
  });

  it('keeps a given list', () => {
    expect(normalizePermissions(['multishop:hotSearch:save'])).toEqual(['multishop:hotSearch:save']);
  });
});
