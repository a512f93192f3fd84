// Failed sign-in counters in the database, shared by every server process and every way in.
import { inArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@caremall/contract';
import { loginAttempt } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { showFail } from '../../platform/http/envelope.ts';

export interface ThrottleSettings {
  /** Failures per username from one address. */
  maxFailures: number;
  /** Failures per username from all addresses together, so spreading guesses over many addresses does not help. */
  maxFailuresPerUsername: number;
  lockSeconds: number;
}

export interface Claim {
  allowed: boolean;
  /** Failures still allowed after this attempt, should it fail. */
  attemptsLeft: number;
  /** Seconds until the fullest counter's window ends. */
  waitSeconds: number;
}

const keysOf = (username: string, ip: string) => {
  const name = username.toLowerCase();
  return { perAddress: `${name}|${ip}`, perUsername: `${name}|*` };
};

/**
 * Counts this attempt before the password is checked, in one atomic statement per counter, and says
 * whether it may go on: parallel guesses each take a number, so no more than the limits are ever
 * checked within lockSeconds. A window older than lockSeconds starts again at 1; a success clears both.
 */
export async function claimLoginAttempt(db: Db, username: string, ip: string, settings: ThrottleSettings): Promise<Claim> {
  const keys = keysOf(username, ip);
  const expired = sql`${loginAttempt.windowStart} < now() - make_interval(secs => ${settings.lockSeconds})`;
  const claim = async (key: string, max: number) => {
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
      .returning({
        failures: loginAttempt.failures,
        waitSeconds: sql<number>`greatest(0, ceil(extract(epoch from (${loginAttempt.windowStart} + make_interval(secs => ${settings.lockSeconds}) - now()))))::int`,
      });
    return { left: max - row!.failures, waitSeconds: Number(row!.waitSeconds) };
  };
  const perAddress = await claim(keys.perAddress, settings.maxFailures);
  const perUsername = await claim(keys.perUsername, settings.maxFailuresPerUsername);
  const tightest = perAddress.left <= perUsername.left ? perAddress : perUsername;
  return { allowed: tightest.left >= 0, attemptsLeft: Math.max(0, tightest.left), waitSeconds: tightest.waitSeconds };
}

/** Refuses with the lock message while the username is paused (for ways in that check no password, such as a sign-on ticket). */
export async function checkNotLocked(db: Db, username: string, ip: string, settings: ThrottleSettings): Promise<void> {
  const keys = keysOf(username, ip);
  const rows = await db
    .select({
      key: loginAttempt.attemptKey,
      failures: loginAttempt.failures,
      waitSeconds: sql<number>`ceil(extract(epoch from (${loginAttempt.windowStart} + make_interval(secs => ${settings.lockSeconds}) - now())))::int`,
    })
    .from(loginAttempt)
    .where(inArray(loginAttempt.attemptKey, [keys.perAddress, keys.perUsername]));
  for (const row of rows) {
    const max = row.key === keys.perAddress ? settings.maxFailures : settings.maxFailuresPerUsername;
    if (row.failures >= max && Number(row.waitSeconds) > 0) throw showFail(AUTH_MESSAGES.locked(Number(row.waitSeconds)));
  }
}

/** The answer to a wrong password: plain while attempts remain, a warning before the last, the wait once paused. */
export function failedAttemptMessage(claim: Claim, settings: ThrottleSettings): string {
  if (claim.attemptsLeft === 0) return AUTH_MESSAGES.nowLocked(claim.waitSeconds);
  if (claim.attemptsLeft === 1) return AUTH_MESSAGES.lastAttempt(settings.lockSeconds);
  return AUTH_MESSAGES.badCredentials;
}

export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  const keys = keysOf(username, ip);
  await db.delete(loginAttempt).where(inArray(loginAttempt.attemptKey, [keys.perAddress, keys.perUsername]));
}

export const throttleSettingsOf = (config: {
  loginMaxFailures: number;
  loginMaxFailuresPerUsername: number;
  loginLockSeconds: number;
}): ThrottleSettings => ({
  maxFailures: config.loginMaxFailures,
  maxFailuresPerUsername: Math.max(config.loginMaxFailuresPerUsername, config.loginMaxFailures),
  lockSeconds: config.loginLockSeconds,
});
