import { ConfigProvider } from 'antd';
import message from 'antd/es/message';
import modal from 'antd/es/modal';
import { currentAntdLocale } from '../i18n/antd-locale';
import { antdTheme } from '../theme/antd-theme';
import { prefersReducedMotion } from '../theme/reduced-motion';

// antd's static toasts and confirmations render outside any screen's scope: they take its theme and locale here.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={currentAntdLocale()} theme={antdTheme(prefersReducedMotion())}>
      {children}
    </ConfigProvider>
  ),
});

export { message, modal };
