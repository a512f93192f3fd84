import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths.ts';
import { fail } from './envelope.ts';
import { firstLoadPage } from './first-load.ts';

/**
 * Serves the built web app (when webDist is set). The root and unknown non-API paths get the page (index.html,
 * signed-in loads with their first code named: `first-load.ts`) so client routes work on reload; anything else
 * unknown gets an envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist ? path.resolve(webDist) : null;
  let sendPage: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null = null;
  if (root) {
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`web app not built: ${root}/index.html missing`);
    const pageFor = firstLoadPage(root);
    sendPage = (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        // The page differs for a signed-in load and by language: a cache must not answer one with another.
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(
          pageFor({
            pathname: request.url.split('?')[0] ?? '/',
            cookie: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
          }),
        );
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset; hashed asset names never change content.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (sendPage) app.get('/', (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (sendPage && request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)) return sendPage(request, reply);
    return reply.code(404).send(fail('A00005', `no route for ${request.method} ${pathname}`));
  });
}
