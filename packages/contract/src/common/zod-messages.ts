// The written message of every validation rule that does not name its own: no zod default text ever
// reaches a user. Texts are the server's default language (Chinese); the server answers them in the
// caller's language like every other message.
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const KIND: Record<string, string> = {
  number: '数字',
  int: '整数',
  bigint: '整数',
  string: '文字',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  date: '日期',
};

function tooSmall(issue: Issue & { origin?: string; minimum?: unknown }): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? '不能为空' : `长度不能少于${min}个字符`;
  if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? '请至少选择一项' : `请至少选择${min}项`;
  return `不能小于${String(issue.minimum)}`;
}

function tooBig(issue: Issue & { origin?: string; maximum?: unknown }): string {
  if (issue.origin === 'string') return `长度不能超过${String(issue.maximum)}个字符`;
  if (issue.origin === 'array' || issue.origin === 'set') return `最多只能选择${String(issue.maximum)}项`;
  return `不能大于${String(issue.maximum)}`;
}

/** For z.config({ customError }): a written message for each kind of rule. */
export function writtenZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = (issue as { expected?: string }).expected ?? '';
      if (issue.input === undefined || issue.input === null) return '不能为空';
      return KIND[expected] ? `必须为${KIND[expected]}` : '格式不正确';
    }
    case 'too_small':
      return tooSmall(issue as Parameters<typeof tooSmall>[0]);
    case 'too_big':
      return tooBig(issue as Parameters<typeof tooBig>[0]);
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return '数值不正确';
    case 'invalid_value':
      return '取值不正确';
    case 'unrecognized_keys':
      return '包含无法识别的字段';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return '格式不正确';
    default:
      return '内容不正确';
  }
}
