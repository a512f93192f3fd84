// Prometheus metrics: requests by route pattern, status and envelope code, latency, database pool, failed sign-ins, process memory.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope code of the answer, when it is an envelope. */
    envelopeCode?: string;
  }
}

const SIGN_IN_ROUTE = '/mall_auth/ua/login';
/** Every envelope starts with its code: `{"code":"A00004",…`. */
const ENVELOPE_CODE = /^\{"code":"([A-Z0-9]{1,8})"/;

export interface Metrics {
  registry: Registry;
  /** Whether an `authorization` header carries the metrics token (always true when none is set). */
  allowed(authorization: string | undefined): boolean;
}

export function installMetrics(app: FastifyInstance, deps: { db: Db; config: AppConfig }): Metrics | null {
  const { port, token } = deps.config.metrics;
  if (port === null && token === null) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern, HTTP status and envelope code',
    labelNames: ['method', 'route', 'status', 'code'],
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const signInFailures = new Counter({
    name: 'caremall_sign_in_failures_total',
    help: 'Sign-ins refused (captcha, credentials, lock, disabled)',
    registers,
  });
  const client = (deps.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: open (total), idle, and callers waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max',
      help: 'Largest number of pool connections',
      registers,
      collect() {
        this.set(client.options.max ?? 10);
      },
    });
  }

  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') request.envelopeCode = ENVELOPE_CODE.exec(payload)?.[1];
    return payload;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route pattern, never the raw URL: ids and queries would make a series per call.
    const route = request.routeOptions.url ?? '(no route)';
    const status = String(reply.statusCode);
    requests.inc({ method: request.method, route, status, code: request.envelopeCode ?? '' });
    duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (route === SIGN_IN_ROUTE && request.envelopeCode && request.envelopeCode !== '00000') signInFailures.inc();
  });

  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return {
    registry,
    allowed: (authorization) => {
      if (!expected) return true;
      const given = Buffer.from(authorization ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** /metrics on the main port: only with METRICS_TOKEN and no METRICS_PORT. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, config: AppConfig): void {
  if (config.metrics.port !== null) return;
  app.get('/metrics', { config: { public: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!metrics.allowed(request.headers.authorization)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 'A00004', msg: 'Unauthorized', data: null, success: false });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/** METRICS_PORT: a listener of its own that answers GET /metrics only (and asks for the token too when one is set). */
export async function listenMetrics(metrics: Metrics, config: AppConfig): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    } else if (!metrics.allowed(request.headers.authorization)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('unauthorized\n');
    } else {
      try {
        const body = await metrics.registry.metrics();
        response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
      } catch {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metrics.port!, config.metrics.host, () => resolve());
  });
  return server;
}
