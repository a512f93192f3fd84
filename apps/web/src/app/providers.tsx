import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';

/** What every route needs. antd and the query cache come in with AntdRoot, so the login page loads without them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
