// Running it in production: Fastify options for logs and request ids, health and readiness, metrics, and the SIGTERM drain.
import type http from 'node:http';
import { ResponseCode } from '@caremall/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/client.ts';
import { fail } from '../http/envelope.ts';
import { healthRoutes } from './health.ts';
import { loggerOptions, requestIdOf } from './logging.ts';
import { installMetrics, listenMetrics, metricsRoute, type Metrics } from './metrics.ts';

export interface OpsState {
  /** SIGTERM received: /readyz answers 503 so the load balancer stops sending. */
  notReady: boolean;
  /** Draining: whatever still arrives on an open connection gets a 503 envelope. */
  refusing: boolean;
  metrics: Metrics | null;
  /** The listener of METRICS_PORT, once main.ts has started it. */
  metricsServer: http.Server | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ops: OpsState;
  }
}

/** Fastify options of the ops side: the logger, request ids, and our own 503 envelope while closing. */
export function opsServerOptions(config: AppConfig): Partial<FastifyServerOptions> {
  return {
    logger: loggerOptions(config.logLevel),
    genReqId: requestIdOf,
    // Fastify's own 503 while closing is not an envelope; the hook below answers instead.
    return503OnClosing: false,
  };
}

/** Hooks and routes: before the auth gateway, so probes and a draining process never touch the database for a token. */
export function installOps(app: FastifyInstance, deps: { db: Db; config: AppConfig }): void {
  const state: OpsState = { notReady: false, refusing: false, metrics: null, metricsServer: null };
  app.decorate('ops', state);
  app.addHook('onClose', async () => {
    const server = state.metricsServer;
    if (server) await new Promise((resolve) => server.close(resolve));
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (state.refusing) {
      return reply.code(503).header('connection', 'close').header('retry-after', '1').send(fail(ResponseCode.EXCEPTION, '服务正在重启，请稍后重试'));
    }
  });
  healthRoutes(app, deps, () => state.notReady);
  state.metrics = installMetrics(app, deps);
  if (state.metrics) metricsRoute(app, state.metrics, deps.config);
}

/** main.ts, after listening: the metrics port, when METRICS_PORT is set. */
export async function startMetricsListener(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!app.ops.metrics || config.metrics.port === null) return;
  app.ops.metricsServer = await listenMetrics(app.ops.metrics, config);
}

/**
 * SIGTERM: report not ready (and keep serving for `delaySeconds` so the load balancer notices), then stop
 * accepting connections, answer what still arrives on open ones with a 503 envelope, and let the requests in
 * flight finish. Resolves when the last one has.
 */
export async function drain(app: FastifyInstance, delaySeconds: number): Promise<void> {
  app.ops.notReady = true;
  if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
  app.ops.refusing = true;
  await app.close();
}
