import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DESCRIPTION = `The Kazi API. Conventions (API.md): paths end with \`/\`; JSON bodies in snake_case;
lists take \`page\` and \`page_size\` (default 20, maximum 200) and answer
\`{ count, next, previous, results }\`; money is a decimal string with two places next to its currency.

Sessions use the HttpOnly \`sessionid\` cookie. Every POST, PUT, PATCH and DELETE must send the
\`csrftoken\` cookie's value in the \`X-CSRFToken\` header; the cookie is set on any response.

Errors: 400 \`{ field: [messages] }\` with every failing field (\`non_field_errors\` for the whole body);
401, 403, 404, 409, 413, 415, 422 and 429 \`{ detail }\`; 5xx \`{ detail, request_id }\`.
A record the caller may not know of answers 404, never 403.`;

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kazi API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
