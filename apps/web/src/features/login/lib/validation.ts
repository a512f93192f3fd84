// The login form's own checks before the captcha opens (the server checks the same username rule).
import { USERNAME_PATTERN } from '@caremall/contract';

export const PASSWORD_MIN_LENGTH = 6;

export const isValidUsername = (username: string | undefined) => USERNAME_PATTERN.test((username ?? '').trim());
export const isValidPassword = (password: string | undefined) => (password ?? '').length >= PASSWORD_MIN_LENGTH;
