import { ResponseCode } from '@caremall/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, fail } from './envelope.ts';

export const MSG_OUT_OF_RANGE = '输入的内容超出允许的长度或范围';

/** The SQLSTATE of a database error, looked up through wrapping errors (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Every failure answers HTTP 200 with an envelope, as mall4cloud does; no stack trace leaves. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationMessages?: string[] }, request, reply) => {
    // A refusal is an envelope without data: it is written as it is, not through the route's answer schema.
    reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
    if (error instanceof AppError) {
      // mall4cloud answers every envelope with 200; a refused permission is 403 so clients that only toast
      // A00001/3/5 still show it as a message instead of treating it as a log-out.
      return reply.code(error.code === ResponseCode.FORBIDDEN ? 403 : 200).send(fail(error.code, error.message, error.data));
    }
    if (error.validation || error.validationMessages) {
      const messages = error.validationMessages ?? (error.validation ?? []).map((v) => v.message ?? 'invalid');
      return reply.code(200).send(fail(ResponseCode.METHOD_ARGUMENT_NOT_VALID, '', messages));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      error instanceof SyntaxError
    ) {
      return reply.code(200).send(fail(ResponseCode.HTTP_MESSAGE_NOT_READABLE));
    }
    // Class 22 (data exception: a value too long, out of range or not representable) is bad input that got
    // past a schema; the write failed whole, so it is answered as a validation failure, not a crash.
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.code(200).send(fail(ResponseCode.METHOD_ARGUMENT_NOT_VALID, '', [MSG_OUT_OF_RANGE]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(200).send(fail(ResponseCode.EXCEPTION));
  });
}
