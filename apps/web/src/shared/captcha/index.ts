export { CaptchaPopup, type CaptchaPopupProps } from './captcha-popup';
export type { CaptchaType } from './captcha-api';
export { aesEncrypt, buildAnswer, type CaptchaAnswer } from './aes';
