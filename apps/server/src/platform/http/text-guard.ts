// Text PostgreSQL cannot store faithfully is refused before any handler runs: a NUL byte fails the
// write, and a lone UTF-16 surrogate would be silently turned into U+FFFD on its way to the database.
import { ResponseCode } from '@caremall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.ts';

export const MSG_INVALID_TEXT = '内容包含无效字符';

const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

/** The path of the first string (value or key) holding invalid text, or null. */
export function invalidTextPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return INVALID_TEXT.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (INVALID_TEXT.test(key)) return [...path, key.replace(INVALID_TEXT, '?')];
    const found = invalidTextPath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = invalidTextPath(part);
      if (path) {
        const field = path.join('.');
        throw new AppError(ResponseCode.METHOD_ARGUMENT_NOT_VALID, '', [field ? `${field}:${MSG_INVALID_TEXT}` : MSG_INVALID_TEXT]);
      }
    }
  });
}
