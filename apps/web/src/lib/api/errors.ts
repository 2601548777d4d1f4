import { firstErrorMessage } from '@kazi/shared/api/error-message';
import { coreMessages } from '@kazi/shared/messages/core';

/**
 * A failed API call. `message` is what the interface shows: the first server error value, or the
 * generic text ("Generic"). `body` keeps every field error for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(firstErrorMessage(body) ?? coreMessages.generic.error);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors of a 400 body, e.g. `{ email: ['…'] }`; empty for other errors. */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== 400 || !this.body || typeof this.body !== 'object') return {};
    const errors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(this.body)) {
      if (Array.isArray(value)) errors[field] = value.filter((v): v is string => typeof v === 'string');
    }
    return errors;
  }

  get detail(): string | null {
    const body = this.body as { detail?: unknown } | null;
    return body && typeof body.detail === 'string' ? body.detail : null;
  }
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return coreMessages.generic.error;
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
