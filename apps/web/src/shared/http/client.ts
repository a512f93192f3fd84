import i18n from '../i18n';
import { detectLanguage } from '../i18n/language';
import { getToken, removeToken } from '../auth/token';
import { getFeedback } from './feedback';
import { HttpError, NETWORK_ERROR, TIMEOUT_ERROR } from './http-error';
import { withQuery, type QueryParams } from './query-string';

export interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T | null;
  success?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
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
}

export const REQUEST_TIMEOUT_MS = 50_000;
const SUCCESS = '00000';
const VALIDATION_FAILED = 'A00002';
const UNAUTHORIZED = 'A00004';
/** Signed in, but the caller's roles lack the call (HTTP 403): a message; the user stays signed in. */
const FORBIDDEN = 'A00006';
const TOASTED_CODES = new Set(['A00001', 'A00003', 'A00005']);
const TOAST_SECONDS = 1.5;

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';
const ABSOLUTE_URL = /^https?:\/\//i;

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
    onOk: () => {
      removeToken();
      window.location.reload();
    },
    onCancel: release,
    afterClose: release,
  });
}

/** An A00002 item reads `field.path:message`; the user is shown the message only. */
export const withoutFieldPath = (item: string) => item.replace(/^[A-Za-z_$][\w$]*(?:\.[\w$]+)*:/, '');

function showEnvelopeFailure(envelope: Envelope<unknown>): void {
  if (TOASTED_CODES.has(envelope.code)) {
    toastError(envelope.msg || 'Error');
  } else if (envelope.code === VALIDATION_FAILED) {
    const messages = Array.isArray(envelope.data) ? envelope.data.filter((item) => typeof item === 'string') : [];
    if (messages.length > 0) messages.map(withoutFieldPath).forEach(toastError);
    else if (envelope.msg) toastError(envelope.msg);
  } else if (envelope.code === UNAUTHORIZED) {
    showLoggedOutDialog();
  } else if (envelope.code === FORBIDDEN) {
    toastError(t('noPermission'));
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

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (response.ok) throw error;
  }
  if (isEnvelope(body)) return body;
  throw new HttpError(NETWORK_ERROR, t('request.failedWithStatus', { status: response.status }));
}

function asNetworkError(error: unknown, timedOut: boolean): HttpError {
  if (error instanceof HttpError) return error;
  if (timedOut) return new HttpError(TIMEOUT_ERROR, t('request.timeout'));
  return new HttpError(NETWORK_ERROR, error instanceof Error ? error.message : String(error));
}

/** The headers every call sends: JSON, the language and the session's token. */
function baseHeaders(): Headers {
  // The server answers its messages in the language named by `locale`, as mall4cloud's clients send it.
  const headers = new Headers({ Accept: 'application/json', locale: i18n.language || detectLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  return headers;
}

/** Sends a call and reads its envelope; a lost network or an answer that is no envelope throws an HttpError. */
async function fetchEnvelope(method: HttpMethod, fullUrl: string, headers: Headers, body?: BodyInit): Promise<Envelope<unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(fullUrl, { method, headers, body, signal: controller.signal });
    return await readEnvelope(response);
  } catch (error) {
    throw asNetworkError(error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads started before the code that wants them has loaded, by address; each is taken once, while fresh. */
const readsAhead = new Map<string, { startedAt: number; envelope: Promise<Envelope<unknown>> }>();
const READ_AHEAD_FRESH_MS = 10_000;

/**
 * Starts a GET now, for a screen whose code is still loading (the first page of a signed-in load): its first
 * `request` of the same address takes the answer instead of asking again, and reports failures as its own.
 */
export function readAhead(url: string, params?: QueryParams): void {
  const fullUrl = withQuery(ABSOLUTE_URL.test(url) ? url : API_BASE + url, params);
  const envelope = fetchEnvelope('GET', fullUrl, baseHeaders());
  envelope.catch(() => undefined);
  readsAhead.set(fullUrl, { startedAt: Date.now(), envelope });
}

function takeReadAhead(fullUrl: string): Promise<Envelope<unknown>> | undefined {
  const read = readsAhead.get(fullUrl);
  readsAhead.delete(fullUrl);
  return read && Date.now() - read.startedAt < READ_AHEAD_FRESH_MS ? read.envelope : undefined;
}

/** One call of the mall4cloud envelope protocol (spec section 8). Resolves with `data`. */
export async function request<T>(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders();
  const body = buildBody(options, headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const fullUrl = withQuery(ABSOLUTE_URL.test(url) ? url : API_BASE + url, options.params);
  const ahead = method === 'GET' && !options.headers ? takeReadAhead(fullUrl) : undefined;

  let envelope: Envelope<unknown>;
  try {
    envelope = await (ahead ?? fetchEnvelope(method, fullUrl, headers, body));
  } catch (error) {
    const networkError = asNetworkError(error, false);
    if (!options.silent) toastError(networkError.message);
    throw networkError;
  }

  if (envelope.code === SUCCESS) return envelope.data as T;
  if (!options.silent) showEnvelopeFailure(envelope);
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
