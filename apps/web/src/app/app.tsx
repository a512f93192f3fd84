import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app: the router (with its guard) inside the providers, at the address the browser is on. */
export function App() {
  // Made on first render, not on import: the standalone login page preloads this module before it sets the address.
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
