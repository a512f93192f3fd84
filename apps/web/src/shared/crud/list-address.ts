// A list's filters, tab, sort and page kept in its page's address: how a list reads them from it and writes them back.
import { DECIMAL_TEXT } from '@caremall/contract';
import type { Paged } from './use-crud-list';

type FilterKey<Q> = Exclude<keyof Q, keyof Paged> & string;

/**
 * How the address holds one filter: text (kept as typed), a number, or the list's own reading of the text, which
 * answers undefined for a value the filter cannot hold (the order list's digits-only order number).
 */
export type AddressField<V> = 'text' | 'number' | 'id' | ((text: string) => V | undefined);

/** The most digits an id filter takes: every id up to 15 digits is a number JavaScript holds exactly. */
export const ID_DIGITS = 15;
const ID_TEXT = new RegExp(`^[1-9]\\d{0,${ID_DIGITS - 1}}$`);

/**
 * The filters a list keeps in its address: the filters, tab, sort and page then outlive leaving the list (an edit and
 * Back, another page's tag and back, a reload) and can be bookmarked.
 */
export type ListAddress<Q extends Paged> = { [K in FilterKey<Q>]?: AddressField<Q[K]> };

/** A page number or size: a whole number from 1 (a page -1 or of 1.5 rows is no page). */
const count = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);
const PAGING: Record<keyof Paged, AddressField<number>> = { pageNum: count, pageSize: count };

function readField(field: AddressField<unknown>, text: string): unknown {
  if (field === 'text') return text;
  if (field === 'number') return DECIMAL_TEXT.test(text) ? Number(text) : undefined;
  // An id past what a number holds exactly would be sent as another id (1e20): left out, as a non-digit is.
  if (field === 'id') return ID_TEXT.test(text) ? Number(text) : undefined;
  return field(text);
}

/** What the address says of the list's query; what it cannot say (a number that is not one, a value the list refuses) is left out. */
export function queryInAddress<Q extends Paged>(params: URLSearchParams, address: ListAddress<Q>): Partial<Q> {
  const fields: Record<string, AddressField<unknown> | undefined> = { ...address, ...PAGING };
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const text = params.get(key)?.trim();
    const value = text && field ? readField(field, text) : undefined;
    if (value !== undefined) read[key] = value;
  }
  return read as Partial<Q>;
}

/** The query a list shows at an address: its start, with what the address says over it. */
export const listQueryAt = <Q extends Paged>(params: URLSearchParams, start: Q, address: ListAddress<Q>): Q => ({
  ...start,
  ...queryInAddress(params, address),
});

/**
 * The address of a query: each value that is not the list's own start (page 1, its size, its first filters), beside
 * what else the address holds.
 */
export function addressOf<Q extends Paged>(current: URLSearchParams, query: Q, start: Q, address: ListAddress<Q>): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of [...Object.keys(address), 'pageNum', 'pageSize']) {
    const value = query[key as keyof Q];
    params.delete(key);
    if (value !== undefined && value !== null && value !== '' && value !== start[key as keyof Q]) params.set(key, String(value));
  }
  return params;
}
