import { useSyncExternalStore } from 'react';
import type { Locale } from 'antd/es/locale';

let current: Locale | undefined;
const listeners = new Set<() => void>();

/** Set by the language switch once the language's antd locale has loaded. */
export function setAntdLocale(locale: Locale): void {
  current = locale;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** antd's locale for the current language, outside React (antd's static toasts). */
export const currentAntdLocale = (): Locale | undefined => current;

/** antd's locale for the current language, for the ConfigProvider (antd's own English until one has loaded). */
export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
