// Route schemas are the contract's zod types. Requests are validated with them, their failures becoming
// the A00002 "field:message" list; answers are written by a serializer compiled once per route from the
// same schema (zod → JSON Schema → fast-json-stringify), which also drops any field the schema does not name.
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import { writtenZodMessage } from '@caremall/contract';
import { wireInput } from './wire-input.ts';

// Every rule without its own message gets a written one, never zod's default English.
z.config({ customError: writtenZodMessage });

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/** What was sent with the value at `path` left out. */
function without(sent: unknown, path: readonly PropertyKey[]): unknown {
  const copy = structuredClone(sent);
  const owner = valueAt(copy, path.slice(0, -1));
  if (owner !== null && typeof owner === 'object') delete (owner as Record<PropertyKey, unknown>)[path[path.length - 1]!];
  return copy;
}

/**
 * A value sent but of another kind ("x" for a number) whose field answers it with what it says when nothing is sent
 * (状态不能为空) would tell the sender it sent nothing: the written message of its kind answers instead (必须为数字). A
 * field's own message for a wrong value (排序必须为整数) stays. What was sent is looked up, not the issue's input, which a
 * coercing schema has already turned into NaN.
 */
function messageOf(schema: ZodType, issue: z.core.$ZodIssue, sent: unknown): string {
  if (issue.code !== 'invalid_type' || !issue.path.length) return issue.message;
  const value = valueAt(sent, issue.path);
  // A number is of its kind: its field's own message for it stays (1.5 where a count goes: 发货数量必须大于0).
  if (value === undefined || value === null || (typeof value === 'number' && !Number.isNaN(value))) return issue.message;
  const field = issue.path.join('.');
  const missing = schema.safeParse(without(sent, issue.path));
  const answeredAsMissing =
    !missing.success && missing.error.issues.some((other) => other.path.join('.') === field && other.message === issue.message);
  return answeredAsMissing ? writtenZodMessage({ ...issue, input: value } as z.core.$ZodRawIssue) : issue.message;
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  const asSent = wireInput(schema);
  return (data) => {
    const sent = asSent(data);
    const result = schema.safeParse(sent);
    if (result.success) return { value: result.data };
    // A field says its first broken rule only, as a form does: an empty name is 请输入用户名, not that and its
    // pattern's message too (and a value breaking two rules of one message says it once).
    const byField = new Map<string, string>();
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      const key = field || issue.message;
      if (byField.has(key)) continue;
      const message = messageOf(schema, issue, sent);
      byField.set(key, field ? `${field}:${message}` : message);
    }
    const messages = [...byField.values()];
    const error = new Error(messages.join('; ')) as Error & { validationMessages: string[] };
    error.validationMessages = messages;
    return { error };
  };
};

/** The JSON Schema of an answer's zod type, as fast-json-stringify reads it. */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}

/**
 * Under test (vitest, or STRICT_ANSWERS=1 as the browser suite's server runs) every answer is also checked
 * against its schema first, so a schema that misdescribes an answer fails loudly instead of the serializer
 * quietly dropping or coercing a field.
 */
const strictAnswers = Boolean(process.env.VITEST) || process.env.STRICT_ANSWERS === '1';

export const zodSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  const stringify = fastJson(answerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  if (!strictAnswers) return (data) => stringify(data);
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new Error(`answer of ${method} ${url} does not match its schema: ${JSON.stringify(checked.error.issues).slice(0, 600)}`);
    return stringify(data);
  };
};
