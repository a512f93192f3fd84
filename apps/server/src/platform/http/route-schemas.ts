// Route schemas are the contract's zod types. Requests are validated with them, their failures becoming
// the A00002 "field:message" list; answers are written by a serializer compiled once per route from the
// same schema (zod → JSON Schema → fast-json-stringify), which also drops any field the schema does not name.
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z, type ZodType } from 'zod';

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const messages = result.error.issues.map((issue) => {
      const field = issue.path.join('.');
      return field ? `${field}:${issue.message}` : issue.message;
    });
    const error = new Error(messages.join('; ')) as Error & { validationMessages: string[] };
    error.validationMessages = messages;
    return { error };
  };

/** The JSON Schema of an answer's zod type, as fast-json-stringify reads it. */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
}

export const zodSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  const stringify = fastJson(answerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
};
