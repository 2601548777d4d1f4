import { turnOffTwoFactorForDemo } from '../../modules/two-factor/setting.ts';
import type { DemoContext } from './seeders.ts';

/**
 * The demo's admins and pay admins sign in with their password alone (the journeys and anyone
 * trying Kazi do): the demo workspace turns the requirement off, and the server says so at start.
 */
export async function seedTwoFactorSetting({ db }: DemoContext): Promise<void> {
  await turnOffTwoFactorForDemo(db);
}
