import { DefaultMessage, ResponseCode, type Envelope, type ResponseCodeValue } from '@caremall/contract';

/** A success envelope around `data` (`msg: "ok"` when there is none, as mall4cloud answers). */
export function ok<T>(data: T): { code: string; msg: string | null; data: T; success: true } {
  return { code: ResponseCode.OK, msg: data === null || data === undefined ? 'ok' : null, data: (data ?? null) as T, success: true };
}

export function fail(code: ResponseCodeValue, msg?: string | null, data: unknown = null): Envelope {
  return { code, msg: msg ?? DefaultMessage[code] ?? null, data, success: false };
}

/** An error the client is meant to see: its code and message go into the envelope as they are. */
export class AppError extends Error {
  constructor(
    readonly code: ResponseCodeValue,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? DefaultMessage[code] ?? code);
  }
}

/** A business rule refused the request; the message is shown to the user verbatim (A00001). */
export const showFail = (message: string) => new AppError(ResponseCode.SHOW_FAIL, message);
/** No session, a missing, expired or revoked token (A00004): the client signs the user out. */
export const unauthorized = (message?: string) => new AppError(ResponseCode.UNAUTHORIZED, message);
/** A signed-in caller lacks what the call needs (A00006, HTTP 403): shown as a message, the user stays signed in. */
export const forbidden = (message?: string) => new AppError(ResponseCode.FORBIDDEN, message);
/** Validation failures: `data` lists "field:message" strings (A00002). */
export const invalid = (messages: string[]) => new AppError(ResponseCode.METHOD_ARGUMENT_NOT_VALID, '', messages);
