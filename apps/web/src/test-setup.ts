import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, wantScreenTexts, withLocales } from './shared/i18n';
import { removeAllToasts } from './shared/ui/toast';

// antd's responsive helpers (Grid, Form layouts) call matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// findBy and waitFor give up after 10 s, not Testing Library's one: a dialog's first drawing alone can pass one second
// on a busy 2-core machine (a passing wait ends as soon as what it waits for is there).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The toasts' own root outlives each case's render: a toast left from one case must not answer the next one's query.
  removeAllToasts();
});

// jsdom does not implement pseudo-element styles; antd asks for them while measuring scrollbars.
const getComputedStyleWithoutPseudo = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleWithoutPseudo(element);

// jsdom has no ResizeObserver; antd's auto-sized text areas and overflow lists observe their size.
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Dictionaries load per language; every test starts with the detected one in place, every screen's texts with it.
await i18nReady;
await wantScreenTexts();
await withLocales();
