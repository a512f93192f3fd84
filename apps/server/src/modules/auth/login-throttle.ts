import { eq, sql } from 'drizzle-orm';
import { loginAttempt } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

/** True while the key has had maxFailures failures within the last lockSeconds. */
export async function isLoginLocked(db: Db, key: string, settings: ThrottleSettings): Promise<boolean> {
  const [row] = await db.select().from(loginAttempt).where(eq(loginAttempt.attemptKey, key)).limit(1);
  if (!row) return false;
  const windowOpen = Date.now() - row.windowStart.getTime() < settings.lockSeconds * 1000;
  return windowOpen && row.failures >= settings.maxFailures;
}

/** Counts a failure atomically; a window older than lockSeconds starts again at 1. */
export async function recordLoginFailure(db: Db, key: string, settings: ThrottleSettings): Promise<void> {
  await db
    .insert(loginAttempt)
    .values({ attemptKey: key, failures: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: loginAttempt.attemptKey,
      set: {
        failures: sql`case when ${loginAttempt.windowStart} < now() - make_interval(secs => ${settings.lockSeconds}) then 1 else ${loginAttempt.failures} + 1 end`,
        windowStart: sql`case when ${loginAttempt.windowStart} < now() - make_interval(secs => ${settings.lockSeconds}) then now() else ${loginAttempt.windowStart} end`,
      },
    });
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.attemptKey, key));
}
