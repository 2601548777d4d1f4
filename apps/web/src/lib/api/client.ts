import { coreMessages } from '@kazi/shared/messages/core';
import { readCookie } from '../cookies.ts';
import { ApiError } from './errors.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const API_PREFIX = '/api/';
export const VERIFY_PATH = 'auth/verify/';
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const UNSAFE: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let sessionEnded: () => void = () => {};

/** The app registers what "you are no longer signed in" does (clear session, go to /login). */
export function setSessionEndHandler(handler: () => void): void {
  sessionEnded = handler;
}

/** `projects/` → `/api/projects/`; a server `next` link (`/api/…?page=2`) is used as it is. */
export function apiUrl(path: string, query?: QueryParams): string {
  const url = /^(https?:)?\/\//.test(path) || path.startsWith('/') ? new URL(path, 'http://x') : null;
  const base = url ? `${url.pathname}${url.search}` : `${API_PREFIX}${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams(base.includes('?') ? base.slice(base.indexOf('?') + 1) : '');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const pathname = base.split('?')[0];
  const search = params.toString();
  return search ? `${pathname}?${search}` : `${pathname}`;
}

/** Any GET answers with a fresh `csrftoken` cookie when it is missing or stale. */
async function refreshCsrfCookie(): Promise<void> {
  await fetch(apiUrl(VERIFY_PATH), { credentials: 'same-origin', headers: { Accept: 'application/json' } });
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { detail: text.slice(0, 200) };
  }
}

function detailOf(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : '';
}

const isCsrfFailure = (status: number, body: unknown) =>
  status === 403 && detailOf(body).startsWith('CSRF Failed');

/*
 * When does an error end the session on this side? The spec sends every 403 to /login. We do:
 * - 401 on any call except auth/verify/ (whose 401 only means "signed out"): end the session.
 * - 403 with detail 'Authentication credentials were not provided.': end the session.
 * - 403 'CSRF Failed…': refresh the cookie and retry once; a second CSRF failure ends the session.
 * - any other 403 is a permission refusal: the user stays signed in and sees the message. Logging
 *   people out for clicking something they may not do would lose their work for nothing.
 */
function endsSession(path: string, status: number, body: unknown): boolean {
  if (path === VERIFY_PATH) return false;
  if (status === 401) return true;
  return (
    status === 403 && (detailOf(body) === coreMessages.api.notAuthenticated || isCsrfFailure(status, body))
  );
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  if (UNSAFE.has(method)) {
    if (!readCookie(CSRF_COOKIE)) await refreshCsrfCookie();
    headers[CSRF_HEADER] = readCookie(CSRF_COOKIE) ?? '';
  }
  return fetch(apiUrl(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/** One API call: JSON in and out, CSRF header on unsafe methods, errors as `ApiError`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  let body: unknown;
  try {
    response = await send(path, options);
    body = await parseBody(response);
    if (isCsrfFailure(response.status, body)) {
      await refreshCsrfCookie();
      response = await send(path, options);
      body = await parseBody(response);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  if (response.ok) return body as T;
  if (endsSession(path, response.status, body)) sessionEnded();
  throw new ApiError(response.status, body);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
