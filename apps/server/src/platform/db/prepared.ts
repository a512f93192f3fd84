// Statements every call (or every list page) sends, built once per database instead of on every call:
// drizzle's query building costs more than PostgreSQL takes to run them, and a named statement is also
// parsed once per connection on a PostgreSQL server.
import type { Db } from './client.ts';

/**
 * The statement `name` of a database, built by `build` on its first use there (`build` passes the name to
 * drizzle's `.prepare`, so it is spelled once).
 */
export function preparedStatement<T>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db, name)));
    return statement;
  };
}
