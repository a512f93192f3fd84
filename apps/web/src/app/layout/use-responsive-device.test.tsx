import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSettingsStore } from '../settings-store';
import { useResponsiveDevice } from './use-responsive-device';

/** A viewport whose width the test sets: matchMedia answers `(max-width: N px)` from it and tells listeners of changes. */
function viewport(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return state.width <= max;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      state.width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const render = () => renderHook(() => useResponsiveDevice(), { wrapper: MemoryRouter });

afterEach(() => {
  vi.restoreAllMocks();
  useSettingsStore.setState({ device: 'desktop', sidebarOpened: true });
});

describe('the device the shell lays out for', () => {
  it('is a desktop above 992 px, with the sidebar left open', () => {
    viewport(1280);
    render();
    expect(useSettingsStore.getState()).toMatchObject({ device: 'desktop', sidebarOpened: true });
  });

  it('is mobile at 992 px and below, which closes the sidebar', () => {
    viewport(992);
    render();
    expect(useSettingsStore.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false });
  });

  it('follows the window when it narrows past the breakpoint and back', () => {
    const screen = viewport(1280);
    render();
    screen.resize(800);
    expect(useSettingsStore.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false });
    screen.resize(1200);
    expect(useSettingsStore.getState().device).toBe('desktop');
  });
});
