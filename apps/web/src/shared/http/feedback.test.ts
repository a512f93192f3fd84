// Nested antd scopes (a dialog's inside a screen's or another dialog's): the innermost one's toasts win while it is
// on screen, and closing it hands them back to the one around it, never to nobody.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFeedback, lastingFeedback, registerFeedback, setFeedback, type Feedback } from './feedback';

const scope = (): Feedback => ({ message: { error: vi.fn(), success: vi.fn(), warning: vi.fn() }, modal: { confirm: vi.fn() } });

afterEach(() => setFeedback(null));

describe('feedback of nested scopes', () => {
  it('the innermost scope answers; removing it gives the toasts back to the outer one', () => {
    const outer = scope();
    const inner = scope();
    const removeOuter = registerFeedback(outer);
    const removeInner = registerFeedback(inner);
    expect(getFeedback()).toBe(inner);
    removeInner();
    expect(getFeedback()).toBe(outer);
    removeOuter();
    expect(getFeedback()).not.toBe(outer);
  });

  it('an outer scope leaving first keeps the inner one', () => {
    const outer = scope();
    const inner = scope();
    const removeOuter = registerFeedback(outer);
    registerFeedback(inner);
    removeOuter();
    expect(getFeedback()).toBe(inner);
  });
});

describe('a toast that outlives its screen', () => {
  it("is never a scope's: a scope's toasts go when it unmounts", () => {
    const screenScope = scope();
    registerFeedback(screenScope);
    expect(lastingFeedback()).not.toBe(screenScope);
    expect(lastingFeedback()).toBe(lastingFeedback());
  });
});
