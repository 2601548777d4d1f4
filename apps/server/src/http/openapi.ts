import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DATE_MAX, DATE_MIN } from '@kazi/shared/api/dates';
import { LONG_TEXT_FIELDS } from '@kazi/shared/api/text';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ERROR_SCHEMAS, errorResponses, routeFacts } from './error-responses.ts';

const DESCRIPTION = `The Kazi API. Conventions (docs/api.md): paths end with \`/\`; JSON bodies in snake_case;
lists take \`page\` and \`page_size\` (default 20, maximum 200) and answer
\`{ count, next, previous, results }\`; money is a decimal string with two places next to its currency.

Sessions use the HttpOnly \`sessionid\` cookie. Every POST, PUT, PATCH and DELETE must send the
\`csrftoken\` cookie's value in the \`X-CSRFToken\` header; the cookie is set on any response.

Errors: 400 \`{ field: [messages] }\` with every failing field (\`non_field_errors\` for the whole body);
401, 403, 404, 409, 413, 415, 422 and 429 \`{ detail }\`; 5xx \`{ detail, request_id }\`.
A record the caller may not know of answers 404, never 403. Every operation lists the errors it
may answer.

Input rules for every operation: text holds no control characters (NUL, ESC, DEL, C1…) nor broken
UTF-16; tabs and line breaks only in long text (fields named ${[...LONG_TEXT_FIELDS].map((name) => `\`${name}\``).join(', ')});
otherwise 400 naming the field (a path holding them is 404). Dates, date-only or instants, lie from
${DATE_MIN} to ${DATE_MAX} (UTC); instants carry \`Z\` or an offset. Numbers
are refused, never rounded, past their unit's precision (hours and money: two decimals; ids, pages
and counts: whole numbers, digits only in a query string).`;

type Transform = typeof jsonSchemaTransform;

/** zod → JSON Schema, then every operation gains the error responses its declaration implies. */
const withErrorResponses: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return result;
  const method = [input.route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
  const response = { ...errorResponses(routeFacts(input.route, method)), ...schema.response };
  return { ...result, schema: { ...schema, response } as typeof result.schema };
};

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Kazi API', version: '1.0.0', description: DESCRIPTION },
      components: {
        schemas: ERROR_SCHEMAS,
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: withErrorResponses,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
}
