import { Suspense, useEffect, useSyncExternalStore } from 'react';
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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the user asked the system for less motion; antd then opens and closes without animating. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches);
}

/** Layout route for every antd screen: locale, component size, motion and feedback follow the settings. */
export default function AntdRoot() {
  const locale = useAntdLocale();
  const size = useSettingsStore((state) => state.size);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale} componentSize={toAntdSize(size)} theme={{ token: { motion: !reducedMotion } }}>
      <AntdApp>
        <FeedbackBridge />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AntdApp>
    </ConfigProvider>
  );
}
