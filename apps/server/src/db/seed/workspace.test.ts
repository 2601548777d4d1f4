import type { ProjectDocument } from '@kazi/shared/documents/schemas';
import type { ProgressEvent, TimelineChange } from '@kazi/shared/planning/schemas';
import type { ProjectList } from '@kazi/shared/projects/schemas';
import type { Invitation, ProjectTeam } from '@kazi/shared/team/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_PROJECTS } from './projects.ts';

let t: TestApp;
const ids = new Map<string, number>();
const signIn = async (email: string) => {
  const client = new TestClient(t.app);
  expect((await client.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return client;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db, { fileStore: t.app.fileStore });
  const admin = await signIn('admin@demo.test');
  const list = (await admin.get('/api/projects/?show_all=true&page_size=200')).json() as ProjectList;
  const archived = (
    await admin.get('/api/projects/archived/?show_all=true&page_size=200')
  ).json() as ProjectList;
  for (const card of [...list.results, ...archived.results]) ids.set(card.title, card.id);
});
afterAll(() => t.close());

const id = (key: keyof typeof DEMO_PROJECTS) => ids.get(DEMO_PROJECTS[key]) as number;

describe('demo teams, documents and planning', () => {
  it('give the web shop an accepted team with a rate history and a pending invitation', async () => {
    const admin = await signIn('admin@demo.test');
    const team = (await admin.get(`/api/projects/${id('webShop')}/team/`)).json() as ProjectTeam;
    const byEmail = Object.fromEntries(team.participation.map((p) => [p.user.display_name, p]));
    expect(team.participation.map((p) => p.status_display).sort()).toEqual(['Active', 'Active', 'Pending']);
    expect(byEmail['Amina Nakato']?.rates?.map((r) => r.payout_rate)).toEqual(['27.50', '25.00']);
    expect(byEmail['Chidi Eze']?.updates_on).toBe(false);
  });

  it('invite dev@demo.test to the fleet tracking project, with a mail in the outbox', async () => {
    const dev = await signIn('dev@demo.test');
    const invitation = (await dev.get(`/api/projects/${id('tracking')}/invitation/`)).json() as Invitation;
    expect(invitation.participation.status).toBe('pending');
    expect(invitation.checklist).toHaveLength(5);
    const admin = await signIn('admin@demo.test');
    const outbox = (await admin.get('/api/mail/outbox/?page_size=200')).json() as {
      results: { to: string; template: string }[];
    };
    expect(outbox.results).toContainEqual(
      expect.objectContaining({ to: 'dev@demo.test', template: 'project-invite' }),
    );
  });

  it('hold documents of several types, files and links, downloadable by the team', async () => {
    const dev = await signIn('dev@demo.test');
    const docs = (await dev.get(`/api/documents/?project=${id('webShop')}`)).json() as {
      results: ProjectDocument[];
    };
    expect(new Set(docs.results.map((d) => d.type)).size).toBeGreaterThanOrEqual(5);
    const file = docs.results.find((d) => d.download_url);
    expect(file).toBeDefined();
    const download = await dev.get(file?.download_url as string);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(docs.results.some((d) => d.url)).toBe(true);
  });

  it('plan milestones past and upcoming, and keep date changes with their reasons', async () => {
    const client = await signIn('client@demo.test');
    const events = (await client.get(`/api/progress-events/?project=${id('webShop')}`)).json() as {
      results: ProgressEvent[];
    };
    const now = new Date().toISOString();
    expect(events.results.some((e) => e.due_at < now)).toBe(true);
    expect(events.results.some((e) => e.due_at > now)).toBe(true);
    const log = (await client.get(`/api/projects/${id('webShop')}/timeline-changes/`)).json() as {
      results: TimelineChange[];
    };
    expect(log.results.filter((c) => c.reason).map((c) => c.field)).toEqual(
      expect.arrayContaining(['deadline', 'due_at']),
    );
  });

  it('leave the warehouse project without team, documents or planning', async () => {
    const admin = await signIn('admin@demo.test');
    const warehouse = id('warehouse');
    expect(
      ((await admin.get(`/api/projects/${warehouse}/team/`)).json() as ProjectTeam).participation,
    ).toEqual([]);
    expect((await admin.get(`/api/documents/?project=${warehouse}`)).json().count).toBe(0);
    expect((await admin.get(`/api/progress-events/?project=${warehouse}`)).json().count).toBe(0);
  });

  it('list each project’s activity in the order it happened', async () => {
    const admin = await signIn('admin@demo.test');
    const feed = (await admin.get(`/api/activity/?project=${id('webShop')}&page_size=200`)).json() as {
      results: { timestamp: string }[];
    };
    const stamps = feed.results.map((entry) => entry.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('ring dev@demo.test’s bell: the open invitation unread, older news read, each linked', async () => {
    const dev = await signIn('dev@demo.test');
    const bell = (await dev.get('/api/notifications/?page_size=200')).json() as {
      unread_count: number;
      results: { kind: string; subject: string; link: string; read_at: string | null }[];
    };
    expect(bell.unread_count).toBeGreaterThan(0);
    expect(bell.results).toContainEqual(
      expect.objectContaining({
        kind: 'team_invite',
        subject: `You are invited to join "${DEMO_PROJECTS.tracking}"`,
        link: `/projects/${id('tracking')}/accept_invite`,
      }),
    );
    expect(bell.results.some((n) => n.read_at !== null)).toBe(true);
    expect(bell.results.every((n) => n.link.startsWith('/projects/'))).toBe(true);
  });
});
