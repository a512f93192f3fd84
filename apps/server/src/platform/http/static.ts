import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_PAINT, isHomeScreen, LAYOUT_COOKIES, SERVER_MESSAGES, TOKEN_COOKIE } from '@caremall/contract';
import { isApiPath } from './api-paths.ts';
import { fail } from './envelope.ts';
import { cookieOf, firstLoadPage, pageLanguage, type PageRequest } from './first-load.ts';
import { encodePage, firstPaintDrawer, withFirstPaint, type DrawFirstPaint } from './first-paint.ts';

/** The home screen drawn for a signed-in load of its address (`first-paint.ts`), else null. */
async function firstPaint(draw: DrawFirstPaint | null, request: FastifyRequest, page: PageRequest) {
  const token = cookieOf(page.cookie, TOKEN_COOKIE);
  if (!draw || !token || !isHomeScreen(page.pathname)) return null;
  const cookies = { size: cookieOf(page.cookie, LAYOUT_COOKIES.size), sidebarStatus: cookieOf(page.cookie, LAYOUT_COOKIES.sidebar) };
  return draw({ url: request.url, token, language: pageLanguage(page), cookies });
}

/**
 * Serves the built web app (when webDist is set). The root and unknown non-API paths get the page (index.html,
 * signed-in loads with their first code named: `first-load.ts`) so client routes work on reload; anything else
 * unknown gets an envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist ? path.resolve(webDist) : null;
  let sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null = null;
  if (root) {
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`web app not built: ${root}/index.html missing`);
    const pageFor = firstLoadPage(root);
    const drawFirstPaint = await firstPaintDrawer(app, root);
    sendPage = async (request, reply) => {
      const page: PageRequest = {
        pathname: request.url.split('?')[0] ?? '/',
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      };
      const drawn = await firstPaint(drawFirstPaint, request, page);
      reply
        // The page differs for a signed-in load and by language: a cache must not answer one with another.
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (!drawn) return reply.header('cache-control', 'no-cache').send(pageFor(page));
      const { body, encoding } = await encodePage(withFirstPaint(pageFor(page), drawn), request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // A page drawn with the user's orders is theirs alone, and of this moment.
      return reply.header('cache-control', 'private, no-store').send(body);
    };
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; hashed asset names never change content.
      preCompressed: true,
      // The server's own drawing code (first-paint.ts) is not the browser's.
      allowedPath: (pathName) => !pathName.startsWith(`/${FIRST_PAINT.dir}/`),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (sendPage) app.get('/', (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD as GET (Node leaves out the body): a proxy's health check by HEAD sees the page is there.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (sendPage && reads && !isApiPath(pathname) && !path.extname(pathname)) return sendPage(request, reply);
    return reply.code(404).send(fail('A00005', SERVER_MESSAGES.noRoute(request.method, pathname)));
  });
}
