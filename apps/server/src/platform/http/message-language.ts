// Every envelope's message in the caller's language. Handlers and guards write the spec's Chinese texts;
// a caller that sends a `locale` header (as mall4cloud's clients do) other than Chinese gets each message
// translated here, on its way out. Accept-Language is not read: browsers always send it, and upstream
// clients that send no locale expect Chinese whatever the browser's language.
import { messageLanguageOf, translateFieldMessage, translateMessage, type MessageLanguage } from '@caremall/contract/messages';
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

/** Joins several messages into one (e.g. one per refused file); each is translated on its own. */
export const MESSAGE_LIST_SEPARATOR = '；';
const LIST_SEPARATORS: Record<MessageLanguage, string> = { zh_CN: '；', en: '; ', es_MX: '; ', ja: '；' };

/** A message, or a list of them joined by MESSAGE_LIST_SEPARATOR, in `language`. */
function translateText(text: string, language: MessageLanguage): string {
  const parts = text.split(MESSAGE_LIST_SEPARATOR);
  if (parts.length > 1) {
    const translated = parts.map((part) => translateMessage(part, language));
    // Only a list of messages is one: a single message with the separator in its values is translated whole.
    if (translated.every((part, index) => part !== parts[index])) return translated.join(LIST_SEPARATORS[language]);
  }
  return translateMessage(text, language);
}

/** A failure envelope with its message (and a validation failure's field messages) in `language`. */
export function inLanguage<T>(payload: T, language: MessageLanguage): T {
  if (!isFailure(payload) || language === 'zh_CN') return payload;
  const msg = typeof payload.msg === 'string' ? translateText(payload.msg, language) : payload.msg;
  const data =
    payload.code === VALIDATION_FAILED && Array.isArray(payload.data)
      ? payload.data.map((item: unknown) => (typeof item === 'string' ? translateFieldMessage(item, language) : item))
      : payload.data;
  return { ...payload, msg, data };
}

/**
 * The language of a request the HTTP parser refused (oversized headers, a broken request line): its headers
 * were never parsed, so the `locale` header is read from the raw bytes the parser was given. Only the bytes
 * of the refused read are known; a header that came in an earlier one reads as none (Chinese).
 */
export function languageOfRawRequest(raw: unknown): MessageLanguage {
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  return messageLanguageOf(/\r\nlocale:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
}

export function installMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    inLanguage(payload, messageLanguageOf(request.headers.locale as string | undefined)),
  );
}
