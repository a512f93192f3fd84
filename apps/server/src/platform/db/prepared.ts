// Statements every call (or every list page) sends, built once per database instead of on every call:
// drizzle's query building costs more than PostgreSQL takes to run them, and a named statement is also
// parsed once per connection on a PostgreSQL server.
import type { Db } from './client.ts';

const built = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` for this database, built by `build` on first use. */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
