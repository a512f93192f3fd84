// The server's log: pino through Fastify, one request id per call, and no token, password or captcha secret in any line.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** An incoming `x-request-id` is kept (so a call can be followed through a proxy) only when short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose values are credentials or signatures (upload URLs, captcha answers, tokens). */
const SECRET_PARAM = /(token|secret|signature|sign|password|credentials?|verification|key)$/i;

/** The URL as logged: the values of secret-looking query parameters replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** drizzle puts a failed statement's parameters into its message ("params: …"): they may hold hashes or captcha secrets. */
const withoutParams = (text: unknown): string => (typeof text === 'string' ? text.replace(/params: [\s\S]*/, 'params: [redacted]') : '');

const SECRET_FIELDS = ['password', 'credentials', 'captchaVerification', 'pointJson', 'secretKey', 'accessToken', 'refreshToken', 'token'];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; host?: string; hostname?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host ?? request.hostname,
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
      err: (error: Error & { code?: unknown; statusCode?: unknown; cause?: unknown }) => ({
        type: error?.constructor?.name ?? 'Error',
        message: withoutParams(error?.message),
        stack: withoutParams(error?.stack),
        code: error?.code,
        statusCode: error?.statusCode,
        cause: error?.cause instanceof Error ? { type: error.cause.constructor.name, message: withoutParams(error.cause.message) } : undefined,
      }),
    },
  };
}
