import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@kazi/shared/messages';
import { CONSENT_CLOSED_COOKIE, CONSENT_COOKIE, decodeConsent } from '@kazi/shared/privacy/cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Hashed file names under assets/ never change content; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The page for a visitor who has not answered the cookie banner (the web app's own rule, 365 days):
 * index.html plus the banner as static markup (apps/web/build/consent-banner.ts), so a first visit
 * sees it with the first paint, not after the scripts ran.
 */
function pageFor(request: FastifyRequest, consentPage: boolean): string {
  if (!consentPage) return 'index.html';
  const answered =
    decodeConsent(request.cookies[CONSENT_COOKIE], Date.now()) !== null ||
    Boolean(request.cookies[CONSENT_CLOSED_COOKIE]);
  return answered ? 'index.html' : 'consent.html';
}

/**
 * Serves the built web app from the same process, with the SPA fallback. The web build writes
 * `.br` and `.gz` twins of its text files (apps/web/scripts/precompress.ts); they are sent by
 * `Accept-Encoding` with the original file's type and `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found: the API runs without the web app');
    return;
  }
  const consentPage = existsSync(path.join(webDist, 'consent.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The twins are served in place of their original, never under their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api/') || pathname === '/api' || !page) {
      return reply.code(404).send({ detail: MESSAGES.api.notFound });
    }
    if (path.extname(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .sendFile(pageFor(request, consentPage));
  });
}
