import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Route schemas are zod types. A failure becomes a validation error whose messages are the
 * "field:message" strings of the A00002 envelope (see error-handler.ts).
 */
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
