// The written message of every validation rule that does not name its own: no zod default text ever
// reaches a user. Texts are the server's default language (Chinese); the server answers them in the
// caller's language like every other message.
import type { z } from 'zod';

import { templated } from '../i18n/template.ts';

type Issue = z.core.$ZodRawIssue;

/** Every text a rule without its own message answers. */
export const ZOD_MESSAGES = {
  required: '不能为空',
  mustBeNumber: '必须为数字',
  mustBeInteger: '必须为整数',
  mustBeText: '必须为文字',
  mustBeYesOrNo: '必须为是或否',
  mustBeList: '必须为列表',
  mustBeObject: '必须为对象',
  mustBeDate: '必须为日期',
  tooShort: templated('长度不能少于{min}个字符', (min: number) => ({ min })),
  chooseOne: '请至少选择一项',
  chooseAtLeast: templated('请至少选择{min}项', (min: number) => ({ min })),
  tooSmall: templated('不能小于{min}', (min: unknown) => ({ min: String(min) })),
  tooLong: templated('长度不能超过{max}个字符', (max: unknown) => ({ max: String(max) })),
  chooseAtMost: templated('最多只能选择{max}项', (max: unknown) => ({ max: String(max) })),
  tooLarge: templated('不能大于{max}', (max: unknown) => ({ max: String(max) })),
  badFormat: '格式不正确',
  badNumber: '数值不正确',
  badValue: '取值不正确',
  unknownKeys: '包含无法识别的字段',
  badContent: '内容不正确',
} as const;
const M = ZOD_MESSAGES;

const KIND: Record<string, string> = {
  number: M.mustBeNumber,
  int: M.mustBeInteger,
  bigint: M.mustBeInteger,
  string: M.mustBeText,
  boolean: M.mustBeYesOrNo,
  array: M.mustBeList,
  object: M.mustBeObject,
  date: M.mustBeDate,
};

function tooSmall(issue: Issue & { origin?: string; minimum?: unknown }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? M.required : M.tooShort(min);
  if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? M.chooseOne : M.chooseAtLeast(min);
  return M.tooSmall(issue.minimum);
}

function tooBig(issue: Issue & { origin?: string; maximum?: unknown }): string {
  if (issue.origin === 'string') return M.tooLong(issue.maximum);
  if (issue.origin === 'array' || issue.origin === 'set') return M.chooseAtMost(issue.maximum);
  return M.tooLarge(issue.maximum);
}

/** For z.config({ customError }): a written message for each kind of rule. */
export function writtenZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = (issue as { expected?: string }).expected ?? '';
      if (issue.input === undefined || issue.input === null) return M.required;
      return KIND[expected] ?? M.badFormat;
    }
    case 'too_small':
      return tooSmall(issue as Parameters<typeof tooSmall>[0]);
    case 'too_big':
      return tooBig(issue as Parameters<typeof tooBig>[0]);
    case 'invalid_format':
      return M.badFormat;
    case 'not_multiple_of':
      return M.badNumber;
    case 'invalid_value':
      return M.badValue;
    case 'unrecognized_keys':
      return M.unknownKeys;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return M.badFormat;
    default:
      return M.badContent;
  }
}
