import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { ApiClient } from './people-helpers.ts';

// Helpers for the accounts-and-access journeys (invites, users admin, passwords, sign-up, terms,
// account): links read from the dev mailbox (the outbox) through an `ApiClient` (people-helpers.ts).

let sequence = 0;
/** An address no other journey uses. */
export function freshEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}@example.test`;
}

/** The CSRF token of a request context (a GET sets the cookie first). */
async function csrfOf(request: APIRequestContext): Promise<string> {
  await request.get('/api/auth/verify/');
  const { cookies } = await request.storageState();
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** The newest mail to `to` in the outbox (admins read it), matched against `pattern`. */
export async function linkMailedTo(admin: ApiClient, to: string, pattern: RegExp): Promise<string> {
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

const INVITE_LINK = /https?:\/\/\S+\/signup\/invite\/[\w-]+/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/confirm\/[\w-]+\/[\w-]+/;
export const SET_PASSWORD_LINK = /https?:\/\/\S+\/password\/[\w-]+\/[\w-]+/;

/** An invitation sent by the admin through the API; answers the sign-up path from the mail. */
export async function inviteDeveloper(
  admin: ApiClient,
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
  admin: ApiClient,
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
