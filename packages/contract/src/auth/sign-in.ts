// What the web app needs before any screen loads (sign-in, captcha, sign-on, the session it loads), kept
// free of zod: the package is side-effect free, so a first load that takes only these skips the schemas.
import { servicePaths } from '../common/services.ts';

/** `^(?!\d+$)[a-zA-Z0-9_]{4,16}$`: not all digits, 4-16 letters, digits or underscore. */
export const USERNAME_PATTERN = /^(?!\d+$)[a-zA-Z0-9_]{4,16}$/;
export const PHONE_PATTERN = /^1\d{10}$/;

export const AUTH_PATHS = servicePaths('auth', {
  login: '/ua/login',
  logout: '/login_out',
  captchaGet: '/ua/captcha/get',
  captchaCheck: '/ua/captcha/check',
  /** Only with CAPTCHA_TEST_HOOK: the answer of a challenge, for browser tests. */
  captchaTestAnswer: '/ua/captcha/test_answer',
  appConfig: '/ua/app_config',
  ssoLoginByTicket: '/sso/doLoginByTicket',
});

/** The signed-in user's own name, avatar and shop, which the session loads first. */
export const CURRENT_USER_PATHS = servicePaths('multishop', { info: '/m/shop_user/info' });

export const CaptchaType = { BLOCK_PUZZLE: 'blockPuzzle', CLICK_WORD: 'clickWord' } as const;
export type CaptchaTypeValue = (typeof CaptchaType)[keyof typeof CaptchaType];

/** AJ-Captcha's repCode: the verdict inside a successful envelope. */
export const CaptchaRepCode = { OK: '0000', UNREADABLE: '0001', MISSING: '0011', EXPIRED: '6110', FAILED: '6111' } as const;
