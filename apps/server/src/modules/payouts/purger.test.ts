import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  educations,
  payoutAccounts,
  profileProjects,
  shareSettings,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs } from '../../test/client.ts';
import { purgePerson } from '../accounts/purge.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deactivation purge of the developer profile and payout accounts', () => {
  it('removes profile entries and the share link, keeps payout rows without personal data; safe to re-run', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    const period = { start_month: 1, start_year: 2020, end_month: null, end_year: null };
    await client.post('/api/me/work/', { company: 'Andela', position: 'Dev', details: 'Go', ...period });
    await client.post('/api/me/education/', { institution: 'Makerere', award: 'BSc', ...period });
    await client.post('/api/me/project/', { title: 'Wallet', ...period, skills: [1] });
    const { key } = (await client.post('/api/profile/share/')).json();
    await client.post('/api/iban/', { account_holder: 'Amina Nakato', iban_number: 'NL91ABNA0417164300' });
    await client.post('/api/iban/', {
      account_holder: 'Amina Nakato',
      iban_number: 'DE89370400440532013000',
    });
    await client.post('/api/payoneer/', {
      payoneer_email: 'amina@example.com',
      first_name: 'Amina',
      last_name: 'N',
    });

    await t.app.db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, user.id));
    expect(await purgePerson(t.app, { id: user.id, email: user.email }, null)).toBe(true);

    for (const table of [workExperiences, educations, profileProjects, shareSettings]) {
      expect(await t.app.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    expect((await anonymous(t.app).get(`/api/public-profiles/${key}/`)).statusCode).toBe(404);
    const accounts = await t.app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, user.id))
      .orderBy(payoutAccounts.id);
    expect(
      accounts.map((a) => ({
        provider: a.provider,
        status: a.status,
        isDefault: a.isDefault,
        hint: a.accountHint,
        name: a.accountName,
        iban: a.iban,
        email: a.email,
        firstName: a.firstName,
      })),
    ).toEqual([
      {
        provider: 'iban',
        status: 'replaced',
        isDefault: false,
        hint: '4300',
        name: '',
        iban: null,
        email: null,
        firstName: null,
      },
      {
        provider: 'iban',
        status: 'closed',
        isDefault: false,
        hint: '3000',
        name: '',
        iban: null,
        email: null,
        firstName: null,
      },
      {
        provider: 'payoneer',
        status: 'closed',
        isDefault: false,
        hint: 'a***@example.com',
        name: '',
        iban: null,
        email: null,
        firstName: null,
      },
    ]);
    expect(accounts[0]?.replacedById).toBe(accounts[1]?.id);

    // A second run finds the person no longer due and changes nothing.
    expect(await purgePerson(t.app, { id: user.id, email: user.email }, null)).toBe(false);
  });
});
