import type { ComponentType, ReactNode } from 'react';
import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocales } from '../i18n';
import { useAntdLocale } from '../i18n/antd-locale';
import { antdTheme } from './antd-theme';
import { toAntdSize, useComponentSize } from './component-size';
import { usePrefersReducedMotion } from './reduced-motion';

// antd draws a select's arrow and its loading sign as images named in English ("down", "loading"), which a screen
// reader reads on their own beside the field: they only show what the field's role already says.
const SILENT_ARROWS = { suffixIcon: <DownOutlined aria-hidden />, loadingIcon: <LoadingOutlined spin aria-hidden /> };

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
  // antd spaces out a button's two CJK characters (确 认), a Chinese convention; in Japanese it reads as a typo (確 認).
  const spacedButtons = useTranslation().i18n.language === 'zh_CN';
  return (
    <ConfigProvider
      locale={locale}
      componentSize={toAntdSize(size)}
      theme={antdTheme(reducedMotion)}
      button={{ autoInsertSpace: spacedButtons }}
      select={SILENT_ARROWS}
      cascader={SILENT_ARROWS}
    >
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
