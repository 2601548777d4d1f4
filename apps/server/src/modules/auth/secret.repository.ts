import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { installationSecrets } from '../../db/schema/index.ts';

/**
 * The stored secret of that name, written with `candidate` when there is none yet: the first
 * process to write it wins, and every process reads the same value.
 */
export async function storedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(installationSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(installationSecrets).where(eq(installationSecrets.name, name));
  if (!row) throw new Error('installation secret missing');
  return row.value;
}
