import { and, eq, gt, lt } from 'drizzle-orm';
import { captchaChallenge } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';

export const CHALLENGE_TTL_MS = 120_000;
export const VERIFICATION_TTL_MS = 180_000;

export type Kind = 'challenge' | 'verification';

export async function saveEntry(
  db: Db,
  entry: { token: string; kind: Kind; captchaType: string; secretKey: string; answer: unknown; ttlMs: number },
): Promise<void> {
  await db.delete(captchaChallenge).where(lt(captchaChallenge.expiresAt, new Date()));
  await db.insert(captchaChallenge).values({
    token: entry.token,
    kind: entry.kind,
    captchaType: entry.captchaType,
    secretKey: entry.secretKey,
    answer: entry.answer,
    expiresAt: new Date(Date.now() + entry.ttlMs),
  });
}

/** Deletes and returns a live entry: one use only, even when two requests race for it. */
export async function takeEntry(db: Db, token: string, kind: Kind) {
  const [row] = await db
    .delete(captchaChallenge)
    .where(and(eq(captchaChallenge.token, token), eq(captchaChallenge.kind, kind), gt(captchaChallenge.expiresAt, new Date())))
    .returning();
  return row;
}

export async function peekEntry(db: Db, token: string, kind: Kind) {
  const [row] = await db
    .select()
    .from(captchaChallenge)
    .where(and(eq(captchaChallenge.token, token), eq(captchaChallenge.kind, kind)))
    .limit(1);
  return row;
}
