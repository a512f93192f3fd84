import { detectLanguage } from '../i18n/language';
import type { QueryParams } from './query-string';
import { callHeaders, callUrl, send, type Answer } from './send';

/** Reads started before the code that wants them has loaded, by address; each is taken once, while fresh. */
const readsAhead = new Map<string, { startedAt: number; answer: Promise<Answer> }>();
const READ_AHEAD_FRESH_MS = 10_000;

/**
 * Starts a GET now, for a screen whose code is still loading (the first page of a signed-in load): its first
 * `request` of the same address takes the answer instead of asking again, and reports failures as its own. Sent in
 * the language the app will pick (`detectLanguage`), since the texts are not loaded yet.
 */
export function readAhead(url: string, params?: QueryParams): void {
  const fullUrl = callUrl(url, params);
  const answer = send('GET', fullUrl, callHeaders(detectLanguage()));
  answer.catch(() => undefined);
  readsAhead.set(fullUrl, { startedAt: Date.now(), answer });
}

/** An answer already read (by the server, for the page it drew first), handed out as a read ahead is. */
export function readAheadAnswered(url: string, answer: Answer): void {
  readsAhead.set(callUrl(url), { startedAt: Date.now(), answer: Promise.resolve(answer) });
}

/** The answer read ahead for this address, if one is there and fresh; it is handed out once. */
export function takeReadAhead(fullUrl: string): Promise<Answer> | undefined {
  const read = readsAhead.get(fullUrl);
  readsAhead.delete(fullUrl);
  return read && Date.now() - read.startedAt < READ_AHEAD_FRESH_MS ? read.answer : undefined;
}
