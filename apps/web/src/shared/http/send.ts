// The transport under every call, kept free of the app's texts and widgets (no i18next, no React): the boot code
// runs it for the first reads (`read-ahead.ts`) before the rest of the app's code has been evaluated.
import { getToken } from '../auth/token';
import { withQuery, type QueryParams } from './query-string';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const REQUEST_TIMEOUT_MS = 50_000;

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';
const ABSOLUTE_URL = /^https?:\/\//i;

/** The address a call goes to: the API's base before a relative path, then its query. */
export const callUrl = (url: string, params?: QueryParams) => withQuery(ABSOLUTE_URL.test(url) ? url : API_BASE + url, params);

/** The headers every call sends: JSON, the language and the session's token. */
export function callHeaders(language: string): Headers {
  // The server answers its messages in the language named by `locale`, as mall4cloud's clients send it.
  const headers = new Headers({ Accept: 'application/json', locale: language });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  return headers;
}

/** A call that got no answer within REQUEST_TIMEOUT_MS. */
export class CallTimedOut extends Error {}

/** What came back: the status and the body read as JSON (undefined when a failed status came without JSON). */
export interface Answer {
  status: number;
  body: unknown;
}

/** Sends a call and reads its body. Rejects with the network's error, the body's parse error, or CallTimedOut. */
export async function send(method: HttpMethod, fullUrl: string, headers: Headers, body?: BodyInit): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(fullUrl, { method, headers, body, signal: controller.signal });
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (response.ok) throw error;
    }
    return { status: response.status, body: json };
  } catch (error) {
    throw controller.signal.aborted ? new CallTimedOut() : error;
  } finally {
    clearTimeout(timer);
  }
}
