import { http } from '../http';

export type CaptchaType = 'blockPuzzle' | 'clickWord';

export const CAPTCHA_OK = '0000';

/** Coordinates are sent for an image of this size, whatever size it is shown at. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;

export interface CaptchaChallenge {
  token: string;
  secretKey: string | null;
  originalImageBase64: string;
  jigsawImageBase64?: string | null;
  wordList?: string[] | null;
}

export interface CaptchaResult<T> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
}

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
export function fetchChallenge(captchaType: CaptchaType): Promise<CaptchaResult<CaptchaChallenge>> {
  return http.post('/mall_auth/ua/captcha/get', { captchaType, clientUid: clientUid(captchaType), ts: Date.now() });
}

export function checkAnswer(captchaType: CaptchaType, token: string, pointJson: string): Promise<CaptchaResult<unknown>> {
  return http.post('/mall_auth/ua/captcha/check', { captchaType, token, pointJson });
}

export const toImageSrc = (base64: string) => `data:image/png;base64,${base64}`;
