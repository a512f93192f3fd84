import { z } from 'zod';
import { PHONE_PATTERN, USERNAME_PATTERN } from '../auth/auth.ts';

/** Shop staff and their sign-in accounts (spec sections 3, 5 and 9; contract 4.2). */
export const SHOP_USER_LIMITS = { nickNameMax: 32, codeMax: 50, avatarMax: 255, rolesMax: 50 } as const;
export const AccountStatus = { DELETED: -1, DISABLED: 0, ENABLED: 1 } as const;

/** Texts shown to the merchant, word for word; the web app shows the same ones. */
export const ShopUserMessage = {
  nickNameRequired: '昵称不能为空',
  nickNameTooLong: `昵称不能超过${SHOP_USER_LIMITS.nickNameMax}个字符`,
  avatarRequired: '头像不能为空',
  avatarTooLong: '头像地址过长',
  codeTooLong: `员工编号不能超过${SHOP_USER_LIMITS.codeMax}个字符`,
  phoneInvalid: '请输入正确的手机号',
  emailInvalid: '请输入正确的邮箱',
  rolesInvalid: '所选角色不存在',
  usernameRequired: '请输入用户名',
  usernameInvalid: '用户名不能为纯数字且由数字字母下划线 4-16位组成',
  passwordRequired: '请输入密码',
  passwordInvalid: '密码不能为纯数字且由数字字母下划线 4-16位组成',
  statusInvalid: '状态不正确',
  userIdRequired: 'userId不能为空',
  shopUserNotFound: '用户不存在或已删除',
  accountNotFound: '无法获取账户信息',
  accountExists: '已有账号，无需重复添加',
  usernameTaken: '用户名已存在，请更换用户名再次尝试',
  cannotDeleteSelf: '不能删除自己',
  cannotDeleteAdmin: '不能删除店铺管理员',
  cannotDisableSelf: '不能禁用自己的账号',
  adminOnly: '无权修改店铺管理员',
} as const;

const M = ShopUserMessage;
/** Ids are bigint in the database: anything past the safe integers is refused, not sent to SQL. */
export const ShopUserId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const positiveId = ShopUserId;
/** '' and null mean "not given" for the optional text fields the dialog sends. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = (max: number, message: string) => z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

export const ShopUserBody = z.object({
  shopUserId: positiveId.optional(),
  nickName: z.string({ error: M.nickNameRequired }).trim().min(1, M.nickNameRequired).max(SHOP_USER_LIMITS.nickNameMax, M.nickNameTooLong),
  avatar: z.string({ error: M.avatarRequired }).trim().min(1, M.avatarRequired).max(SHOP_USER_LIMITS.avatarMax, M.avatarTooLong),
  code: optionalText(SHOP_USER_LIMITS.codeMax, M.codeTooLong),
  phoneNum: z.preprocess(blankToUndefined, z.string({ error: M.phoneInvalid }).trim().regex(PHONE_PATTERN, M.phoneInvalid).optional()),
  /** Omitted: roles stay as they are; given (even empty): the staff member's roles become exactly these. */
  roleIds: z.array(positiveId, { error: M.rolesInvalid }).max(SHOP_USER_LIMITS.rolesMax, M.rolesInvalid).optional(),
});
export type ShopUserBody = z.infer<typeof ShopUserBody>;

const username = z.string({ error: M.usernameRequired }).min(1, M.usernameRequired).regex(USERNAME_PATTERN, M.usernameInvalid);
const password = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).regex(USERNAME_PATTERN, M.passwordInvalid);
const status = z.coerce
  .number({ error: M.statusInvalid })
  .int(M.statusInvalid)
  .min(AccountStatus.DISABLED, M.statusInvalid)
  .max(AccountStatus.ENABLED, M.statusInvalid)
  .default(AccountStatus.ENABLED);

const accountFields = {
  userId: z.coerce
    .number({ error: M.userIdRequired })
    .int(M.userIdRequired)
    .positive(M.userIdRequired)
    .max(Number.MAX_SAFE_INTEGER, M.userIdRequired),
  username,
  status,
  email: z.preprocess(blankToUndefined, z.email(M.emailInvalid).max(100, M.emailInvalid).optional()),
  phone: z.preprocess(blankToUndefined, z.string({ error: M.phoneInvalid }).regex(PHONE_PATTERN, M.phoneInvalid).optional()),
};

/** POST: set an account for a staff member who has none (a password is required). */
export const ShopAccountCreateBody = z.object({ ...accountFields, password });
export type ShopAccountCreateBody = z.infer<typeof ShopAccountCreateBody>;

/** PUT: modify the account; an empty password keeps the current one (it is never sent back). */
export const ShopAccountUpdateBody = z.object({ ...accountFields, password: z.preprocess(blankToUndefined, password.optional()) });
export type ShopAccountUpdateBody = z.infer<typeof ShopAccountUpdateBody>;

export interface ShopUserVO {
  shopUserId: number;
  shopId: number;
  nickName: string;
  /** Prefixed with the resources base URL. */
  avatar: string | null;
  code: string | null;
  phoneNum: string | null;
  hasAccount: 0 | 1;
  /** 1 when the staff member's account is the shop administrator's. */
  isAdmin: 0 | 1;
  /** Only in the single-record answer; null in page rows. */
  roleIds: number[] | null;
}

/** The account of a staff member; the password never leaves the server. */
export interface ShopAccountVO {
  uid: number;
  userId: number;
  username: string;
  status: number;
  email: string | null;
  phone: string | null;
  createIp: string | null;
}
