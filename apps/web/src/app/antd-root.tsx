import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { setFeedback } from '../shared/http';
import { useLocales } from '../shared/i18n';
import { useAntdLocale } from '../shared/i18n/antd-locale';
import { PageSpinner } from './page-spinner';
import { useRootQueryClient } from './query-client';
import { toAntdSize, useSettingsStore } from './settings-store';
import { ACCESSIBLE_COMPONENTS, ACCESSIBLE_TOKENS } from '../shared/theme/accessible-tokens';

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

/**
 * Layout route for every antd screen: locale, component size, motion and feedback follow the settings.
 * The query cache lives here too (the login page reads nothing through it), so a new sign-in starts empty.
 */
export default function AntdRoot() {
  useLocales();
  const queryClient = useRootQueryClient();
  const locale = useAntdLocale();
  const size = useSettingsStore((state) => state.size);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={locale}
        componentSize={toAntdSize(size)}
        theme={{ token: { ...ACCESSIBLE_TOKENS, motion: !reducedMotion }, components: ACCESSIBLE_COMPONENTS }}
      >
        <AntdApp>
          <FeedbackBridge />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
