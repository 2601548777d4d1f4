import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiUrl, setSessionEndHandler } from './client.ts';
import { ApiError } from './errors.ts';

type Reply = { status: number; body?: unknown; setCookie?: string };

/** A fake `fetch` answering the queued replies in order; a reply may set the CSRF cookie. */
function fakeServer(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply.setCookie) jar.cookie = `csrftoken=${reply.setCookie}`;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

/** Stands in for `document`: the client only reads `document.cookie`. */
const jar = { cookie: '' };
let ended: number;

beforeEach(() => {
  jar.cookie = '';
  vi.stubGlobal('document', jar);
  ended = 0;
  setSessionEndHandler(() => {
    ended += 1;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('apiUrl', () => {
  it('prefixes /api/ and adds the query without empty values', () => {
    expect(apiUrl('skills/', { search: 'react', type: undefined, page: 2 })).toBe(
      '/api/skills/?search=react&page=2',
    );
  });
  it('keeps server next links as paths, whatever host they name', () => {
    expect(apiUrl('/api/mail/outbox/?page=2')).toBe('/api/mail/outbox/?page=2');
    expect(apiUrl('http://127.0.0.1:3001/api/mail/outbox/?page=3', { page_size: 20 })).toBe(
      '/api/mail/outbox/?page=3&page_size=20',
    );
  });
});

describe('apiRequest', () => {
  it('sends the CSRF cookie as X-CSRFToken on unsafe methods, read fresh each time', async () => {
    const calls = fakeServer([
      { status: 200, body: { ok: 1 } },
      { status: 200, body: { ok: 2 } },
    ]);
    jar.cookie = 'csrftoken=first';
    await api.post('auth/login/', { email: 'a@b.c', password: 'x' });
    jar.cookie = 'csrftoken=rotated';
    await api.post('auth/logout/');
    expect(header(calls[0]?.init ?? {}, 'X-CSRFToken')).toBe('first');
    expect(header(calls[1]?.init ?? {}, 'X-CSRFToken')).toBe('rotated');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('fetches a CSRF cookie first when there is none', async () => {
    const calls = fakeServer([
      { status: 401, body: {}, setCookie: 'fresh' },
      { status: 200, body: {} },
    ]);
    await api.post('auth/login/', {});
    expect(calls[0]?.url).toBe('/api/auth/verify/');
    expect(header(calls[1]?.init ?? {}, 'X-CSRFToken')).toBe('fresh');
  });

  it('retries once after a CSRF failure, with a refreshed cookie', async () => {
    jar.cookie = 'csrftoken=stale';
    const calls = fakeServer([
      { status: 403, body: { detail: 'CSRF Failed: CSRF token incorrect.' } },
      { status: 200, body: {}, setCookie: 'renewed' },
      { status: 200, body: { done: true } },
    ]);
    await expect(api.patch('me/user/', {})).resolves.toEqual({ done: true });
    expect(header(calls[2]?.init ?? {}, 'X-CSRFToken')).toBe('renewed');
    expect(ended).toBe(0);
  });

  it('ends the session on 401, but not for auth/verify/', async () => {
    fakeServer([
      { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
      { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
    ]);
    await expect(api.get('auth/verify/')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toBe(0);
    await expect(api.get('projects/')).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });

  it('ends the session on a not-authenticated 403, never on a permission 403', async () => {
    fakeServer([
      { status: 403, body: { detail: 'You do not have permission to perform this action.' } },
      { status: 403, body: { detail: 'Authentication credentials were not provided.' } },
    ]);
    await expect(api.get('mail/outbox/')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
    expect(ended).toBe(0);
    await expect(api.get('mail/outbox/')).rejects.toMatchObject({ status: 403 });
    expect(ended).toBe(1);
  });

  it('shows the first server error value, else the generic text', async () => {
    jar.cookie = 'csrftoken=t';
    fakeServer([
      { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } },
      { status: 500, body: undefined },
    ]);
    await expect(api.post('auth/login/', {})).rejects.toMatchObject({
      message: 'Unable to log in with provided credentials.',
      fieldErrors: { non_field_errors: ['Unable to log in with provided credentials.'] },
    });
    await expect(api.get('projects/')).rejects.toMatchObject({ message: 'Sorry, An error occurred.' });
  });

  it('turns a network failure into the generic error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('projects/')).rejects.toMatchObject({
      status: 0,
      message: 'Sorry, An error occurred.',
    });
  });
});
