// Sign-in, sign-on, the captcha and the signed-in user's routes (spec §1; contract §2): bodies, answers and
// every text the auth service answers. Paths and the rules the first load needs are in sign-in.ts.
import { z } from 'zod';
import { templated } from '../i18n/template.ts';
import { CaptchaType } from './sign-in.ts';
export * from './sign-in.ts';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Sign-in and sign-on answers; the lock messages say how long to wait. */
export const AUTH_MESSAGES = {
  usernameRequired: '用户名不能为空',
  passwordRequired: '密码不能为空',
  sysTypeRequired: '系统类型不能为空',
  badUsername: '请输入正确的用户名',
  badCredentials: '用户名或密码不正确',
  disabled: '用户已禁用，请联系客服',
  /** The failure that leaves one more attempt before the pause. */
  lastAttempt: templated('用户名或密码不正确，再失败1次将锁定{minutes}分钟', (lockSeconds: number) => ({ minutes: minutes(lockSeconds) })),
  /** The failure that starts the pause. */
  nowLocked: templated('用户名或密码不正确，登录已锁定，请{minutes}分钟后再试', (waitSeconds: number) => ({ minutes: minutes(waitSeconds) })),
  locked: templated('登录失败次数过多，请{minutes}分钟后再试', (waitSeconds: number) => ({ minutes: minutes(waitSeconds) })),
  ticketRequired: 'ticket不能为空',
  userTypeInvalid: 'userType不正确',
  ssoFailed: '单点登录失败，请重新登录',
} as const;

/** The captcha's texts (AJ-Captcha's repMsg and its request checks). */
export const CAPTCHA_MESSAGES = {
  captchaTypeInvalid: 'captchaType不正确',
  tokenRequired: 'token不能为空',
  pointJsonRequired: 'pointJson不能为空',
  verificationRequired: 'captchaVerification不能为空',
  expired: '验证码已失效，请重新获取',
  unreadable: '验证码坐标解析失败',
  failed: '验证失败',
} as const;
const A = AUTH_MESSAGES;
const C = CAPTCHA_MESSAGES;

// Sign-in ------------------------------------------------------------------------------------------

export const LoginBody = z.object({
  principal: z.string({ error: A.usernameRequired }).trim().min(1, A.usernameRequired),
  credentials: z.string({ error: A.passwordRequired }).min(1, A.passwordRequired),
  sysType: z.number({ error: A.sysTypeRequired }).int(A.sysTypeRequired),
  captchaVerification: z.string({ error: C.verificationRequired }).optional().nullable(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SsoTicketBody = z.object({
  ticket: z.string({ error: A.ticketRequired }).min(1, A.ticketRequired),
  userType: z.coerce.number({ error: A.userTypeInvalid }).int(A.userTypeInvalid).optional(),
});
export type SsoTicketBody = z.infer<typeof SsoTicketBody>;

export const TokenInfoVO = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() });
export type TokenInfoVO = z.infer<typeof TokenInfoVO>;

/** What the web app needs to know before sign-in: where the sign-on service and the images live. */
export const AppConfigVO = z.object({ ssoBaseUrl: z.string().nullable(), resourcesUrl: z.string() });
export type AppConfigVO = z.infer<typeof AppConfigVO>;

// The signed-in user's routes (its menus, as the sidebar and router read them) ----------------------

export const RouteMeta = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
  affix: z.boolean(),
  activeMenu: z.string().nullable(),
  roles: z.array(z.string().nullable()),
});
export type RouteMeta = z.infer<typeof RouteMeta>;

export const RouteVO = z.object({
  id: z.number(),
  parentId: z.number(),
  path: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  alwaysShow: z.boolean(),
  hidden: z.boolean(),
  name: z.string(),
  seq: z.number(),
  meta: RouteMeta,
});
export type RouteVO = z.infer<typeof RouteVO>;

// Captcha (AJ-Captcha's protocol inside the envelope) ------------------------------------------------

const CaptchaTypeField = z.enum([CaptchaType.BLOCK_PUZZLE, CaptchaType.CLICK_WORD], { error: C.captchaTypeInvalid });

export const CaptchaGetBody = z.object({ captchaType: CaptchaTypeField, ts: z.unknown().optional(), clientUid: z.unknown().optional() });
export type CaptchaGetBody = z.infer<typeof CaptchaGetBody>;

export const CaptchaCheckBody = z.object({
  captchaType: CaptchaTypeField,
  token: z.string({ error: C.tokenRequired }).max(200, C.expired).nullish(),
  pointJson: z.string({ error: C.pointJsonRequired }).max(4000, C.unreadable).nullish(),
});
export type CaptchaCheckBody = z.infer<typeof CaptchaCheckBody>;

export const CaptchaAnswerQuery = z.object({ token: z.string({ error: C.tokenRequired }).min(1, C.tokenRequired) });
export type CaptchaAnswerQuery = z.infer<typeof CaptchaAnswerQuery>;

const Point = z.object({ x: z.number(), y: z.number() });

/** AJ-Captcha's CaptchaVO: every field present, null unless set. */
export const CaptchaVO = z.object({
  captchaId: z.string().nullable(),
  projectCode: z.string().nullable(),
  captchaType: z.string().nullable(),
  captchaOriginalPath: z.string().nullable(),
  captchaFontType: z.string().nullable(),
  captchaFontSize: z.number().nullable(),
  secretKey: z.string().nullable(),
  originalImageBase64: z.string().nullable(),
  point: Point.nullable(),
  jigsawImageBase64: z.string().nullable(),
  wordList: z.array(z.string()).nullable(),
  pointList: z.array(Point).nullable(),
  pointJson: z.string().nullable(),
  token: z.string().nullable(),
  result: z.boolean(),
  captchaVerification: z.string().nullable(),
  clientUid: z.string().nullable(),
  ts: z.number().nullable(),
  browserInfo: z.string().nullable(),
});
export type CaptchaVO = z.infer<typeof CaptchaVO>;

/** A passed check echoes what was checked. */
export const CaptchaCheckVO = z.object({
  captchaType: z.string(),
  token: z.string().nullish(),
  pointJson: z.string().nullish(),
  result: z.boolean(),
});
export type CaptchaCheckVO = z.infer<typeof CaptchaCheckVO>;

/** AJ-Captcha's ResponseModel: the verdict in repCode, the data only when it passed. */
const CaptchaReplyOf = <T extends z.ZodType>(repData: T) =>
  z.object({ repCode: z.string(), repMsg: z.string().nullable(), repData: repData.nullable(), success: z.boolean() });

export const CaptchaGetReply = CaptchaReplyOf(CaptchaVO);
export type CaptchaGetReply = z.infer<typeof CaptchaGetReply>;
export const CaptchaCheckReply = CaptchaReplyOf(CaptchaCheckVO);
export type CaptchaCheckReply = z.infer<typeof CaptchaCheckReply>;

/** The test hook's answer: the slide's point or the words' points, null for an unknown challenge. */
export const CaptchaTestAnswer = z.union([Point, z.array(Point)]).nullable();
export type CaptchaTestAnswer = z.infer<typeof CaptchaTestAnswer>;
