import type { RouteOptions } from 'fastify';
import type { Access } from './access.ts';

/** What a route declares, from which the errors it may answer follow (ADR 017). */
export interface RouteFacts {
  method: string;
  access: Access;
  /** Path parameters (`/projects/:id/`). */
  params: boolean;
  /** A query string schema. */
  query: boolean;
  /** multipart/form-data among what it consumes. */
  multipart: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * The error statuses a route may answer, derived from its declaration, never listed by hand:
 * - 400: a query string, or a body (every write: even a route that reads none refuses a
 *   malformed one, and control characters in it);
 * - 401: a signed-in route; 403: a signed-in route (its permission, or the record's policy), or
 *   a write (CSRF);
 * - 404: a path naming a record, or input of a signed-in route (ids of records the caller may
 *   not know of);
 * - 409: a signed-in write (a state that no longer applies, an archived project);
 * - 413 and 415: a write (the body's size and type; uploads' files);
 * - 429: a write (sign-in, reset and mail limits);
 * - 500 for all: never meant to happen, always `{ detail, request_id }`.
 */
export function errorStatuses(route: RouteFacts): ErrorStatus[] {
  const write = WRITES.has(route.method);
  const signedIn = route.access !== 'public';
  const input = route.query || write || route.multipart;
  const statuses: ErrorStatus[] = [];
  if (input) statuses.push(400);
  if (signedIn) statuses.push(401, 403);
  else if (write) statuses.push(403);
  if (route.params || (signedIn && input)) statuses.push(404);
  if (write && signedIn) statuses.push(409);
  if (write || route.multipart) statuses.push(413, 415, 429);
  statuses.push(500);
  return statuses;
}

const detail = (description: string, example: string) => ({
  description,
  type: 'object',
  properties: { detail: { type: 'string', examples: [example] } },
  required: ['detail'],
});

/** API.md's error shapes, as OpenAPI response schemas. */
const RESPONSES: Record<ErrorStatus, Record<string, unknown>> = {
  400: {
    description:
      'Validation failed: every failing field with its messages (`nested.field` for nested keys, ' +
      '`non_field_errors` for the whole body).',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    examples: [{ title: ['Title is required'] }],
  },
  401: detail('Not signed in.', 'Authentication credentials were not provided.'),
  403: detail(
    'Signed in but not allowed; CSRF failures have a `detail` starting `CSRF Failed`.',
    'You do not have permission to perform this action.',
  ),
  404: detail('No such record, or one the caller may not know of.', 'Not found.'),
  409: detail('A state transition that no longer applies.', 'This action no longer applies.'),
  413: detail('The body, or an uploaded file, is over its limit.', 'Request body is too large.'),
  415: detail('A content type, or an uploaded file type, that is refused.', 'This file type is not allowed.'),
  429: {
    ...detail('Too many requests; try again after `Retry-After` seconds.', 'Request was throttled.'),
    headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait.' } },
  },
  500: {
    description: 'A server error; the body carries no details but a request id for the logs.',
    type: 'object',
    properties: { detail: { type: 'string' }, request_id: { type: 'string' } },
    required: ['detail', 'request_id'],
  },
};

/** The facts of a registered route, as @fastify/swagger hands it to the transform. */
export function routeFacts(route: RouteOptions, method: string): RouteFacts {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; consumes?: string[] };
  return {
    method,
    access: route.config?.access ?? 'public',
    params: Boolean(schema.params) || route.url.includes(':'),
    query: Boolean(schema.querystring),
    multipart: schema.consumes?.includes('multipart/form-data') ?? false,
  };
}

/** The error responses of a route for its OpenAPI operation (JSON Schema, as the transform takes). */
export function errorResponses(facts: RouteFacts): Record<string, Record<string, unknown>> {
  return Object.fromEntries(errorStatuses(facts).map((status) => [String(status), RESPONSES[status]]));
}
