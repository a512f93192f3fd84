import i18n from '../i18n';
import { detectLanguage } from '../i18n/language';
import { removeToken } from '../auth/token';
import { getFeedback } from './feedback';
import { HttpError, NETWORK_ERROR, TIMEOUT_ERROR, UNAUTHORIZED } from './http-error';
import type { QueryParams } from './query-string';
import { takeReadAhead } from './read-ahead';
import { CallTimedOut, callHeaders, callUrl, send, type Answer, type HttpMethod } from './send';

export type { HttpMethod } from './send';
export { REQUEST_TIMEOUT_MS } from './send';

export interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T | null;
  success?: boolean;
}

export type FormFields = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  /** Sent as JSON. */
  data?: unknown;
  /** Sent form-encoded instead of `data`. */
  form?: FormFields;
  /** Extra headers; an `Authorization` here replaces the session token. */
  headers?: Record<string, string>;
  /** No toasts or dialogs: the caller handles every failure itself. */
  silent?: boolean;
  /**
   * `false`: an A00004 (signed out) rejects without the "you have been logged out" dialog, which is for a call made
   * while working. The route guard's load sends the user to the login page itself.
   */
  loggedOutDialog?: boolean;
}

const SUCCESS = '00000';
const VALIDATION_FAILED = 'A00002';
/** Signed in, but the caller's roles lack the call (HTTP 403): the server's message; the user stays signed in. */
const FORBIDDEN = 'A00006';
const TOASTED_CODES = new Set(['A00001', 'A00003', 'A00005']);
const TOAST_SECONDS = 1.5;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'common', ...options });

/** Calls that fail together for one reason (the session's reads, a lost network) show one toast, not a stack. */
function toastError(content: string): void {
  getFeedback().message.error({ key: content, content, duration: TOAST_SECONDS });
}

let loggedOutDialogOpen = false;

/** One "you have been logged out" dialog at a time, however many calls fail together. */
function showLoggedOutDialog(): void {
  if (loggedOutDialogOpen) return;
  loggedOutDialogOpen = true;
  const release = () => {
    loggedOutDialogOpen = false;
  };
  getFeedback().modal.confirm({
    title: t('loggedOut.title'),
    content: t('loggedOut.content'),
    okText: t('loggedOut.relogin'),
    cancelText: t('cancel'),
    // The reload signs in again (spec); a page's unsaved work waits for it in the tab (drafts.ts). That code comes with
    // the pages that hold a draft, so it is here already when there is one, and stays out of the login page's load.
    onOk: () =>
      import('../routing/drafts')
        .then(({ keepHeldDrafts }) => keepHeldDrafts())
        .catch(() => undefined)
        .finally(() => {
          removeToken();
          window.location.reload();
        }),
    onCancel: release,
    afterClose: release,
  });
}

/** An A00002 item reads `field.path:message`; the user is shown the message only. */
export const withoutFieldPath = (item: string) => item.replace(/^[A-Za-z_$][\w$]*(?:\.[\w$]+)*:/, '');

function showEnvelopeFailure(envelope: Envelope<unknown>, options: RequestOptions): void {
  if (TOASTED_CODES.has(envelope.code)) {
    toastError(envelope.msg || 'Error');
  } else if (envelope.code === VALIDATION_FAILED) {
    const messages = Array.isArray(envelope.data) ? envelope.data.filter((item) => typeof item === 'string') : [];
    if (messages.length > 0) messages.map(withoutFieldPath).forEach(toastError);
    else if (envelope.msg) toastError(envelope.msg);
  } else if (envelope.code === UNAUTHORIZED) {
    if (options.loggedOutDialog !== false) showLoggedOutDialog();
  } else if (envelope.code === FORBIDDEN) {
    toastError(envelope.msg || t('noPermission'));
  }
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string';

function buildBody(options: RequestOptions, headers: Headers): BodyInit | undefined {
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return form.toString();
  }
  if (options.data !== undefined) {
    headers.set('Content-Type', 'application/json;charset=UTF-8');
    return JSON.stringify(options.data);
  }
  return undefined;
}

function envelopeOf(answer: Answer): Envelope<unknown> {
  if (isEnvelope(answer.body)) return answer.body;
  throw new HttpError(NETWORK_ERROR, t('request.failedWithStatus', { status: answer.status }));
}

function asNetworkError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof CallTimedOut) return new HttpError(TIMEOUT_ERROR, t('request.timeout'));
  // fetch rejects with a TypeError when no answer came; its text is the browser's own, in English ("Failed to fetch").
  if (error instanceof TypeError) return new HttpError(NETWORK_ERROR, t('request.unreachable'));
  return new HttpError(NETWORK_ERROR, error instanceof Error ? error.message : String(error));
}

/** What to tell of a failed call made outside the client (a download): a network failure in the user's language. */
export function failureMessage(error: unknown): string {
  return asNetworkError(error).message;
}

/** One call of the mall4cloud envelope protocol (spec section 8). Resolves with `data`. */
export async function request<T>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<T> {
  const headers = callHeaders(i18n.language || detectLanguage());
  const body = buildBody(options, headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const fullUrl = callUrl(url, options.params);
  const ahead = method === 'GET' && !options.headers ? takeReadAhead(fullUrl) : undefined;

  let envelope: Envelope<unknown>;
  try {
    envelope = envelopeOf(await (ahead ?? send(method, fullUrl, headers, body)));
  } catch (error) {
    const networkError = asNetworkError(error);
    if (!options.silent) toastError(networkError.message);
    throw networkError;
  }

  if (envelope.code === SUCCESS) return envelope.data as T;
  if (!options.silent) showEnvelopeFailure(envelope, options);
  throw new HttpError(envelope.code, envelope.msg, envelope.data);
}

export const http = {
  request,
  get: <T>(url: string, params?: QueryParams) => request<T>('GET', url, { params }),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, { data: body }),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { data: body }),
  delete: <T>(url: string, options: { params?: QueryParams; data?: unknown } = {}) => request<T>('DELETE', url, options),
  postForm: <T>(url: string, fields: FormFields, headers?: Record<string, string>) => request<T>('POST', url, { form: fields, headers }),
};
