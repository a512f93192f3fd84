import { z } from 'zod';

/** `^(?!\d+$)[a-zA-Z0-9_]{4,16}$`: not all digits, 4-16 letters, digits or underscore. */
export const USERNAME_PATTERN = /^(?!\d+$)[a-zA-Z0-9_]{4,16}$/;
export const PHONE_PATTERN = /^1\d{10}$/;

export const LoginBody = z.object({
  principal: z.string({ error: '用户名不能为空' }).trim().min(1, '用户名不能为空'),
  credentials: z.string({ error: '密码不能为空' }).min(1, '密码不能为空'),
  sysType: z.number({ error: '系统类型不能为空' }).int(),
  captchaVerification: z.string().optional().nullable(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export interface TokenInfoVO {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export interface ShopUserSimpleVO {
  nickName: string;
  avatar: string | null;
  isAdmin: 0 | 1;
  shopId: number;
  shopType: number | null;
  tenantName: string | null;
}

export interface RouteMeta {
  title: string;
  icon: string | null;
  noCache: boolean;
  breadcrumb: boolean;
  affix: boolean;
  activeMenu: string | null;
  roles: (string | null)[];
}

export interface RouteVO {
  id: number;
  parentId: number;
  path: string;
  component: string;
  redirect: string | null;
  alwaysShow: boolean;
  hidden: boolean;
  name: string;
  seq: number;
  meta: RouteMeta;
}

export const CaptchaType = { BLOCK_PUZZLE: 'blockPuzzle', CLICK_WORD: 'clickWord' } as const;
export type CaptchaTypeValue = (typeof CaptchaType)[keyof typeof CaptchaType];

export interface CaptchaResponse<T = Record<string, unknown> | null> {
  repCode: string;
  repMsg: string | null;
  repData: T;
  success: boolean;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Sign-in answers; the lock messages say how long to wait. */
export const LoginMessage = {
  badUsername: '请输入正确的用户名',
  badCredentials: '用户名或密码不正确',
  disabled: '用户已禁用，请联系客服',
  /** The failure that leaves one more attempt before the pause. */
  lastAttempt: (lockSeconds: number) => `用户名或密码不正确，再失败1次将锁定${minutes(lockSeconds)}分钟`,
  /** The failure that starts the pause. */
  nowLocked: (waitSeconds: number) => `用户名或密码不正确，登录已锁定，请${minutes(waitSeconds)}分钟后再试`,
  locked: (waitSeconds: number) => `登录失败次数过多，请${minutes(waitSeconds)}分钟后再试`,
  ssoFailed: '单点登录失败，请重新登录',
} as const;
