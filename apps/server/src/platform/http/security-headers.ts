import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Origin of an absolute URL, or null for a path on this server. */
const originOf = (url: string | null | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
};

/**
 * Helmet with a CSP that fits the web app: scripts only from this server, inline styles for antd's
 * CSS-in-JS, images also from https (product pictures may live on a CDN), uploads to the object store.
 * Helmet's middleware is built once and run on every answer (not found and errors included); the Fastify
 * plugin built it anew for each request, parsing the policy every time (about 4 % of a small call's CPU).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  extraConnectOrigins: (string | null | undefined)[] = [],
  { crossOrigin = false }: { crossOrigin?: boolean } = {},
) {
  const connect = extraConnectOrigins.map(originOf).filter((o): o is string => o !== null);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connect],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain http on a LAN too; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // With CORS_ORIGINS set, a client on another origin shows the pictures and reads the answers.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
