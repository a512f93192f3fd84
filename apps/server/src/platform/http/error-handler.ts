import { ResponseCode } from '@caremall/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, fail } from './envelope.ts';

/** Every failure answers HTTP 200 with an envelope, as mall4cloud does; no stack trace leaves. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationMessages?: string[] }, request, reply) => {
    if (error instanceof AppError) return reply.code(200).send(fail(error.code, error.message, error.data));
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(200).send(fail(ResponseCode.EXCEPTION));
  });
}
