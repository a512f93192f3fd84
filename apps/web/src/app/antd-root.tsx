import { Suspense, useEffect } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { setFeedback } from '../shared/http';
import { useAntdLocale } from '../shared/i18n/antd-locale';
import { PageSpinner } from './page-spinner';
import { toAntdSize, useSettingsStore } from './settings-store';

/** Hands antd's context-aware message and modal to code outside React (http client, guard). */
function FeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    setFeedback({ message, modal });
    return () => setFeedback(null);
  }, [message, modal]);
  return null;
}

/** Layout route for every antd screen: locale, component size and feedback follow the settings. */
export default function AntdRoot() {
  const locale = useAntdLocale();
  const size = useSettingsStore((state) => state.size);
  return (
    <ConfigProvider locale={locale} componentSize={toAntdSize(size)}>
      <AntdApp>
        <FeedbackBridge />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
