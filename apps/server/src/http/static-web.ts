import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyInstance } from 'fastify';

/** Production: serves the built web app from the same process, with the SPA fallback. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found: the API runs without the web app');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      return reply.code(404).send({ detail: MESSAGES.api.notFound });
    }
    if (path.extname(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
