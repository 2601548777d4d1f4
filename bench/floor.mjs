// @ts-check
// The floor: bare Fastify (no auth, no zod, no helmet, no hooks) answering each scenario route
// (GET, or POST with a JSON body) with the same SQL as the app, through the same engine. Run as a child of run.mjs:
//   FLOOR_PORT=3300 FLOOR_TARGET='{"engine":"postgres","url":"postgres://…"}' node bench/floor.mjs
//   FLOOR_PORT=3300 FLOOR_TARGET='{"engine":"pglite","dir":"/tmp/…/pglite"}' node bench/floor.mjs
import Fastify from 'fastify';
import { openSql } from './lib/db.mjs';
import { loadScenarioGroups } from './lib/scenarios.mjs';

/** @param {string | undefined} header */
function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

const port = Number(process.env.FLOOR_PORT);
const target = JSON.parse(process.env.FLOOR_TARGET ?? 'null');
if (!port || !target) {
  console.error('floor.mjs needs FLOOR_PORT and FLOOR_TARGET');
  process.exit(2);
}

const sql = await openSql(target);
const app = Fastify({ logger: false });

app.get('/api/health', async () => {
  await sql.query('select 1');
  return { status: 'ok' };
});

for (const group of await loadScenarioGroups()) {
  for (const [key, handler] of Object.entries(group.floor)) {
    // `/api/…` is a GET route; `POST /api/…` a POST one (JSON body).
    const [method, route] = key.startsWith('POST ') ? ['POST', key.slice(5)] : ['GET', key];
    app.route({
      method,
      url: route,
      handler: async (request, reply) => {
        const body = await handler(sql, {
          url: request.url,
          query: /** @type {Record<string, string | undefined>} */ (request.query),
          cookies: parseCookies(request.headers.cookie),
          body: request.body,
        });
        if (body === null) return reply.code(401).send({ detail: 'not signed in' });
        return body;
      },
    });
  }
}

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await sql.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: '127.0.0.1', port });
