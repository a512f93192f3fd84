// Requests Node's HTTP parser refuses before Fastify sees them (oversized headers, a broken request
// line, a read timeout) still get an envelope, so no client ever meets a bare parser error.
import type { Socket } from 'node:net';
import { ResponseCode } from '@caremall/contract';
import { messageLanguageOf } from '@caremall/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { inLanguage, languageOfRawRequest } from './message-language.ts';

export const MSG_HEADERS_TOO_LARGE = '请求头过大';
export const MSG_BAD_REQUEST = '请求格式有误';

export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, chinese] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', fail(ResponseCode.SHOW_FAIL, MSG_HEADERS_TOO_LARGE)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', fail(ResponseCode.SHOW_FAIL, MSG_BAD_REQUEST)]
        : [400, 'Bad Request', fail(ResponseCode.HTTP_MESSAGE_NOT_READABLE, MSG_BAD_REQUEST)];
  const body = JSON.stringify(inLanguage(chinese, languageOfRawRequest(error.rawPacket)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A URL the router cannot decode (`/%zz`) is refused before routing, with an envelope like any bad request;
 * no hook runs for it, so its message is put in the caller's language here.
 */
export function answerFrameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const language = messageLanguageOf(request.headers.locale as string | undefined);
  void reply.code(400).send(inLanguage(fail(ResponseCode.HTTP_MESSAGE_NOT_READABLE, MSG_BAD_REQUEST), language));
}
