// Cross-origin calls, for a client served from another origin (the upstream Vue merchant client):
// off unless CORS_ORIGINS names the origins; then those may call with the Authorization header.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function installCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Locale', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
}
