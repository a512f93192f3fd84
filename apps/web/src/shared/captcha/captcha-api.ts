import { AUTH_PATHS, CaptchaRepCode, type CaptchaCheckReply, type CaptchaGetReply, type CaptchaTypeValue, type CaptchaVO } from '@caremall/contract';
import { http } from '../http';

export type CaptchaType = CaptchaTypeValue;

/** Coordinates are sent for an image of this size, whatever size it is shown at. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;

/** A challenge the popup can draw: the token and the picture a passed get always carries. */
export type CaptchaChallenge = CaptchaVO & { token: string; originalImageBase64: string };

const clientUidKeys: Record<CaptchaType, string> = { blockPuzzle: 'slider', clickWord: 'point' };

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** AJ-Captcha identifies a browser by a uid kept in localStorage per captcha type. */
function clientUid(type: CaptchaType): string {
  const key = clientUidKeys[type];
  try {
    const saved = localStorage.getItem(key);
    if (saved) return saved;
    const created = `${key}-${randomId()}`;
    localStorage.setItem(key, created);
    return created;
  } catch {
    return `${key}-${randomId()}`;
  }
}

/** The http client's envelope is '00000' even when the captcha fails; the verdict is in repCode. */
export function fetchChallenge(captchaType: CaptchaType): Promise<CaptchaGetReply> {
  return http.post(AUTH_PATHS.full.captchaGet, { captchaType, clientUid: clientUid(captchaType), ts: Date.now() });
}

/** The challenge of a get that handed one out, or null. */
export function challengeOf({ repCode, repData }: CaptchaGetReply): CaptchaChallenge | null {
  if (repCode !== CaptchaRepCode.OK || !repData?.token || !repData.originalImageBase64) return null;
  return { ...repData, token: repData.token, originalImageBase64: repData.originalImageBase64 };
}

export function checkAnswer(captchaType: CaptchaType, token: string, pointJson: string): Promise<CaptchaCheckReply> {
  return http.post(AUTH_PATHS.full.captchaCheck, { captchaType, token, pointJson });
}

export const checkPassed = (reply: CaptchaCheckReply) => reply.repCode === CaptchaRepCode.OK;

export const toImageSrc = (base64: string) => `data:image/png;base64,${base64}`;
