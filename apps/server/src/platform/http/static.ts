import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.ts';
import { fail } from './envelope.ts';

/**
 * Serves the built web app (when webDist is set). Unknown non-API paths get index.html so client
 * routes work on reload; anything else unknown gets an envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist ? path.resolve(webDist) : null;
  if (root) {
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`web app not built: ${root}/index.html missing`);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br/.gz beside each asset; hashed asset names never change content.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (root && request.method === 'GET' && !isApiPath(pathname) && !path.extname(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(fail('A00005', `no route for ${request.method} ${pathname}`));
  });
}
