// Demo product pictures and staff avatars, so a fresh install shows images without uploads. They are
// files, not envelopes, so the route has no answer schema.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPU_MESSAGES } from '@caremall/contract';
import { demoAvatarSvg, demoSvg } from './demo-images.ts';

const DRAWINGS = { products: demoSvg, avatars: demoAvatarSvg } as const;
const MSG_NO_SUCH_PICTURE = SPU_MESSAGES.demoPictureNotFound;
const Params = z.object({
  kind: z.enum(['products', 'avatars'], { error: MSG_NO_SUCH_PICTURE }),
  file: z.string({ error: MSG_NO_SUCH_PICTURE }).regex(/^\d{1,4}\.svg$/, MSG_NO_SUCH_PICTURE),
});

export const demoImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/files/demo/:kind/:file', { config: { public: true }, schema: { params: Params } }, async (request, reply) => {
    const { kind, file } = request.params;
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(DRAWINGS[kind](Number.parseInt(file, 10)));
  });
};
