import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { demoAvatarSvg, demoSvg } from './demo-images.ts';

const DRAWINGS = { products: demoSvg, avatars: demoAvatarSvg } as const;
const Params = z.object({ kind: z.enum(['products', 'avatars']), file: z.string().regex(/^\d{1,4}\.svg$/) });

/** Demo product pictures and staff avatars, so a fresh install shows images without uploads. */
export const demoImageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/files/demo/:kind/:file', { config: { public: true }, schema: { params: Params } }, async (request, reply) => {
    const { kind, file } = request.params as z.infer<typeof Params>;
    const n = Number.parseInt(file, 10);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(DRAWINGS[kind](n));
  });
};
