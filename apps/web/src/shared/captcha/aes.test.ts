/// <reference types="node" />
import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesEncrypt, buildAnswer } from './aes';

const SECRET_KEY = 'aB3dE5gH7jK9mN1p';

/** What the server does: AES-128-ECB, PKCS7, key = the secret key's UTF-8 bytes. */
function serverDecrypt(base64: string, key: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

describe('captcha AES', () => {
  it('encrypts the point JSON so AES-128-ECB with the secret key decrypts it', () => {
    const plain = JSON.stringify({ x: 143.23, y: 5.0 });
    expect(plain).toBe('{"x":143.23,"y":5}');
    expect(serverDecrypt(aesEncrypt(plain, SECRET_KEY), SECRET_KEY)).toBe(plain);
  });

  it('handles multi-byte text across several blocks', () => {
    const plain = '验证'.repeat(20);
    expect(serverDecrypt(aesEncrypt(plain, SECRET_KEY), SECRET_KEY)).toBe(plain);
  });

  it('builds pointJson and captchaVerification from the same plain text', () => {
    const answer = buildAnswer({ x: 120, y: 5.0 }, 'tok123', SECRET_KEY);
    expect(serverDecrypt(answer.pointJson, SECRET_KEY)).toBe('{"x":120,"y":5}');
    expect(serverDecrypt(answer.captchaVerification, SECRET_KEY)).toBe('tok123---{"x":120,"y":5}');
  });

  it('sends plain text when the challenge has no secret key', () => {
    const points = [{ x: 1, y: 2 }];
    expect(buildAnswer(points, 't', null)).toEqual({ pointJson: '[{"x":1,"y":2}]', captchaVerification: 't---[{"x":1,"y":2}]' });
  });
});
