import type { Role } from '@kazi/shared/auth/roles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createUserWithRole, type UserOverrides, type UserRow } from '../db/factories/users.ts';

type Body = InjectOptions['payload'];
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Leave out the CSRF header, or send this value instead. */
  csrf?: false | string;
  /** The caller's IP address (default 127.0.0.1). */
  remoteAddress?: string;
}

/** A browser-like client over `app.inject`: keeps cookies and sends the CSRF header on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  async request(method: InjectOptions['method'], url: string, payload?: Body, options: RequestOptions = {}) {
    if (method !== 'GET' && !this.csrfToken && options.csrf !== false)
      await this.request('GET', '/api/health', undefined, { remoteAddress: options.remoteAddress });
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.csrf !== false) {
      const token = options.csrf ?? this.csrfToken;
      if (token) headers['x-csrftoken'] = token;
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, payload?: Body, options?: RequestOptions) {
    return this.request('POST', url, payload ?? {}, options);
  }
  put(url: string, payload?: Body, options?: RequestOptions) {
    return this.request('PUT', url, payload ?? {}, options);
  }
  patch(url: string, payload?: Body, options?: RequestOptions) {
    return this.request('PATCH', url, payload ?? {}, options);
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }

  async login(email: string, password: string, options?: RequestOptions): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/login/', { email, password }, options);
  }

  /** POSTs `multipart/form-data`: text fields and files, as a browser form would. */
  /** A multipart/form-data request (POST unless `options.method` says PATCH or PUT). */
  upload(url: string, parts: MultipartPart[], options: RequestOptions & { method?: string } = {}) {
    const { body, contentType } = multipartBody(parts);
    return this.request((options.method ?? 'POST') as 'POST', url, body, {
      ...options,
      headers: { ...options.headers, 'content-type': contentType },
    });
  }
}

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; fileName: string; bytes: Buffer; contentType?: string };

/** Encodes parts as `multipart/form-data` (RFC 7578). */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `----kazi-test-${Math.random().toString(36).slice(2)}`;
  const quoted = (text: string) => text.replace(/[\\"]/g, (c) => `\\${c}`);
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${quoted(part.fileName)}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface SignedIn {
  client: TestClient;
  user: UserRow;
}

/** A new user of `role` (factory presets, with overrides), signed in through the real login route. */
export async function loginAs(
  app: FastifyInstance,
  role: Role,
  overrides: UserOverrides = {},
): Promise<SignedIn> {
  const user = await createUserWithRole(app.db, role, overrides);
  const client = new TestClient(app);
  const response = await client.login(user.email, overrides.password ?? 'test-password');
  expect(response.statusCode, response.body).toBe(200);
  return { client, user };
}

export function anonymous(app: FastifyInstance): TestClient {
  return new TestClient(app);
}

/** A `{ detail }` error as the API answers it from 401 up: with the request's id (ADR 038). */
export const refusal = (detail: unknown) => ({ detail, request_id: expect.stringMatching(/^[\w-]{8,64}$/) });
