import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** AJ-Captcha's client encryption: Base64(AES-ECB, PKCS7, key = UTF-8 bytes of secretKey). */
export function aesEncrypt(text: string, secretKey: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(secretKey), { mode: ECB, padding: Pkcs7 }).toString();
}

/** Without a secret key AJ-Captcha sends the plain text. */
export function encryptIfKeyed(text: string, secretKey: string | null | undefined): string {
  return secretKey ? aesEncrypt(text, secretKey) : text;
}

export interface CaptchaAnswer {
  pointJson: string;
  captchaVerification: string;
}

/** The check payload and the verification string for login share one plain text. */
export function buildAnswer(points: unknown, token: string, secretKey: string | null | undefined): CaptchaAnswer {
  const plain = JSON.stringify(points);
  return {
    pointJson: encryptIfKeyed(plain, secretKey),
    captchaVerification: encryptIfKeyed(`${token}---${plain}`, secretKey),
  };
}
