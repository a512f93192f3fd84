import { useEffect, type ComponentType, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { registerFeedback } from '../http';
import { useLocales } from '../i18n';
import { useAntdLocale } from '../i18n/antd-locale';
import { antdTheme } from './antd-theme';
import { toAntdSize, useComponentSize } from './component-size';
import { usePrefersReducedMotion } from './reduced-motion';

/** Hands antd's context-aware message and modal to code outside React (http client, guard). */
function FeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => registerFeedback({ message, modal }), [message, modal]);
  return null;
}

/**
 * What an antd screen or dialog renders inside: antd's locale (it suspends until the language's texts are in), the
 * user's control size, motion and toasts. The shell and the home screen are drawn without antd, so each part that
 * uses it loads this with its own code.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  useLocales();
  const locale = useAntdLocale();
  const size = useComponentSize();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale} componentSize={toAntdSize(size)} theme={antdTheme(reducedMotion)}>
      {/* No element of its own: a scope may sit inside a row of fields (a picker's dialog, the rich-text editor). */}
      <AntdApp component={false}>
        <FeedbackBridge />
        {children}
      </AntdApp>
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
