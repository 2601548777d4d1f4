import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import type { PersonalDataPurger } from '../accounts/purgers.ts';

/** A deactivated person's bell goes: it only ever served them (ADR 025). */
export const notificationsPurger: PersonalDataPurger = {
  name: 'notifications',
  async purge(tx, subject) {
    await tx.delete(notifications).where(eq(notifications.recipientId, subject.id));
  },
};
