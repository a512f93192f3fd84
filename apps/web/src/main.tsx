import './app/start-first-reads';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { i18nReady, wantScreenTexts } from './shared/i18n';
import { opensStandaloneLoginHere } from './features/login/standalone-check';
import { endFirstPaint } from './first-paint/take-over';
import { quietIcons } from './shared/ui/quiet-icons';

quietIcons();
const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./app/app');

async function renderApp(): Promise<void> {
  const [{ App }] = await Promise.all([loadApp(), wantScreenTexts()]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Signed in on the standalone login page: the app takes over the same page at the target address. */
async function enterApp(target: string): Promise<void> {
  window.history.replaceState(null, '', target);
  await renderApp();
}

// The first paint waits for the language's texts (one small chunk), so no screen flashes its keys. The
// login page opened directly loads without the router and the guard (see standalone-login.tsx).
if (opensStandaloneLoginHere()) {
  void Promise.all([import('./features/login/standalone-login'), i18nReady]).then(([{ StandaloneLogin }]) => {
    root.render(
      <StrictMode>
        <StandaloneLogin onSignedIn={enterApp} preloadApp={() => void Promise.all([loadApp(), wantScreenTexts()]).catch(() => {})} />
      </StrictMode>,
    );
  });
} else {
  const app = loadApp();
  // Should the app's code fail to load, the page the server drew goes too: it would look usable and answer nothing.
  Promise.all([app, i18nReady, wantScreenTexts()]).then(renderApp, endFirstPaint);
}
