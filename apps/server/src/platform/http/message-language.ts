// Every envelope's message in the caller's language. Handlers and guards write the spec's Chinese texts;
// a caller that sends a `locale` header (as mall4cloud's clients do) other than Chinese gets each message
// translated here, on its way out. Accept-Language is not read: browsers always send it, and upstream
// clients that send no locale expect Chinese whatever the browser's language.
import { messageLanguageOf, translateFieldMessage, translateMessage } from '@caremall/contract/messages';
import { ResponseCode } from '@caremall/contract';
import type { FastifyInstance } from 'fastify';

const VALIDATION_FAILED: string = ResponseCode.METHOD_ARGUMENT_NOT_VALID;

interface EnvelopeLike {
  code: string;
  msg: unknown;
  data: unknown;
  success: unknown;
}

const isFailure = (payload: unknown): payload is EnvelopeLike =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as EnvelopeLike).code === 'string' &&
  (payload as EnvelopeLike).success === false &&
  'msg' in payload;

export function installMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isFailure(payload)) return payload;
    const language = messageLanguageOf(request.headers.locale as string | undefined);
    if (language === 'zh_CN') return payload;
    const msg = typeof payload.msg === 'string' ? translateMessage(payload.msg, language) : payload.msg;
    const data =
      payload.code === VALIDATION_FAILED && Array.isArray(payload.data)
        ? payload.data.map((item: unknown) => (typeof item === 'string' ? translateFieldMessage(item, language) : item))
        : payload.data;
    return { ...payload, msg, data };
  });
}
