import { eq } from 'drizzle-orm';
import { authAccount, shopUser } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { envelope, login, type TestApp } from '../helpers.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface StaffVO {
  shopUserId: number;
  shopId: number;
  nickName: string;
  avatar: string | null;
  code: string | null;
  phoneNum: string | null;
  hasAccount: number;
  isAdmin: number;
  roleIds: number[] | null;
}
export interface StaffPage {
  total: number;
  pages: number;
  list: StaffVO[];
}

/** Calls the server as a signed-in user (a token string, or a name of `tokens`). */
export function caller(t: () => TestApp, tokens: Record<string, string>) {
  return async <T = unknown>(method: Method, url: string, who: string, payload?: unknown) =>
    envelope<T>(
      await t().app.inject({
        method,
        url,
        headers: { authorization: tokens[who] ?? who },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
}

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

export { login };
