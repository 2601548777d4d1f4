import { MESSAGES } from '@kazi/shared/messages';
import type { SendEmailResponse, SharesPage } from '@kazi/shared/opportunities/share';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../db/factories/projects.ts';
import { auditLog, outbox, projectActivities, shortlistShares } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { anonymous, refusal, type SignedIn } from '../../test/client.ts';
import { hashLinkSecret } from '../auth/secrets.ts';
import { sharedShortlistWorld } from './test-support.ts';

// Shared shortlists (ADR 031): send-email/ and the staff's list and revoke (the client's side:
// shared-shortlist.test.ts).

const M = MESSAGES.shortlistShare;
const { world, opportunity, share, keyOf, api, sharedBy, unlocked } = sharedShortlistWorld();
let t: TestApp;
let staff: SignedIn;
let cm: SignedIn;
let otherCm: SignedIn;
let cso: SignedIn;
let client: SignedIn;
let developer: SignedIn;
beforeAll(() => {
  ({ t, staff, cm, otherCm, cso, client, developer } = world);
});

describe('POST send-email/', () => {
  it('stores only the hashes of a 256-bit secret and of the password, and mails both', async () => {
    const p = await opportunity();
    const response = await share(cm.client, p.id, 'buyer@pesa.test');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<SendEmailResponse>();
    expect(body.message).toBe('Email successfully sent');
    expect(body.access_link).toMatch(new RegExp(`^${t.config.publicUrl}/shortlist/[A-Za-z0-9_-]{43}$`));
    const key = keyOf(body.access_link);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(body.access_password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(body.share).toMatchObject({ email: 'buyer@pesa.test', status: 'active', revoked_at: null });
    expect(body.share.created_by?.display_name).toBe('Lindiwe Dlamini');

    const [row] = await t.app.db.select().from(shortlistShares).where(eq(shortlistShares.id, body.share.id));
    expect(row?.tokenHash).toBe(hashLinkSecret(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(body.access_password);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);

    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'buyer@pesa.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail).toMatchObject({ template: 'shortlist-share', sensitive: true });
    expect(mail?.text).toContain(body.access_link);
    expect(mail?.text).toContain(`Password: ${body.access_password}`);
    expect(mail?.text).toContain('    Our best two.\n    Call me.');

    const [feed] = await t.app.db
      .select()
      .from(projectActivities)
      .where(and(eq(projectActivities.projectId, p.id), eq(projectActivities.action, 'shortlist_shared')));
    expect(feed).toMatchObject({ actorId: cm.user.id, data: { candidates: 2 } });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'shortlist_share.created'), eq(auditLog.targetId, String(body.share.id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('requires the client e-mail and the message', async () => {
    const p = await opportunity();
    const response = await staff.client.post('/api/send-email/', {
      project: { id: p.id },
      email: '',
      message: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: [M.emailRequired], message: [M.messageRequired] });
    const bad = await staff.client.post('/api/send-email/', {
      project: { id: p.id },
      email: 'not-an-address',
      message: 'Hi',
    });
    expect(bad.json()).toMatchObject({ email: [M.emailInvalid] });
  });

  it('refuses an empty shortlist and an archived opportunity (409), and any other project (404)', async () => {
    const empty = await createProject(t.app.db, { stage: 'opportunity', cmId: cm.user.id });
    expect((await share(staff.client, empty.id)).json()).toEqual(refusal(M.emptyShortlist));
    const archived = await opportunity({ archived: true });
    const refused = await share(staff.client, archived.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(M.archived));
    const active = await createProject(t.app.db, { cmId: cm.user.id });
    expect((await share(staff.client, active.id)).statusCode).toBe(404);
  });

  it('is staff-side only: clients and developers 403, a client manager off the opportunity 404', async () => {
    const p = await opportunity();
    expect((await share(client.client, p.id)).statusCode).toBe(403);
    expect((await share(developer.client, p.id)).statusCode).toBe(403);
    expect((await share(cso.client, p.id)).statusCode).toBe(403);
    expect((await share(otherCm.client, p.id)).statusCode).toBe(404);
    expect((await otherCm.client.get(`/api/projects/${p.id}/shortlist/shares/`)).statusCode).toBe(404);
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: shortlistShares.id })
      .from(shortlistShares)
      .where(eq(shortlistShares.projectId, p.id));
    expect(n).toBe(0);
  });
});

describe('the staff list and revoke', () => {
  it('lists the links with their status, and revokes one once (then 409, and the link is 404)', async () => {
    const p = await opportunity();
    const first = await sharedBy(staff.client, p.id);
    await sharedBy(staff.client, p.id);
    const browser = await unlocked(first.key, first.access_password);

    const list = (await cm.client.get(`/api/projects/${p.id}/shortlist/shares/`)).json<SharesPage>();
    expect(list.count).toBe(2);
    expect(list.results.map((s) => s.status)).toEqual(['active', 'active']);
    expect(list.results[1]?.last_opened_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(first.key);

    const revoked = await cm.client.post(`/api/projects/${p.id}/shortlist/shares/${first.share.id}/revoke/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const again = await cm.client.post(`/api/projects/${p.id}/shortlist/shares/${first.share.id}/revoke/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(M.alreadyRevoked));

    expect((await browser.get(api(first.key))).statusCode).toBe(404);
    const reopen = await anonymous(t.app).post(`${api(first.key)}unlock/`, {
      password: first.access_password,
    });
    expect(reopen.statusCode).toBe(404);
    const other = await createProject(t.app.db, { stage: 'opportunity', cmId: cm.user.id });
    const wrongProject = await cm.client.post(
      `/api/projects/${other.id}/shortlist/shares/${first.share.id}/revoke/`,
    );
    expect(wrongProject.statusCode).toBe(404);
    expect(
      await t.app.db
        .select()
        .from(projectActivities)
        .where(eq(projectActivities.action, 'shortlist_share_revoked')),
    ).toHaveLength(1);
  });
});
