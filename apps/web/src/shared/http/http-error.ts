/** Codes the client gives failures that never reached an envelope. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT';
/** The envelope code of a call made signed out (the session ended or was revoked). */
export const UNAUTHORIZED = 'A00004';

/** A rejected call: an envelope code other than '00000', or a network failure. */
export class HttpError extends Error {
  readonly code: string;
  readonly msg: string | null;
  readonly data: unknown;

  constructor(code: string, msg: string | null, data: unknown = null) {
    super(msg || code);
    this.name = 'HttpError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

/**
 * The server answered that it will not: a refusal or "no such record", not a call that got no answer (network, time-out)
 * or a session that ended (signing in again may well succeed).
 */
export const isRefusal = (error: unknown): error is HttpError =>
  error instanceof HttpError && ![NETWORK_ERROR, TIMEOUT_ERROR, UNAUTHORIZED].includes(error.code);
