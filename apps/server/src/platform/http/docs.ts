// The API documented from the same zod schemas the routes validate and answer with: OpenAPI at
// /docs/json and a browsable page at /docs, with no hand-written spec to drift.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CareMall Merchant API',
        description:
          'Wire-compatible with mall4cloud: every answer is an envelope {code, msg, data, success}. Send the access token in the Authorization header, without "Bearer".',
        version: '1',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
