import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/client.ts';

/** Test helpers shared by the invitation and sign-up API tests. */

let counter = 0;
/** An address no one has used yet in this test file. */
export const freshEmail = (prefix = 'invitee') => `${prefix}${++counter}@example.test`;

/** The key from the last invitation mail to `email` (the only place it exists in clear). */
export async function keyMailedTo(db: Db, email: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
  const key = mail?.text.match(/\/signup\/invite\/([\w-]+)/)?.[1];
  if (!key) throw new Error(`no invitation mail to ${email}`);
  return key;
}

/** POST invites/ as `who`: a developer, Neema Wanjiru, at a fresh address unless overridden. */
export async function invite(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? freshEmail();
  const response = await who.client.post('/api/invites/', {
    email,
    first_name: 'Neema',
    last_name: 'Wanjiru',
    type: 1,
    ...overrides,
  });
  return { response, email };
}
