import type { Role } from '@kazi/shared/auth/roles';
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import { createUserWithRole, type UserOverrides, type UserRow } from '../factories/users.ts';
import { users } from '../schema/index.ts';
import { DEMO_SEEDERS, type DemoContext } from './seeders.ts';
import { demoShareText } from './shortlist-shares.ts';

export const DEMO_PASSWORD = 'demo-password';

interface DemoAccount {
  email: string;
  role: Role;
  label: string;
  overrides: UserOverrides;
}

/** The accounts of docs/api.md, "Demo accounts". */
const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@demo.test',
    role: 'admin',
    label: 'admin (staff)',
    overrides: { firstName: 'Grace', lastName: 'Achieng' },
  },
  {
    email: 'payadmin@demo.test',
    role: 'pay_admin',
    label: 'pay admin',
    overrides: { firstName: 'Samuel', lastName: 'Okafor' },
  },
  {
    email: 'cm@demo.test',
    role: 'client_manager',
    label: 'client manager',
    overrides: { firstName: 'Lindiwe', lastName: 'Dlamini' },
  },
  {
    email: 'cso@demo.test',
    role: 'client_support_officer',
    label: 'client support officer',
    overrides: { firstName: 'Yusuf', lastName: 'Hassan' },
  },
  {
    email: 'spacelead@demo.test',
    role: 'space_lead',
    label: 'space lead',
    overrides: { firstName: 'Kwame', lastName: 'Mensah' },
  },
  {
    email: 'client@demo.test',
    role: 'client',
    label: 'client / project owner',
    overrides: { firstName: 'Sophie', lastName: 'de Vries' },
  },
  {
    email: 'dev@demo.test',
    role: 'developer',
    label: 'developer, onboarded',
    overrides: { firstName: 'Amina', lastName: 'Nakato' },
  },
  {
    email: 'designer@demo.test',
    role: 'designer',
    label: 'designer, onboarded',
    overrides: { firstName: 'Chidi', lastName: 'Eze' },
  },
  {
    email: 'newdev@demo.test',
    role: 'developer',
    label: 'developer, not onboarded',
    overrides: {
      firstName: 'Brian',
      lastName: 'Otieno',
      onboardingStage: 'one',
      profile: null,
      idDocument: false,
    },
  },
  {
    email: 'newclient@demo.test',
    role: 'client',
    label: 'client, not onboarded',
    overrides: {
      firstName: 'Lena',
      lastName: 'Fischer',
      onboardingStage: 'one',
      profile: null,
      company: null,
    },
  },
];

/**
 * Seeds the demo workspace. Each feature adds its demo records here, after the people.
 * Refuses a database that already holds the demo accounts (reset it first: npm run db:reset).
 */
export interface DemoSeedOptions {
  fileStore?: FileStore;
  /** Where the demo's mails link to: the configured PUBLIC_URL (or HOST and PORT) by default. */
  publicUrl?: string;
}

export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const [existing] = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
    .orderBy(users.id)
    .limit(1);
  if (existing) {
    throw new Error(
      `The demo data is already there (${existing.email} exists). Run npm run db:reset to start over.`,
    );
  }
  await db.transaction(async (tx) => {
    const people = new Map<string, UserRow>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await createUserWithRole(tx, account.role, {
        ...account.overrides,
        email: account.email,
        password: DEMO_PASSWORD,
        ...(options.fileStore ? { fileStore: options.fileStore } : {}),
      });
      people.set(account.email, user);
    }
    const publicUrl = options.publicUrl ?? loadConfig().publicUrl;
    const person = (email: string) => {
      const user = people.get(email);
      if (!user) throw new Error(`demo account ${email} is missing`);
      return user;
    };
    const context: DemoContext = { db: tx, people, person, fileStore: options.fileStore, publicUrl };
    for (const seed of DEMO_SEEDERS) await seed(context);
  });
}

export function demoLoginsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.label}`),
    demoShareText(),
  ].join('\n');
}

/** First start of an empty embedded database: seed the demo and print the logins. */
export async function seedDemoIfEmpty(
  db: Db,
  log: (line: string) => void,
  options: DemoSeedOptions = {},
): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return;
  await seedDemo(db, options);
  log(`\n${demoLoginsText()}\n`);
}
