import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

/** A small real PNG (2×2, green): avatars and ID scans in the journeys. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGNgYGD4z8DAwMDAAAANAAH/7ClpyQAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** An API client signed in as a demo account (GET sets the CSRF cookie, then POST login). */
export async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const context = await request.newContext({ baseURL });
  await context.get('/api/auth/verify/');
  const client = new ApiClient(context);
  const response = await client.post('/api/auth/login/', { email, password });
  expect(response.status(), await response.text()).toBe(200);
  return client;
}

export class ApiClient {
  constructor(readonly context: APIRequestContext) {}

  private async csrf(): Promise<string> {
    const { cookies } = await this.context.storageState();
    return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  }

  get(url: string) {
    return this.context.get(url);
  }

  async post(url: string, data: unknown) {
    return this.context.post(url, { data, headers: { 'X-CSRFToken': await this.csrf() } });
  }

  async patch(url: string, data: unknown) {
    return this.context.patch(url, { data, headers: { 'X-CSRFToken': await this.csrf() } });
  }

  async delete(url: string) {
    return this.context.delete(url, { headers: { 'X-CSRFToken': await this.csrf() } });
  }

  /** The first person a team picker finds for `search` (staff search names and e-mails). */
  async candidate(role: string, search: string): Promise<{ id: number; display_name: string }> {
    const response = await this.get(
      `/api/team-candidates/?role=${role}&search=${encodeURIComponent(search)}`,
    );
    return (await response.json()).results[0];
  }

  dispose() {
    return this.context.dispose();
  }
}

/** A unique address for someone a journey creates (never a demo account others rely on). */
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/**
 * The admin invites someone through the API and reads the invitation link from the outbox
 * (the mailbox when no SMTP server is configured); returns the invitation key.
 */
export async function inviteAsAdmin(
  baseURL: string,
  invite: { email: string; first_name: string; last_name: string; type: number; category?: string },
): Promise<string> {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const created = await admin.post('/api/invites/', invite);
    expect(created.status(), await created.text()).toBe(201);
    const outbox = await admin.get('/api/mail/outbox/?page_size=200');
    const mails: { to: string; text: string }[] = (await outbox.json()).results;
    const mail = mails.find((entry) => entry.to.includes(invite.email));
    const key = mail?.text.match(/\/signup\/invite\/([\w-]+)/)?.[1];
    expect(key, `invitation mail to ${invite.email}`).toBeTruthy();
    return key as string;
  } finally {
    await admin.dispose();
  }
}

/** Signs up on the invitation page (P1's form), as a person would. */
export async function signUp(page: Page, key: string, password: string): Promise<void> {
  await page.goto(`/signup/invite/${key}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const terms = page.getByRole('checkbox', { name: /I agree/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Chooses a country in the searchable country picker. */
export async function chooseCountry(page: Page, name: string, label = 'Country'): Promise<void> {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

export interface Person {
  email: string;
  password: string;
  firstName: string;
}

const PASSWORD = 'kazi-journey-passphrase-2026';

/**
 * A new, fully onboarded person through the API only (invitation, sign-up, profile, company,
 * stages), so a journey can change their details without touching the shared demo accounts.
 */
export async function createOnboardedPerson(
  baseURL: string,
  kind: 'developer' | 'client',
  name: { first: string; last: string } = kind === 'developer'
    ? { first: 'Neema', last: 'Achieng' }
    : { first: 'Pieter', last: 'Jansen' },
): Promise<Person> {
  const email = freshEmail(`${kind}-journey`);
  const firstName = name.first;
  const key = await inviteAsAdmin(baseURL, {
    email,
    first_name: firstName,
    last_name: name.last,
    type: kind === 'developer' ? 1 : 2,
    ...(kind === 'developer' ? { category: 'developer' } : {}),
  });
  const context = await request.newContext({ baseURL });
  const client = new ApiClient(context);
  try {
    await context.get('/api/auth/verify/');
    const registered = await client.post('/api/auth/register/', {
      invite_key: key,
      password: PASSWORD,
      agreed_to_terms: true,
    });
    expect(registered.status(), await registered.text()).toBeLessThan(300);
    const steps: [string, unknown][] =
      kind === 'developer'
        ? [
            ['profile', { phone_number: '+254 711 000 222' }],
            ['id', null],
            ['stage', 'two'],
            [
              'profile',
              {
                street: 'Ngong Road',
                plot_number: '8',
                postal_code: '00200',
                city: 'Nairobi',
                country: 'KE',
              },
            ],
            ['stage', 'three'],
            ['stage', 'finish'],
          ]
        : [
            ['profile', { phone_number: '+31 6 2222 3333' }],
            ['stage', 'two'],
            [
              'company',
              {
                company: {
                  name: 'Utrecht Apps B.V.',
                  street: 'Oudegracht',
                  plot_number: '5',
                  postal_code: '3511 AB',
                  city: 'Utrecht',
                  country: 'NL',
                  vat_number: 'NL123456789B02',
                },
              },
            ],
            ['stage', 'finish'],
          ];
    for (const [step, body] of steps) {
      const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
      const response =
        step === 'id'
          ? await context.patch('/api/me/profile/', {
              multipart: { id_document: pngFile('passport.png') },
              headers: { 'X-CSRFToken': csrf },
            })
          : step === 'stage'
            ? await client.post('/api/me/onboarding/', { stage: body })
            : await client.patch(step === 'company' ? '/api/me/company/' : '/api/me/profile/', body);
      expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
    }
  } finally {
    await context.dispose();
  }
  return { email, password: PASSWORD, firstName };
}

/** Signs the page in through the login form. */
export async function logIn(page: Page, person: Person): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** True when nothing on the page is wider than the window (no sideways scrolling at 360 px). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
