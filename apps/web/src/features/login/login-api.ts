import { http } from '../../shared/http';

/** The merchant back office signs in as system type 1. */
export const MERCHANT_SYS_TYPE = 1;

export interface LoginCredentials {
  username: string;
  password: string;
  captchaVerification: string;
}

interface TokenInfo {
  accessToken: string;
}

export function login({ username, password, captchaVerification }: LoginCredentials): Promise<TokenInfo> {
  return http.post<TokenInfo>('/mall_auth/ua/login', {
    principal: username.trim(),
    credentials: password,
    captchaVerification,
    sysType: MERCHANT_SYS_TYPE,
  });
}
