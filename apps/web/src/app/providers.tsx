import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

/** What every route needs. The query cache comes in with AppRoot and antd with each screen that uses it, so the login page loads without them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
