// A list's statements built once per shape instead of on every call: drizzle's building of a page's statement
// (its select list, joins and order) cost more than the rest of the call's own work. A filter written with
// `bound` values renders the same for any values, so the page's and the count's statements of that filter are
// built on its first call and reused with the call's values (an unnamed statement: PostgreSQL plans it for those
// values, as it did the statement built per call). A filter is not changed once built: its shape is kept with it.
import { fillPlaceholders, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A value that renders as the placeholder `name`; the statement's shape does not hold it, the call's values do. */
class BoundValue extends Placeholder {
  constructor(
    name: string,
    readonly value: unknown,
  ) {
    super(name);
  }
}

/** How a filter takes a value: in its text (an export's one statement) or `bound` (a list's statement shapes). */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const literal: Bind = (_name, value) => value;
export const bound: Bind = (name, value) => new BoundValue(name, value);

/** What sets a statement apart: its text, and each parameter's placeholder name, or its value when written in. */
export interface StatementShape {
  key: string;
  /** The bound values of the call, by placeholder name. */
  values: Record<string, unknown>;
}

const dialect = new PgDialect();

const placeholderOf = (param: unknown) =>
  param instanceof Placeholder ? param : param instanceof Param && param.value instanceof Placeholder ? param.value : undefined;

const written = (value: unknown) => (typeof value === 'bigint' ? `${value}n` : JSON.stringify(value));

/** Each part's shape, once: a call's filter is shaped for its count and again for its page. */
const partShapes = new WeakMap<SQL, StatementShape>();

function partShape(part: SQL): StatementShape {
  let shape = partShapes.get(part);
  if (shape) return shape;
  const values: Record<string, unknown> = {};
  const { sql: text, params } = dialect.sqlToQuery(part);
  const marks = params.map((param) => {
    const placeholder = placeholderOf(param);
    if (!placeholder) return `=${written(param)}`;
    if (placeholder instanceof BoundValue) boundOnce(values, placeholder.name, placeholder.value);
    return `:${placeholder.name}`;
  });
  partShapes.set(part, (shape = { key: `${text} [${marks.join(',')}]`, values }));
  return shape;
}

function boundOnce(values: Record<string, unknown>, name: string, value: unknown) {
  if (name in values && values[name] !== value) throw new Error(`"${name}" is bound to two values in one statement`);
  values[name] = value;
}

/**
 * The shape of statements built of `parts` (a filter, an order): two calls of one shape build the same statements.
 * A value written in (not bound) is part of the shape. One name bound to two values is a mistake in the filter.
 */
export function statementShape(parts: readonly (SQL | undefined)[]): StatementShape {
  const values: Record<string, unknown> = {};
  const keys = parts.map((part) => {
    if (!part) return '-';
    const shape = partShape(part);
    for (const [name, value] of Object.entries(shape.values)) boundOnce(values, name, value);
    return shape.key;
  });
  return { key: keys.join(' | '), values };
}

/** Statements kept per database; past it the set starts over (a keyword written in makes a shape of its own). */
const KEPT = 500;
const kept = new WeakMap<Db, Map<string, unknown>>();

/** The statement `key` of `db`, built by `build` on its first use. */
export function shapedStatement<T>(db: Db, key: string, build: () => T): T {
  let statements = kept.get(db);
  if (!statements) kept.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    if (statements.size >= KEPT) statements.clear();
    statements.set(key, (statement = build()));
  }
  return statement;
}

/**
 * drizzle passes a prepared statement's name to the driver; with none it is PostgreSQL's unnamed statement, planned
 * for the values of each call as a statement built per call is.
 */
export const UNNAMED = undefined as unknown as string;

/**
 * `query` with its placeholders' values as plain parameters, to run as any statement is run (the estimate's EXPLAIN,
 * which cannot be prepared). drizzle writes every value as a parameter, so a `$n` in its text is one.
 */
export function withValues(query: SQL, values: Record<string, unknown>): SQL {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const filled = fillPlaceholders(params, values);
  const pieces = text.split(/\$(\d+)/);
  return sql.join(pieces.map((piece, n) => (n % 2 === 0 ? sql.raw(piece) : sql.param(filled[Number(piece) - 1]))));
}
