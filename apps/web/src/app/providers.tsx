import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PageSpinner } from './page-spinner';
import { createQueryClient } from './query-client';

/** What every route needs. antd comes in with AntdRoot, so the login page loads without it. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
