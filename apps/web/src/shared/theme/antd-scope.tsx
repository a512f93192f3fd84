import type { ComponentType, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useLocales } from '../i18n';
import { useAntdLocale } from '../i18n/antd-locale';
import { antdTheme } from './antd-theme';
import { toAntdSize, useComponentSize } from './component-size';
import { usePrefersReducedMotion } from './reduced-motion';

/**
 * What an antd screen or dialog renders inside: antd's locale (it suspends until the language's texts are in), the
 * user's control size and motion (toasts and questions are the kit's, `getFeedback`). The shell and the home screen
 * are drawn without antd, so each part that uses it loads this with its own code.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  useLocales();
  const locale = useAntdLocale();
  const size = useComponentSize();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale} componentSize={toAntdSize(size)} theme={antdTheme(reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}

/** The component drawn inside its own antd scope. */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Scoped = (props: P) => (
    <AntdScope>
      <Component {...props} />
    </AntdScope>
  );
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
