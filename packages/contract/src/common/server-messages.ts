import { templated } from '../i18n/template.ts';

// Texts the server's own layers answer (request guards, the database, picture storage, shutdown), kept
// beside the domains' *_MESSAGES so every text the server answers has its translations in one catalogue.
export const SERVER_MESSAGES = {
  invalidText: '内容包含无效字符',
  outOfRange: '输入的内容超出允许的长度或范围',
  headersTooLarge: '请求头过大',
  badRequest: '请求格式有误',
  restarting: '服务正在重启，请稍后重试',
  badPicture: '图片无效，请从图片库中选择图片',
  changedMeanwhile: '数据已在别处修改，请重新打开后再保存',
  noRoute: templated('接口不存在：{method} {path}', (method: string, path: string) => ({ method, path })),
} as const;

/** The local picture store's refusals of an upload (HTTP errors, as an object store answers). */
export const UPLOAD_MESSAGES = {
  forged: '上传地址签名无效',
  expired: '上传地址已过期，请重新上传',
  tooLarge: '图片大小不能超过2M',
  notImage: '只能上传jpg/png/gif格式的图片',
  used: '上传地址已使用，请重新上传',
} as const;
