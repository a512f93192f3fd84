// Shop staff, their sign-in accounts and the signed-in user (spec §3, §5, §9; contract §4.2): the calls,
// their bodies, answers and messages.
import { z } from 'zod';
import { PHONE_PATTERN, USERNAME_PATTERN } from '../auth/auth.ts';
import { blankToUndefined, PageOf, PageQuery, requiredId, saveId, updateShape, readVersion, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';

export const SHOP_USER_LIMITS = { nickNameMax: 32, codeMax: 50, avatarMax: 255, rolesMax: 50, emailMax: 100, nickNameFilterMax: 64 } as const;
export const AccountStatus = { DELETED: -1, DISABLED: 0, ENABLED: 1 } as const;

/** Texts shown to the merchant, word for word; the web app shows the same ones. */
export const SHOP_USER_MESSAGES = {
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
  shopUserIdRequired: 'shopUserId不能为空',
  shopUserNotFound: '用户不存在或已删除',
  accountNotFound: '无法获取账户信息',
  accountExists: '已有账号，无需重复添加',
  usernameTaken: '用户名已存在，请更换用户名再次尝试',
  cannotDeleteSelf: '不能删除自己',
  cannotDeleteAdmin: '不能删除店铺管理员',
  cannotDisableSelf: '不能禁用自己的账号',
  adminOnly: '无权修改店铺管理员',
} as const;
const M = SHOP_USER_MESSAGES;

export const SHOP_USER_PATHS = servicePaths('multishop', {
  page: '/m/shop_user/page',
  one: '/m/shop_user',
  account: '/shop_user/account',
});

/** An optional text of a staff record or account: '' and null empty it (null after reading), left out (undefined) keeps it on an edit. */
const blankToNull = (value: unknown) => (value === '' || value === null ? null : value);
const optionalText = (max: number, message: string) => z.preprocess(blankToNull, z.string({ error: message }).trim().max(max, message).nullish());

export const ShopUserBody = z.object({
  shopUserId: saveId(M.shopUserNotFound),
  nickName: z.string({ error: M.nickNameRequired }).trim().min(1, M.nickNameRequired).max(SHOP_USER_LIMITS.nickNameMax, M.nickNameTooLong),
  avatar: z.string({ error: M.avatarRequired }).trim().min(1, M.avatarRequired).max(SHOP_USER_LIMITS.avatarMax, M.avatarTooLong),
  code: optionalText(SHOP_USER_LIMITS.codeMax, M.codeTooLong),
  phoneNum: z.preprocess(blankToNull, z.string({ error: M.phoneInvalid }).trim().regex(PHONE_PATTERN, M.phoneInvalid).nullish()),
  /** Omitted: roles stay as they are; given (even empty): the staff member's roles become exactly these. */
  roleIds: z.array(requiredId(M.rolesInvalid), { error: M.rolesInvalid }).max(SHOP_USER_LIMITS.rolesMax, M.rolesInvalid).optional(),
  version: readVersion(),
});
export type ShopUserBody = z.infer<typeof ShopUserBody>;

export const ShopUserIdQuery = z.object({ shopUserId: requiredId(M.shopUserIdRequired) });
export type ShopUserIdQuery = z.infer<typeof ShopUserIdQuery>;

export const ShopUserPageQuery = PageQuery.extend({ nickName: z.string().max(SHOP_USER_LIMITS.nickNameFilterMax).optional() });
export type ShopUserPageQuery = z.infer<typeof ShopUserPageQuery>;

const username = z.string({ error: M.usernameRequired }).min(1, M.usernameRequired).regex(USERNAME_PATTERN, M.usernameInvalid);
const password = z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).regex(USERNAME_PATTERN, M.passwordInvalid);
const status = z.coerce
  .number({ error: M.statusInvalid })
  .int(M.statusInvalid)
  .min(AccountStatus.DISABLED, M.statusInvalid)
  .max(AccountStatus.ENABLED, M.statusInvalid)
  .default(AccountStatus.ENABLED);

const accountFields = {
  userId: requiredId(M.userIdRequired),
  username,
  status,
  email: z.preprocess(blankToNull, z.email(M.emailInvalid).max(SHOP_USER_LIMITS.emailMax, M.emailInvalid).nullish()),
  phone: z.preprocess(blankToNull, z.string({ error: M.phoneInvalid }).regex(PHONE_PATTERN, M.phoneInvalid).nullish()),
};

/** POST: set an account for a staff member who has none (a password is required). */
export const ShopAccountCreateBody = z.object({ ...accountFields, password });
export type ShopAccountCreateBody = z.infer<typeof ShopAccountCreateBody>;

/** PUT: modify the account; an empty password keeps the current one (it is never sent back), a status left out too. */
export const ShopAccountUpdateBody = z.object({
  ...updateShape(accountFields),
  password: z.preprocess(blankToUndefined, password.optional()),
  version: readVersion(),
});
export type ShopAccountUpdateBody = z.infer<typeof ShopAccountUpdateBody>;

export const ShopUserVO = z.object({
  shopUserId: z.number(),
  shopId: z.number(),
  nickName: z.string(),
  /** Prefixed with the resources base URL. */
  avatar: z.string().nullable(),
  code: z.string().nullable(),
  phoneNum: z.string().nullable(),
  /** 1 when the staff member has a sign-in account. */
  hasAccount: z.number(),
  /** 1 when the staff member's account is the shop administrator's. */
  isAdmin: z.number(),
  /** Only in the single-record answer; null in page rows. */
  roleIds: z.array(z.number()).nullable(),
  version: RecordVersion,
});
export type ShopUserVO = z.infer<typeof ShopUserVO>;
export const ShopUserPage = PageOf(ShopUserVO);

/** The account of a staff member; the password never leaves the server. */
export const ShopAccountVO = z.object({
  uid: z.number(),
  userId: z.number(),
  username: z.string(),
  status: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createIp: z.string().nullable(),
  version: RecordVersion,
});
export type ShopAccountVO = z.infer<typeof ShopAccountVO>;

/** The signed-in user as the shell shows it: the staff member's name and avatar, and the shop. */
export const ShopUserSimpleVO = z.object({
  nickName: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.number(),
  shopId: z.number(),
  shopType: z.number().nullable(),
  tenantName: z.string().nullable(),
  /** Spec §3: the current user's roles (role ids; an administrator holds every right without one). */
  roles: z.array(z.number()),
});
export type ShopUserSimpleVO = z.infer<typeof ShopUserSimpleVO>;
