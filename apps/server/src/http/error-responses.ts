import { format, MESSAGES } from '@kazi/shared/messages';
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
  /** It takes an `Idempotency-Key` header (its `schema.headers` names it, ADR 029). */
  idempotent?: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500;

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
 * - 422: a route that takes an `Idempotency-Key` (the key used with another body);
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
  if (write || route.multipart) statuses.push(413, 415);
  if (route.idempotent) statuses.push(422);
  if (write || route.multipart) statuses.push(429);
  statuses.push(500);
  return statuses;
}

/** The request's id, as in the `X-Request-Id` header and the logs (ADR 038). */
const requestId = { type: 'string', examples: ['9b2f6a0e-3c1d-4e5f-8a7b-1c2d3e4f5a6b'] };

const detail = (example: string) => ({
  type: 'object',
  properties: { detail: { type: 'string', examples: [example] }, request_id: requestId },
  required: ['detail', 'request_id'],
});

type ErrorSchemaName =
  | 'ValidationError'
  | 'NotAuthenticated'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'TooLarge'
  | 'UnsupportedType'
  | 'IdempotencyMismatch'
  | 'Throttled'
  | 'ServerError';

/** docs/api.md's error shapes, once each, as components of the OpenAPI document. */
export const ERROR_SCHEMAS: Record<ErrorSchemaName, Record<string, unknown>> = {
  ValidationError: {
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    examples: [{ title: [MESSAGES.projects.titleRequired], non_field_errors: [MESSAGES.api.invalidJson] }],
  },
  NotAuthenticated: detail(MESSAGES.api.notAuthenticated),
  Forbidden: detail(MESSAGES.api.forbidden),
  NotFound: detail(MESSAGES.api.notFound),
  Conflict: detail(MESSAGES.api.conflict),
  TooLarge: detail(MESSAGES.api.tooLarge),
  UnsupportedType: detail(MESSAGES.api.unsupportedFileType),
  IdempotencyMismatch: detail(MESSAGES.api.idempotencyMismatch),
  Throttled: detail(format(MESSAGES.api.throttled, { seconds: 60 })),
  ServerError: {
    type: 'object',
    properties: { detail: { type: 'string' }, request_id: requestId },
    required: ['detail', 'request_id'],
  },
};

const RESPONSES: Record<ErrorStatus, { schema: ErrorSchemaName; description: string }> = {
  400: {
    schema: 'ValidationError',
    description:
      'Validation failed: every failing field with its messages (`nested.field` for nested keys, ' +
      '`non_field_errors` for the whole body).',
  },
  401: { schema: 'NotAuthenticated', description: 'Not signed in.' },
  403: {
    schema: 'Forbidden',
    description: 'Signed in but not allowed; CSRF failures have a `detail` starting `CSRF Failed`.',
  },
  404: { schema: 'NotFound', description: 'No such record, or one the caller may not know of.' },
  409: { schema: 'Conflict', description: 'A state transition that no longer applies.' },
  413: { schema: 'TooLarge', description: 'The body, or an uploaded file, is over its limit.' },
  415: {
    schema: 'UnsupportedType',
    description: 'A content type, or an uploaded file type, that is refused.',
  },
  422: {
    schema: 'IdempotencyMismatch',
    description: 'The `Idempotency-Key` was used with another body or on another route.',
  },
  429: { schema: 'Throttled', description: 'Too many requests; try again after `Retry-After` seconds.' },
  500: {
    schema: 'ServerError',
    description: 'A server error; the body carries no details but a request id for the logs.',
  },
};

const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait.' } };

/** The facts of a registered route, as @fastify/swagger hands it to the transform. */
export function routeFacts(route: RouteOptions, method: string): RouteFacts {
  const schema = (route.schema ?? {}) as {
    params?: unknown;
    querystring?: unknown;
    headers?: { shape?: Record<string, unknown> };
    consumes?: string[];
  };
  return {
    method,
    access: route.config?.access ?? 'public',
    params: Boolean(schema.params) || route.url.includes(':'),
    query: Boolean(schema.querystring),
    multipart: schema.consumes?.includes('multipart/form-data') ?? false,
    idempotent: Boolean(schema.headers?.shape?.['idempotency-key']),
  };
}

/** The error responses of a route for its OpenAPI operation, each naming its shape's component. */
export function errorResponses(facts: RouteFacts): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    errorStatuses(facts).map((status) => {
      const { schema, description } = RESPONSES[status];
      const response = { $ref: `#/components/schemas/${schema}`, description };
      return [String(status), status === 429 ? { ...response, headers: RETRY_AFTER } : response];
    }),
  );
}
