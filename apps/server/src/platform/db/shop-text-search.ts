// Substring filters within a shop, served by the GIN indexes of migration 0010: each holds every two-
// and three-character piece of a text column, prefixed with the row's shop id.
import { eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export interface ShopTextIndex {
  /** The index's name (its statistics say which pieces are common). */
  name: string;
  /** The shop id column. */
  shop: AnyColumn;
  /** The indexed text, spelled exactly as in the index definition. */
  text: SQL;
}

/** How long a process keeps an index's common pieces: statistics change with ANALYZE, slowly. */
const COMMON_PIECES_SECONDS = 600;
const commonCache = new WeakMap<Db, Map<string, { pieces: Promise<readonly string[]>; until: number }>>();

/**
 * The pieces the index's statistics list as common (caremall_common_pieces). Leaving them out of a
 * search only spares walking long lists: any subset of a search's pieces finds every row that holds it.
 */
export function commonPieces(db: Db, index: ShopTextIndex): Promise<readonly string[]> {
  let byIndex = commonCache.get(db);
  if (!byIndex) commonCache.set(db, (byIndex = new Map()));
  const cached = byIndex.get(index.name);
  if (cached && cached.until > Date.now()) return cached.pieces;
  const pieces = db
    .execute(sql`select caremall_common_pieces(${index.name}) as pieces`)
    .then((result) => ((result as unknown as { rows: { pieces: string[] | null }[] }).rows[0]?.pieces ?? []) as readonly string[])
    .catch(() => [] as readonly string[]);
  byIndex.set(index.name, { pieces, until: Date.now() + COMMON_PIECES_SECONDS * 1000 });
  return pieces;
}

/** A text[] literal: each element quoted, with `"` and `\` escaped. */
const textArray = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Whether a search has pieces to look up (two characters or more). */
export const hasPieces = (search: string) => [...search].length >= 2;

/** Whether any of a list's substring searches has pieces, so that its index lookups find the shop's rows. */
export const anyHasPieces = (...searches: (string | undefined)[]) => searches.some((search) => search !== undefined && hasPieces(search));

/**
 * `matches` (the filter's own substring test, `containsText`, which decides) narrowed first to the rows of the shop
 * whose indexed text holds the search's pieces that are not common. A one-character search has no piece: `matches`
 * alone.
 *
 * A search of two or three characters once lowered is its own one piece, so the index's answer is the substring test's
 * (both compare the lowered texts; a search without a line break cannot span the break between joined columns).
 * Then `matches` is not evaluated: PostgreSQL folds the test on the search, a constant, when it plans the statement.
 */
export function withinShopText(
  index: ShopTextIndex,
  shopId: number | Placeholder,
  search: string,
  matches: SQL,
  common: readonly string[] = [],
): SQL {
  if (!hasPieces(search)) return matches;
  const pieces = sql`caremall_search_pieces(${shopId}::bigint, ${search}::text, ${textArray(common)}::text[])`;
  const isOnePiece = sql`(length(lower(${search}::text)) <= 3 and strpos(${search}::text, chr(10)) = 0)`;
  return sql`(caremall_shop_pieces(${index.shop}, ${index.text}) @> ${pieces} and (${isOnePiece} or ${matches}))`;
}

/**
 * The shop's test for a list with these substring searches: a filter (`+ 0`) when one of them has pieces, which
 * carry the shop id and so already find the shop's rows alone. Otherwise the planner may also read every entry
 * of the shop in a shop index to AND them (100,000 entries, 10–14 ms, for a search whose pieces are common).
 */
export function shopTest(column: AnyColumn, shopId: number | Placeholder, ...searches: (string | undefined)[]): SQL {
  return anyHasPieces(...searches) ? sql`${column} + 0 = ${shopId}` : eq(column, shopId);
}
