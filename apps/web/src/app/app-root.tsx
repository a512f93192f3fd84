import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ComponentSizeContext } from '../shared/theme/component-size';
import { PageSpinner } from './page-spinner';
import { useRootQueryClient } from './query-client';
import { useSettingsStore } from './settings-store';

/**
 * Layout route of the signed-in app: the query cache (the login page reads nothing through it, so a new sign-in
 * starts empty) and the user's control size. antd is not loaded here: each screen that uses it brings its own scope
 * (`AntdScope`), which waits for antd's and dayjs's texts.
 */
export default function AppRoot() {
  const queryClient = useRootQueryClient();
  const size = useSettingsStore((state) => state.size);
  return (
    <QueryClientProvider client={queryClient}>
      <ComponentSizeContext value={size}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ComponentSizeContext>
    </QueryClientProvider>
  );
}
