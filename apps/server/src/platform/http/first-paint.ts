import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { FIRST_PAINT, type UiLanguage } from '@caremall/contract';

/** One read's answer, as the web app's transport keeps it. */
interface Answer {
  status: number;
  body: unknown;
}

/** What the web build's `render-home.js` exports (the web's `src/first-paint/render-home.tsx`). */
interface FirstPaintModule {
  prepareFirstPaint(): Promise<void>;
  firstPaintReadPaths(location: { pathname: string; search: string }): string[];
  renderFirstPaint(request: {
    url: string;
    language: UiLanguage;
    cookies: Record<string, string | undefined>;
    answers: Record<string, Answer>;
  }): { markup: string; title: string } | null;
}

/** A signed-in load of the home screen, as the page's server sees it. */
export interface FirstPaintRequest {
  /** Path and query. */
  url: string;
  token: string;
  language: UiLanguage;
  cookies: Record<string, string | undefined>;
}

/** The home screen as the server drew it, its title and language, and the answers it was drawn from (the app takes them instead of asking). */
export interface FirstPaint {
  markup: string;
  title: string;
  language: UiLanguage;
  answers: Record<string, Answer>;
}

export type DrawFirstPaint = (request: FirstPaintRequest) => Promise<FirstPaint | null>;

/**
 * The drawing of the home screen, when the web build has one: its reads go through the app's own routes with the
 * load's token (`inject`), so they pass the same gateway, permissions and shop boundary as the browser's would, and
 * any refusal leaves the page undrawn (the app then reads and draws as before).
 */
export async function firstPaintDrawer(app: FastifyInstance, webRoot: string): Promise<DrawFirstPaint | null> {
  const file = path.join(webRoot, FIRST_PAINT.dir, FIRST_PAINT.module);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as FirstPaintModule;
  await renderer.prepareFirstPaint();

  const read = async (url: string, token: string, language: UiLanguage): Promise<Answer> => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: token, locale: language, accept: 'application/json' } });
    return { status: response.statusCode, body: response.json() };
  };

  return async ({ url, token, language, cookies }) => {
    const [pathname = '/', search = ''] = url.split(/(?=\?)/);
    const paths = renderer.firstPaintReadPaths({ pathname, search });
    const answers = Object.fromEntries(await Promise.all(paths.map(async (readPath) => [readPath, await read(readPath, token, language)] as const)));
    try {
      const drawn = renderer.renderFirstPaint({ url, language, cookies, answers });
      return drawn === null ? null : { ...drawn, language, answers };
    } catch (error) {
      app.log.error({ err: error }, 'first paint: the home screen could not be drawn');
      return null;
    }
  };
}

/** Text inside an element. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a `<script>` element: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with the drawing before the app's root, inert (nothing in it takes the focus or a click: the app's own
 * page replaces it), and the answers it was drawn from, as data (`type="application/json"`: never run). The page
 * says the drawing's language and title.
 */
export function withFirstPaint(html: string, { markup, title, language, answers }: FirstPaint): string {
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language.replace('_', '-')}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="${FIRST_PAINT.drawingId}" inert>${markup}</div>` +
        `<script type="application/json" id="${FIRST_PAINT.readsId}">${scriptJson(answers)}</script><div id="root"></div>`,
    );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A drawn page compressed as the browser accepts (about 50 KB of markup and answers become about 10): brotli at a
 * middle quality, which costs about a millisecond here, else gzip, else as is. The choice weighs the header's
 * q-values as the API's compression does (`br;q=0, gzip` is gzip); codings are compared case-insensitively.
 */
export async function encodePage(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const encoding = acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip']) : null;
  if (encoding === 'br') return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  if (encoding === 'gzip') return { body: await gzipped(html), encoding };
  return { body: html };
}
