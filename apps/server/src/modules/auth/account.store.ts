// Sign-in accounts in the database, as every way in (password, sign-on ticket, built-in sign-on) finds them.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { SysType } from '@caremall/contract';
import { authAccount } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';

/** The merchant sign-in (sysType 1) also admits platform staff, who manage roles, menus and areas. */
export async function findLiveAccount(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(authAccount)
    .where(and(eq(authAccount.username, username), ne(authAccount.status, -1), inArray(authAccount.sysType, [SysType.MERCHANT, SysType.PLATFORM])))
    .limit(1);
  return row;
}
