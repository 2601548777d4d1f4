import { MESSAGES } from '@kazi/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const STATUS = {
  not_authenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  idempotency_mismatch: 422,
  throttled: 429,
} as const;

type ErrorCode = keyof typeof STATUS | 'validation';

/**
 * The one error the services throw. The handler below renders it in docs/api.md's shapes:
 * `{ field: [messages] }` for validation, `{ detail }` for everything else.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly fields?: Record<string, string[]>,
    readonly retryAfterSeconds?: number,
  ) {
    super(detail ?? code);
  }

  get status(): number {
    return this.code === 'validation' ? 400 : STATUS[this.code];
  }

  static validation(fields: Record<string, string[]>): AppError {
    return new AppError('validation', undefined, fields);
  }

  static field(field: string, message: string): AppError {
    return AppError.validation({ [field]: [message] });
  }

  static notFound(): AppError {
    return new AppError('not_found', MESSAGES.api.notFound);
  }

  static forbidden(): AppError {
    return new AppError('forbidden', MESSAGES.api.forbidden);
  }

  static notAuthenticated(): AppError {
    return new AppError('not_authenticated', MESSAGES.api.notAuthenticated);
  }

  static conflict(detail: string = MESSAGES.api.conflict): AppError {
    return new AppError('conflict', detail);
  }
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Zod issue paths become `nested.field` keys; an issue on the object itself is non_field_errors. */
export function issuesToFields(issues: readonly Issue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const messages = fields[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    fields[key] = messages;
  }
  return fields;
}

/** Fastify's validation entries (from fastify-type-provider-zod) back to paths and messages. */
function validationIssues(error: FastifyError): Issue[] {
  return (error.validation ?? []).flatMap((entry) => {
    const path = entry.instancePath.split('/').filter(Boolean);
    if (entry.keyword === 'unrecognized_keys') {
      const keys = ((entry.params as { keys?: string[] }).keys ?? []) as string[];
      return keys.map((key) => ({ path: [...path, key], message: MESSAGES.api.unknownField }));
    }
    return [{ path, message: entry.message ?? MESSAGES.api.required }];
  });
}

/**
 * A `{ detail }` error body, 401 and up: the shape that names the request for the logs. A 400 is
 * the validation shape whatever it holds: clients read its keys as field names.
 */
function isDetailError(statusCode: number, payload: unknown): payload is { detail: unknown } {
  return statusCode > 400 && typeof payload === 'object' && payload !== null && 'detail' in payload;
}

export function registerErrorHandler(app: FastifyInstance): void {
  // Every `{ detail }` error carries the request id (the same as in the logs, the X-Request-Id
  // header and the audit rows), 5xx ones included (ADR 038).
  app.addHook('preSerialization', async (request, reply, payload) =>
    isDetailError(reply.statusCode, payload) && !('request_id' in payload)
      ? { ...payload, request_id: request.id }
      : payload,
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.fields ?? { detail: error.detail ?? error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that cannot name a record (`/projects/abc/`, an id past int4) names nothing: 404.
      if (error.validationContext === 'params')
        return reply.code(404).send({ detail: MESSAGES.api.notFound });
      return reply.code(400).send(issuesToFields(validationIssues(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ detail: MESSAGES.api.serverError, request_id: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ non_field_errors: [MESSAGES.api.invalidJson] });
    }
    if (status === 413) return reply.code(413).send({ detail: MESSAGES.api.tooLarge });
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ detail: error.message });
      const detail = status === 404 ? MESSAGES.api.notFound : status === 400 ? undefined : error.message;
      return reply
        .code(status)
        .send(detail ? { detail } : { non_field_errors: [error.message || MESSAGES.api.invalidJson] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.api.serverError, request_id: request.id });
  });
}
