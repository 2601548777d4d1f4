import type { PayoutsFromHoursList } from '@kazi/shared/invoices/payouts-from-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { projects } from '../schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects-data.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

describe('demo payout batches (ADR 036)', () => {
  it('pay some of the web shop’s approved months out from their hours and leave later ones, with margins', async () => {
    const [shop] = await t.app.db.select().from(projects).where(eq(projects.title, DEMO_PROJECTS.webShop));
    const admin = new TestClient(t.app);
    expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const list = (
      await admin.get(`/api/invoices/payouts/from-hours/?project=${shop?.id}`)
    ).json() as PayoutsFromHoursList;
    const paidOut = list.months.filter((month) => !month.can_create);
    expect(paidOut.length).toBeGreaterThanOrEqual(4);
    expect(list.months.some((month) => month.can_create)).toBe(true);
    const refs = new Set(
      paidOut.flatMap((month) => month.developers.map((developer) => developer.payout?.batch_ref)),
    );
    expect(refs.size).toBe(paidOut.length);
    expect(list.months.every((month) => month.margin?.length === 1)).toBe(true);
  });
});
