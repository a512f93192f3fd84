// Recognises the constraint a write ran into, so a route can answer a lost race with the message its own check gives.

type PgError = { code?: string; constraint?: string; cause?: unknown };

function violated(error: unknown, sqlState: string): string | undefined {
  // drizzle wraps the driver's error: the PostgreSQL fields sit on it or on a cause.
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === sqlState) return e.constraint ?? '';
  }
  return undefined;
}

/** The foreign key a write violated (a referenced row deleted meanwhile, or still referenced by a delete), if that is why it failed. */
export const violatedForeignKey = (error: unknown): string | undefined => violated(error, '23503');

/** The unique index or constraint a write violated, if that is why it failed. */
export const violatedUnique = (error: unknown): string | undefined => violated(error, '23505');

/** Runs a write; a violation of one of the named constraints throws what its entry makes (a showFail), anything else is rethrown. */
export async function refuseOnViolation<T>(constraints: Record<string, () => Error>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const name = violatedForeignKey(error) ?? violatedUnique(error);
    const refusal = name === undefined ? undefined : constraints[name];
    if (refusal) throw refusal();
    throw error;
  }
}
