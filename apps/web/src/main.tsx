import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/global.css';
import { i18nReady } from './shared/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();

// The first paint waits for the language's texts (one small chunk), so no screen flashes its keys.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
