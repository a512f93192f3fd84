// Requests Node's HTTP parser refuses before Fastify sees them (oversized headers, a broken request
// line, a read timeout) still get an envelope, so no client ever meets a bare parser error.
import type { Socket } from 'node:net';
import { ResponseCode } from '@caremall/contract';
import { fail } from './envelope.ts';

export const MSG_HEADERS_TOO_LARGE = '请求头过大';
export const MSG_BAD_REQUEST = '请求格式有误';

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, envelope] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', fail(ResponseCode.SHOW_FAIL, MSG_HEADERS_TOO_LARGE)]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', fail(ResponseCode.SHOW_FAIL, MSG_BAD_REQUEST)]
        : [400, 'Bad Request', fail(ResponseCode.HTTP_MESSAGE_NOT_READABLE, MSG_BAD_REQUEST)];
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
