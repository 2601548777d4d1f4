import type { Role } from '@kazi/shared/auth/roles';
import { eq, inArray } from 'drizzle-orm';
import { createInvite } from '../factories/invites.ts';
import { createUserWithRole, type UserOverrides } from '../factories/users.ts';
import { users } from '../schema/index.ts';
import type { DemoSeeder } from './seeders.ts';
import { DEMO_TALENT_DOMAIN } from './talents.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const DEMO_PASSWORD = 'demo-password';

/**
 * People beyond docs/api.md's ten accounts, for the screens of accounts and access: someone deactivated
 * (Reactivate), someone whose data was purged, a client created by an admin who has not chosen a
 * password yet, two people who have not agreed to the latest terms (the terms prompt), and two
 * onboarded developers whose account settings a journey may change (password, email, deactivation).
 */
export const EXTRA_DEMO_PEOPLE = [
  'neema@demo.test',
  'tunde@demo.test',
  'former.dev@demo.test',
  'deleted-user@demo.test',
  'ops@savannafreight.test',
  'amani@demo.test',
  'jabari@demo.test',
  // db/seed/payout-invoices.ts: a developer whose Payoneer account is pending.
  'payoneer.dev@demo.test',
] as const;

/** The extra people above (a purged one is known by its pseudonymous address). */
export function isExtraDemoPerson(email: string): boolean {
  return (
    (EXTRA_DEMO_PEOPLE as readonly string[]).includes(email) ||
    email.endsWith('@users.invalid') ||
    email.endsWith(DEMO_TALENT_DOMAIN)
  );
}

/** Agreed to the latest terms (8 Dec 2022) a month after they came out. */
const AGREED = new Date('2023-01-10T09:00:00Z');

/**
 * Accounts and access: terms answers for the demo accounts (so their screens are not blocked by
 * the prompt), pending invitations from the admin and the client, a deactivated user, a purged
 * one, a client awaiting their password, and two people the terms prompt asks.
 */
export const seedAccounts: DemoSeeder = async ({ db, person, fileStore }) => {
  // The people's files (ID documents) are stored with their rows, as every demo file is.
  const createPerson = (role: Role, overrides: UserOverrides) =>
    createUserWithRole(db, role, { ...overrides, ...(fileStore ? { fileStore } : {}) });
  const mustAgree = [
    'client@demo.test',
    'dev@demo.test',
    'designer@demo.test',
    'newdev@demo.test',
    'newclient@demo.test',
  ];
  await db.update(users).set({ agreedAt: AGREED }).where(inArray(users.email, mustAgree));
  await db.update(users).set({ invoiceEmail: 'finance@kazi.test' }).where(eq(users.email, 'admin@demo.test'));
  await db
    .update(users)
    .set({ invoiceEmail: 'accounts@acmelogistics.test' })
    .where(eq(users.email, 'client@demo.test'));

  const admin = person('admin@demo.test');
  const client = person('client@demo.test');
  const pending = [
    {
      email: 'wanjiku.kamau@example.test',
      firstName: 'Wanjiku',
      lastName: 'Kamau',
      type: 1,
      category: 'developer',
      by: admin,
      days: 1,
    },
    {
      email: 'kofi.boateng@example.test',
      firstName: 'Kofi',
      lastName: 'Boateng',
      type: 1,
      category: 'designer',
      by: admin,
      days: 2,
    },
    {
      email: 'marit.jansen@example.test',
      firstName: 'Marit',
      lastName: 'Jansen',
      type: 2,
      category: null,
      by: admin,
      days: 3,
    },
    {
      email: 'thabo.nkosi@example.test',
      firstName: 'Thabo',
      lastName: 'Nkosi',
      type: 3,
      category: null,
      by: admin,
      days: 4,
    },
    {
      email: 'fatuma.ali@example.test',
      firstName: 'Fatuma',
      lastName: 'Ali',
      type: 1,
      category: 'developer',
      by: client,
      days: 1,
    },
    {
      email: 'emeka.obi@example.test',
      firstName: 'Emeka',
      lastName: 'Obi',
      type: 1,
      category: 'developer',
      by: client,
      days: 5,
      resent: 2,
    },
    {
      email: 'aisha.diallo@example.test',
      firstName: 'Aisha',
      lastName: 'Diallo',
      type: 1,
      category: 'designer',
      by: client,
      days: 12,
    },
  ] as const;
  for (const invite of pending) {
    const createdAt = daysAgo(invite.days);
    const resentAt = 'resent' in invite ? daysAgo(invite.resent) : null;
    await createInvite(db, {
      email: invite.email,
      firstName: invite.firstName,
      lastName: invite.lastName,
      type: invite.type,
      category: invite.category,
      createdById: invite.by.id,
      createdAt,
      resentAt,
      // A resend restarts the 7 days; the oldest one has expired and waits for a resend.
      expiresAt: new Date((resentAt ?? createdAt).getTime() + 7 * DAY),
    });
  }

  await createPerson('developer', {
    email: 'neema@demo.test',
    firstName: 'Neema',
    lastName: 'Wanjiru',
    password: DEMO_PASSWORD,
    agreedAt: new Date('2021-06-01T08:00:00Z'),
    profile: {
      phoneNumber: '+254712000111',
      street: 'Moi Avenue',
      plotNumber: '8',
      postalCode: '00100',
      city: 'Nairobi',
      country: 'KE',
    },
  });
  await createPerson('client', {
    email: 'tunde@demo.test',
    firstName: 'Tunde',
    lastName: 'Bakare',
    password: DEMO_PASSWORD,
    company: {
      name: 'Lagos Ledger Ltd',
      street: 'Awolowo Road',
      plotNumber: '41',
      postalCode: '101233',
      city: 'Lagos',
      country: 'NG',
    },
  });
  await createPerson('developer', {
    email: 'former.dev@demo.test',
    firstName: 'Baraka',
    lastName: 'Mutua',
    password: DEMO_PASSWORD,
    isActive: false,
    deactivatedAt: daysAgo(2),
    agreedAt: AGREED,
  });
  const purged = await createPerson('developer', {
    email: 'deleted-user@demo.test',
    password: null,
    isActive: false,
    deactivatedAt: daysAgo(40),
    personalDataPurgedAt: daysAgo(33),
    profile: null,
    idDocument: false,
  });
  await db
    .update(users)
    .set({ firstName: 'Deleted', lastName: `user ${purged.id}`, email: `deleted-${purged.id}@users.invalid` })
    .where(eq(users.id, purged.id));
  for (const [email, firstName, lastName] of [
    ['amani@demo.test', 'Amani', 'Njoroge'],
    ['jabari@demo.test', 'Jabari', 'Okello'],
  ] as const) {
    await createPerson('developer', {
      email,
      firstName,
      lastName,
      password: DEMO_PASSWORD,
      agreedAt: AGREED,
    });
  }
  await createPerson('client', {
    email: 'ops@savannafreight.test',
    firstName: 'Ruth',
    lastName: 'Mwangi',
    password: null,
    source: 3,
    onboardingStage: 'one',
    profile: null,
    company: {
      name: 'Savanna Freight Ltd',
      street: 'Mombasa Road',
      plotNumber: '22',
      postalCode: '00100',
      city: 'Nairobi',
      country: 'KE',
    },
  });
};
