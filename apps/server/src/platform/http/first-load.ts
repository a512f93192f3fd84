import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isHomeScreen, LANGUAGE_COOKIE, TOKEN_COOKIE, uiLanguageOf } from '@caremall/contract';

/** The web build's `first-load.json`: the chunks a signed-in page needs first (see the web's first-load plugin). */
interface FirstLoadManifest {
  app: string[];
  home: string[];
  languages: Record<string, string[]>;
}

/** The request's parts that say what the page will load. */
export interface PageRequest {
  pathname: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The language the web app will pick for this load: the saved one, else the browser's first known, else English. */
export const pageLanguage = (request: PageRequest) =>
  uiLanguageOf(cookieOf(request.cookie, LANGUAGE_COOKIE), (request.acceptLanguage ?? '').split(','));

/**
 * The web app's page with, for a signed-in load, modulepreload links to the code it will ask for once its entry has
 * run: the app, the language's texts and, at the home screen's address, its screen. They load while the entry
 * runs. A signed-out page (the login page) gets none: its first load stays small.
 */
export function firstLoadPage(webRoot: string): (request: PageRequest) => string {
  const indexFile = path.join(webRoot, 'index.html');
  let built: { at: number; render: (request: PageRequest) => string } | null = null;
  return (request) => {
    // A build replaced under the running server is served from its next page: the page read before names chunks
    // the new build no longer has, and would draw nothing. While a build is being written (no page yet), the last.
    const at = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (!built || (at !== undefined && at !== built.at)) built = { at: at ?? -1, render: pageOf(webRoot, indexFile) };
    return built.render(request);
  };
}

function pageOf(webRoot: string, indexFile: string): (request: PageRequest) => string {
  const html = readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(webRoot, 'first-load.json');
  if (!existsSync(manifestFile) || !html.includes('</head>')) return () => html;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FirstLoadManifest;
  return (request) => {
    if (!cookieOf(request.cookie, TOKEN_COOKIE)) return html;
    const files = new Set([
      ...manifest.app,
      ...(manifest.languages[pageLanguage(request)] ?? []),
      ...(isHomeScreen(request.pathname) ? manifest.home : []),
    ]);
    const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return html.replace('</head>', `${links}</head>`);
  };
}
