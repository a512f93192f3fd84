import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isOpenPath } from './api-paths.ts';

/**
 * Answers of 1 KB and more go brotli- or gzip-compressed to a client that accepts it (a product page of ten:
 * 11 KB of JSON, 1 to 1.5 KB on the wire), which a merchant on a phone hotspot feels on every list. The web
 * app's files and the drawn home page come compressed already and pass as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    // The calls open without a token are the sign-in calls, whose answers carry a sign-in secret (tokens, the
    // captcha's key) beside text the caller sent: uncompressed, an answer's length never tells anything about the
    // secret in it (BREACH). They are small anyway.
    if (isOpenPath(route.url)) route.compress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}
