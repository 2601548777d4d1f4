import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '@kazi/shared/appearance/color-scheme';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * index.html's one inline script (the colour scheme before the first paint, ADR 041), allowed by
 * its hash: any other inline script stays refused.
 */
const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}'`;

/**
 * Security headers (docs/quality.md): CSP, nosniff, referrer policy; `no-store` on the API.
 * Helmet's middleware is built once here and applied to every request in `onRequest`
 * (@fastify/helmet rebuilt it, CSP directives parsed again, on every request: the bench measured it).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something when Kazi is reached over https.
    strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    const api = request.routeOptions.url?.startsWith('/api/') ?? request.url.startsWith('/api/');
    if (api && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
