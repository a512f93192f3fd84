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

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  const asSent = wireInput(schema);
  return (data) => {
    const result = schema.safeParse(asSent(data));
    if (result.success) return { value: result.data };
    // A field says its first broken rule only, as a form does: an empty name is 请输入用户名, not that and its
    // pattern's message too (and a value breaking two rules of one message says it once).
    const byField = new Map<string, string>();
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      const key = field || issue.message;
      if (!byField.has(key)) byField.set(key, field ? `${field}:${issue.message}` : issue.message);
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
