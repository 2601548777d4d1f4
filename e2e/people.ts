import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures.ts';

// Helpers for the accounts-and-access journeys (invites, users admin, passwords, sign-up, terms,
// account): API calls with the CSRF header, and links read from the dev mailbox (the outbox).

let sequence = 0;
/** An address no other journey uses. */
export function freshEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@example.test`;
}

async function csrfOf(request: APIRequestContext, page?: Page): Promise<string> {
  await request.get('/api/auth/verify/');
  const state = page ? { cookies: await page.context().cookies() } : await request.storageState();
  return state.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** A request context of its own, signed in as `email` (the page's cookies stay untouched). */
export async function apiAs(browser: Browser, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const login = await request.post('/api/auth/login/', {
    data: { email, password },
    headers: { 'X-CSRFToken': await csrfOf(request) },
  });
  expect(login.status(), `API login as ${email}: ${await login.text()}`).toBe(200);
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) => {
    const response = await request.fetch(path, {
      method,
      data,
      headers: { 'X-CSRFToken': await csrfOf(request) },
    });
    return response;
  };
  return {
    request,
    post: (path: string, data?: unknown) => send('POST', path, data ?? {}),
    patch: (path: string, data?: unknown) => send('PATCH', path, data ?? {}),
    get: (path: string) => request.get(path),
    close: () => context.close(),
  };
}
export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** The newest mail to `to` in the outbox (admins read it), matched against `pattern`. */
export async function linkMailedTo(admin: ApiSession, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await admin.get('/api/mail/outbox/?page_size=200')).json();
      const mail = (outbox.results as { to: string; text: string }[]).find(
        (m) => m.to === to && pattern.test(m.text),
      );
      found = mail?.text.match(pattern)?.[0];
      return found;
    })
    .toBeTruthy();
  return new URL(found as string).pathname;
}

export const INVITE_LINK = /https?:\/\/\S+\/signup\/invite\/[\w-]+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/confirm\/[\w-]+\/[\w-]+/;
export const SET_PASSWORD_LINK = /https?:\/\/\S+\/password\/[\w-]+\/[\w-]+/;

/** An invitation sent by the admin through the API; answers the sign-up path from the mail. */
export async function inviteDeveloper(
  admin: ApiSession,
  email: string,
  names = { first: 'Zuri', last: 'Achieng' },
) {
  const response = await admin.post('/api/invites/', {
    email,
    first_name: names.first,
    last_name: names.last,
    type: 1,
    category: 'developer',
  });
  expect(response.status(), await response.text()).toBe(201);
  return linkMailedTo(admin, email, INVITE_LINK);
}

/** A new person who signed up through an invitation (a developer, not onboarded yet). */
export async function signedUpDeveloper(
  browser: Browser,
  baseURL: string,
  admin: ApiSession,
  password: string,
) {
  const email = freshEmail('person');
  const path = await inviteDeveloper(admin, email);
  const key = path.split('/').pop() as string;
  const context = await browser.newContext({ baseURL });
  const csrf = await csrfOf(context.request);
  const response = await context.request.post('/api/auth/register/', {
    data: { invite_key: key, password, agreed_to_terms: true },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.close();
  return email;
}
