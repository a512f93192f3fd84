import { CAPTCHA_MESSAGES, CaptchaRepCode } from '@caremall/contract';
import type { Db } from '../db/client.ts';
import { takeEntry } from './store.ts';

/** The one-time check login makes of the captchaVerification a passed challenge produced. */
export async function consumeCaptchaVerification(db: Db, value: string | null | undefined): Promise<{ repCode: string; repMsg: string | null }> {
  if (!value) return { repCode: CaptchaRepCode.MISSING, repMsg: CAPTCHA_MESSAGES.verificationRequired };
  if (value.length > 200) return { repCode: CaptchaRepCode.EXPIRED, repMsg: CAPTCHA_MESSAGES.expired };
  const entry = await takeEntry(db, value, 'verification');
  return entry ? { repCode: CaptchaRepCode.OK, repMsg: null } : { repCode: CaptchaRepCode.EXPIRED, repMsg: CAPTCHA_MESSAGES.expired };
}
