import { eq, sql } from 'drizzle-orm';
import { loginAttempt } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

/**
 * Counts this attempt before the password is checked, in one atomic statement, and says whether it may
 * go on: parallel guesses each take a number, so no more than maxFailures of them are ever checked
 * within lockSeconds. A window older than lockSeconds starts again at 1; a success clears the count.
 */
export async function claimLoginAttempt(db: Db, key: string, settings: ThrottleSettings): Promise<boolean> {
  const expired = sql`${loginAttempt.windowStart} < now() - make_interval(secs => ${settings.lockSeconds})`;
  const [row] = await db
    .insert(loginAttempt)
    .values({ attemptKey: key, failures: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: loginAttempt.attemptKey,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempt.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginAttempt.windowStart} end`,
      },
    })
    .returning({ failures: loginAttempt.failures });
  return row!.failures <= settings.maxFailures;
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.attemptKey, key));
}
