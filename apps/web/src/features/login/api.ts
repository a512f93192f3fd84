// The sign-in call of the login screen (contract §2).
import { AUTH_PATHS, SysType, type LoginBody, type TokenInfoVO } from '@caremall/contract';
import { http } from '../../shared/http';

export interface LoginCredentials {
  username: string;
  password: string;
  captchaVerification: string;
}

/** The back office signs in as the merchant system type. */
export function login({ username, password, captchaVerification }: LoginCredentials): Promise<TokenInfoVO> {
  const body: LoginBody = { principal: username.trim(), credentials: password, captchaVerification, sysType: SysType.MERCHANT };
  return http.post<TokenInfoVO>(AUTH_PATHS.full.login, body);
}
