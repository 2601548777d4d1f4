import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@kazi/shared/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { requireAccessDeclarations } from './http/access.ts';
import { registerDraining } from './http/draining.ts';
import { registerErrorHandler } from './http/errors.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestContext, requestIdMixin, requestIdOf } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { session } from './http/session.ts';
import { registerWebApp } from './http/static-web.ts';
import { registerTextInputCheck } from './http/text-input.ts';
import { registerJobQueue } from './jobs/boss.ts';
import { registerPersonalDataPurgers } from './modules/accounts/purgers.ts';
import { loadInstallationSecret } from './modules/auth/secret.ts';
import type { FileStore } from './modules/files/storage.ts';
import { createFileStore } from './modules/files/store.ts';
import { registerMetrics } from './modules/metrics/routes.ts';
import { PERSONAL_DATA_PURGERS } from './modules/personal-data-purgers.ts';
import { registerProjectDomains } from './modules/project-core/index.ts';
import { PROJECT_DOMAINS } from './modules/project-domains.ts';
import { API_ROUTES } from './modules/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface AppDeps {
  /** A database already migrated (tests pass a fresh clone); otherwise the configured one is opened. */
  database?: Database;
  /** Where uploads go; otherwise the one FILE_STORE names. */
  fileStore?: FileStore;
  /** Where the JSON log lines go; defaults to stdout. */
  logStream?: { write(line: string): void };
}

/** The whole application as a plugin tree, without listening: main.ts and tests build the same app. */
/**
 * Never `true`: then the leftmost X-Forwarded-For entry, which the client writes, would be its
 * address (and its throttles' key). A count trusts that many hops from the socket (Fastify 5
 * ignores a bare number).
 */
function trustedProxies(count: number) {
  return count > 0 ? (_address: string, hop: number) => hop < count : false;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            mixin: requestIdMixin,
            serializers: { req: serializeRequest },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: (request) => requestIdOf(request, config.trustProxy > 0),
    trustProxy: trustedProxies(config.trustProxy),
    // A request on a kept-alive connection while the process drains is served (with `Connection:
    // close`), not refused: `/api/ready` then answers 503 itself (http/draining.ts).
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestContext(app);
  registerDraining(app);

  const database = deps.database ?? (await openConfiguredDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!deps.database) app.addHook('onClose', () => database.close());
  app.decorate('fileStore', deps.fileStore ?? createFileStore(config.fileStore));
  registerJobQueue(app);
  registerProjectDomains(app, PROJECT_DOMAINS);
  registerPersonalDataPurgers(app, PERSONAL_DATA_PURGERS);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireAccessDeclarations(app);
  registerTextInputCheck(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5_242_880 } });
  await registerOpenApi(app);
  await app.register(session, { config, secret: await loadInstallationSecret(app.db, config) });

  await app.register(
    async (api) => {
      for (const routes of API_ROUTES) await api.register(routes);
    },
    { prefix: '/api' },
  );

  registerMetrics(app);
  if (config.webDist) await registerWebApp(app, config.webDist);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: MESSAGES.api.notFound }));

  return app;
}
