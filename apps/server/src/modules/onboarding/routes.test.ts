import type { User } from '@kazi/shared/auth/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../db/factories/files.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const move = async (client: TestClient, stage: string) => client.post('/api/me/onboarding/', { stage });
const stageOf = async (client: TestClient) =>
  ((await client.get('/api/auth/verify/')).json().user as User).onboarding_stage;
const newTalent = () =>
  loginAs(t.app, 'developer', { onboardingStage: 'one', profile: null, idDocument: false });
const newOwner = () => loginAs(t.app, 'client', { onboardingStage: 'one', profile: null, company: null });

const stepOne = { user: { first_name: 'Brian', last_name: 'Otieno' }, phone_number: '+254 712 345 678' };
const address = {
  street: 'Moi Avenue',
  plot_number: '7',
  postal_code: '00100',
  city: 'Nairobi',
  country: 'KE',
};

describe('a talent: one → two → three → finish', () => {
  it('moves only when each step is done, and back one step', async () => {
    const { client, user } = await newTalent();
    expect((await move(client, 'two')).json()).toEqual({ stage: ['Add your name and phone number first.'] });
    await client.patch('/api/me/profile/', stepOne);
    expect((await move(client, 'two')).json()).toEqual({
      stage: ['Upload your ID (passport or national ID card) first.'],
    });
    await client.upload(
      '/api/me/profile/',
      [{ name: 'id_document', fileName: 'id.png', bytes: solidPng(4, 4, [1, 1, 1]) }],
      {
        method: 'PATCH',
      },
    );
    const two = await move(client, 'two');
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().user).toMatchObject({ onboarding_stage: 'two', can_contribute: false });
    expect((await move(client, 'three')).json()).toEqual({ stage: ['Complete your details first.'] });
    await client.patch('/api/me/profile/', address);
    expect((await move(client, 'three')).json().user).toMatchObject({
      onboarding_stage: 'three',
      can_contribute: true,
    });
    expect((await move(client, 'two')).json().user.onboarding_stage).toBe('two');
    expect((await move(client, 'three')).statusCode).toBe(200);
    expect((await move(client, 'finish')).json().user.onboarding_stage).toBe('finish');
    const audit = await t.app.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'onboarding.stage'), eq(auditLog.targetId, String(user.id))));
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [{ stage: 'one' }, { stage: 'two' }],
      [{ stage: 'two' }, { stage: 'three' }],
      [{ stage: 'three' }, { stage: 'two' }],
      [{ stage: 'two' }, { stage: 'three' }],
      [{ stage: 'three' }, { stage: 'finish' }],
    ]);
  });

  it('refuses to skip a step with 409, and treats the same stage as a no-op', async () => {
    const { client } = await newTalent();
    expect((await move(client, 'three')).statusCode).toBe(409);
    expect((await move(client, 'finish')).json()).toEqual(refusal('Finish the steps in order.'));
    const same = await move(client, 'one');
    expect(same.statusCode).toBe(200);
    expect(await stageOf(client)).toBe('one');
  });

  it('refuses unknown stages and extra keys with 400', async () => {
    const { client } = await newTalent();
    expect((await move(client, 'four')).statusCode).toBe(400);
    const extra = await client.post('/api/me/onboarding/', { stage: 'two', can_contribute: true });
    expect(extra.json()).toEqual({ can_contribute: ['Unknown field.'] });
  });
});

describe('a client: one → two → finish', () => {
  it('finishes with the company and its EU VAT number, never earlier', async () => {
    const { client } = await newOwner();
    await client.patch('/api/me/profile/', stepOne);
    expect((await move(client, 'two')).statusCode).toBe(200);
    expect((await move(client, 'three')).statusCode).toBe(409);
    expect((await move(client, 'finish')).json()).toEqual({ stage: ['Complete your details first.'] });
    const refused = await client.patch('/api/me/company/', {
      company: { name: 'Amsterdam Apps B.V.', ...address, country: 'NL' },
    });
    expect(refused.json()).toEqual({ 'company.vat_number': ['VAT is required for countries in EU regions'] });
    await client.patch('/api/me/company/', {
      company: { name: 'Amsterdam Apps B.V.', ...address, country: 'NL', vat_number: 'NL123456789B01' },
    });
    const finished = await move(client, 'finish');
    expect(finished.json().user).toMatchObject({ onboarding_stage: 'finish', can_contribute: true });
  });
});

describe('racing tabs', () => {
  it('moves the stage once when the same step is sent in parallel', async () => {
    const { client, user } = await newTalent();
    await client.patch('/api/me/profile/', stepOne);
    await client.upload(
      '/api/me/profile/',
      [{ name: 'id_document', fileName: 'id.png', bytes: solidPng(4, 4, [1, 1, 1]) }],
      {
        method: 'PATCH',
      },
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(client, 'two')));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'onboarding.stage'), eq(auditLog.targetId, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(await stageOf(client)).toBe('two');
  });
});

describe('someone who finished but no longer meets the rules', () => {
  it('goes back to step one', async () => {
    const { client, user } = await loginAs(t.app, 'developer');
    await t.app.db.update(users).set({ onboardingStage: 'finish' }).where(eq(users.id, user.id));
    const { profiles } = await import('../../db/schema/index.ts');
    await t.app.db.update(profiles).set({ street: null }).where(eq(profiles.userId, user.id));
    const { syncCanContribute } = await import('../users/completeness.ts');
    await syncCanContribute(t.app.db, user.id);
    const me = (await client.get('/api/auth/verify/')).json().user as User;
    expect(me).toMatchObject({ can_contribute: false, onboarding_stage: 'one' });
  });
});
