import type { Db } from '../db/client.ts';
import { takeEntry } from './store.ts';

export const REP_EXPIRED = '验证码已失效，请重新获取';

/** The one-time check login makes of the captchaVerification a passed challenge produced. */
export async function consumeCaptchaVerification(db: Db, value: string | null | undefined): Promise<{ repCode: string; repMsg: string | null }> {
  if (!value) return { repCode: '0011', repMsg: 'captchaVerification不能为空' };
  if (value.length > 200) return { repCode: '6110', repMsg: REP_EXPIRED };
  const entry = await takeEntry(db, value, 'verification');
  return entry ? { repCode: '0000', repMsg: null } : { repCode: '6110', repMsg: REP_EXPIRED };
}
