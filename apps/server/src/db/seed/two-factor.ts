import { exemptDemoAccounts } from '../../modules/two-factor/setting.ts';
import type { DemoContext } from './seeders.ts';

/**
 * The demo's own accounts sign in with their password alone (the journeys and anyone trying Kazi
 * do): the demo workspace exempts exactly them, and the server says so at start. An admin or pay
 * admin created later in the same database must set up a second factor (ADR 019).
 */
export async function seedTwoFactorSetting({ db, people }: DemoContext): Promise<void> {
  await exemptDemoAccounts(
    db,
    [...people.values()].map((person) => person.id),
  );
}
