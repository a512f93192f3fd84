// The statements a call sends to PostgreSQL, recorded and sent again: the raw side of the benches' comparisons.
import pg from 'pg';

export interface Statement {
  text: string;
  values?: unknown[];
  /** A named (prepared) statement's name: sent again under it, so it is parsed once per connection there too. */
  name?: string;
}

/** What `call` sends through any `pg` pool of this process, in order (nothing else may run meanwhile). */
export async function statementsOf(call: () => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | Statement, unknown[] | undefined];
    const config = typeof first === 'string' ? { text: first } : first;
    sent.push({ text: config.text, values: config.values ?? second, name: config.name });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await call();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return sent;
}

/** `statements` sent one after another over `pool`, as the call sent them. */
export async function sendInTurn(pool: pg.Pool, statements: Statement[]): Promise<void> {
  for (const { name, text, values } of statements) await pool.query({ name, text, values });
}
