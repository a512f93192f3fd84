import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { preloadFeedback } from '../shared/http/feedback';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * When the kit's toast and question are fetched (in the browser's idle time): past the first load, which the page
 * budget counts until the network has been quiet for half a second, and before most users meet their first failure.
 */
const FEEDBACK_AFTER_MS = 3000;

/** The whole app: the router (with its guard) inside the providers, at the address the browser is on. */
export function App() {
  // Made on first render, not on import: the standalone login page preloads this module before it sets the address.
  const [router] = useState(createAppRouter);
  useEffect(() => {
    const timer = setTimeout(
      () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(preloadFeedback) : preloadFeedback()),
      FEEDBACK_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
