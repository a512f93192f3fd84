// Staff written straight into the database, and the rows the staff and account suites look up.
import { eq } from 'drizzle-orm';
import { authAccount, shopUser } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import type { TestApp } from '../helpers.ts';

export const staffNamed = async (t: TestApp, nickName: string) => t.db.select().from(shopUser).where(eq(shopUser.nickName, nickName));
export const accountsNamed = async (t: TestApp, username: string) => t.db.select().from(authAccount).where(eq(authAccount.username, username));

/** A staff member written straight into the database (e.g. a second administrator). */
export async function insertStaff(t: TestApp, shopId: number, nickName: string, account?: { username: string; isAdmin: 0 | 1 }) {
  const [row] = await t.db
    .insert(shopUser)
    .values({ shopId, nickName, hasAccount: account ? 1 : 0 })
    .returning();
  if (account) {
    await t.db.insert(authAccount).values({
      username: account.username,
      password: await hashPassword('Secret_123'),
      status: 1,
      sysType: 1,
      userId: row!.shopUserId,
      tenantId: shopId,
      isAdmin: account.isAdmin,
    });
  }
  return row!;
}
