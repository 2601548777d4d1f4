import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';
import { AppMetrics } from './metrics.ts';
import { bearerMatches } from './token.ts';

/**
 * Prometheus metrics at `/metrics`, outside `/api/` (ADR 038): off, and 404 like any unknown path,
 * unless METRICS_TOKEN is set; then only for `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise). The route exists either way, so the web app's fallback never answers it.
 */
export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  const metrics = token ? new AppMetrics(app) : null;
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !metrics) return reply.code(404).send({ detail: MESSAGES.api.notFound });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ detail: MESSAGES.api.notAuthenticated });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
