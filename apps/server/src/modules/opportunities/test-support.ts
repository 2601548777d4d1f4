import type { Role } from '@kazi/shared/auth/roles';
import type { SendEmailResponse } from '@kazi/shared/opportunities/share';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { askCandidate } from '../../db/factories/interest-polls.ts';
import { giveSkills, setAvatar } from '../../db/factories/profiles.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { shortlistPeople } from '../../db/factories/shortlist-shares.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import {
  interestPolls,
  notifications,
  profiles,
  shortlistEntries,
  skills,
  talentTestResults,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { anonymous, loginAs, type SignedIn, type TestClient } from '../../test/client.ts';
import type { Caller } from '../../test/routes.ts';

/**
 * The opportunities the talent pool's and the shortlist's matrix sections share, made once per
 * app: every role has an opportunity of its own, held as on an active project (the client owns
 * it, the client manager and the support officer fill its slots, every other role is on its
 * team); a stranger's opportunity is nobody's; one talent to add.
 */
export interface MatrixOpportunities {
  idsFor(caller: Caller): Record<string, number>;
}

const made = new WeakMap<FastifyInstance, Promise<MatrixOpportunities>>();

const SLOTS: Partial<Record<Role, (userId: number) => Parameters<typeof createProject>[1]>> = {
  client: (userId) => ({ ownerId: userId, createdById: userId }),
  client_manager: (userId) => ({ cmId: userId }),
  client_support_officer: (userId) => ({ csoId: userId }),
};

export function matrixOpportunities(
  app: FastifyInstance,
  users: ReadonlyMap<Role, UserRow>,
): Promise<MatrixOpportunities> {
  let opportunities = made.get(app);
  if (!opportunities) {
    opportunities = makeOpportunities(app, users);
    made.set(app, opportunities);
  }
  return opportunities;
}

async function makeOpportunities(
  app: FastifyInstance,
  users: ReadonlyMap<Role, UserRow>,
): Promise<MatrixOpportunities> {
  const home = new Map<Role, number>();
  for (const [role, user] of users) {
    const slot = SLOTS[role]?.(user.id);
    const project = await createProject(app.db, {
      title: `Opportunity ${role}`,
      stage: 'opportunity',
      ...slot,
    });
    if (!slot) await addParticipant(app.db, project.id, user.id, { status: 'accepted' });
    home.set(role, project.id);
  }
  const owner = await createUserWithRole(app.db, 'client');
  const foreign = await createProject(app.db, {
    title: 'Opportunity of a stranger',
    stage: 'opportunity',
    ownerId: owner.id,
    createdById: owner.id,
  });
  const talent = await createUserWithRole(app.db, 'developer', { firstName: 'Matrix', lastName: 'Talent' });
  return {
    idsFor: (caller) => ({
      poolOpportunityId: home.get(caller === 'anonymous' ? 'admin' : caller) as number,
      foreignPoolOpportunityId: foreign.id,
      poolTalentId: talent.id,
    }),
  };
}

/** A talent for the API tests: a developer or designer with a profile, skills (by slug, all primary) and tests. */
export interface TalentSpec {
  firstName: string;
  lastName: string;
  category?: 'developer' | 'designer';
  country?: string;
  years?: number;
  vetted?: boolean;
  skills?: string[];
  /** Not onboarded (`can_contribute` false). */
  unfinished?: boolean;
  inactive?: boolean;
}

export async function createTalent(db: Db, spec: TalentSpec): Promise<UserRow> {
  const role = spec.category === 'designer' ? 'designer' : 'developer';
  const user = await createUserWithRole(db, role, {
    firstName: spec.firstName,
    lastName: spec.lastName,
    ...(spec.unfinished ? { onboardingStage: 'two' as const, idDocument: false } : {}),
    ...(spec.inactive ? { isActive: false } : {}),
    profile: {
      phoneNumber: '+254700000001',
      street: 'Moi Avenue',
      plotNumber: '7',
      city: 'Nairobi',
      postalCode: '00100',
      country: spec.country ?? 'KE',
      yearsOfExperience: spec.years ?? null,
      isVetted: spec.vetted ?? false,
    },
  });
  if (Boolean(spec.unfinished) === user.canContribute)
    throw new Error(`${spec.firstName}: can_contribute is ${user.canContribute}`);
  const skills = spec.skills ?? [];
  if (skills.length)
    await giveSkills(
      db,
      user.id,
      skills.map((slug) => ({ slug })),
      skills.length,
    );
  return user;
}

/** Catalogue skill ids by slug. */
export async function skillIds(db: Db, ...slugs: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: skills.id, slug: skills.slug })
    .from(skills)
    .where(inArray(skills.slug, slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return slugs.map((slug) => bySlug.get(slug) as number);
}

/** Whose names a talent-pool or shortlist answer lists, in order. */
export const namesOf = (results: { display_name?: string; user?: { display_name: string } }[]) =>
  results.map((item) => item.user?.display_name ?? item.display_name);

/** Current shortlist rows of a project (removed ones too when `all`). */
export function entriesOf(db: Db, projectId: number) {
  return db.select().from(shortlistEntries).where(eq(shortlistEntries.projectId, projectId));
}

export function pollsOf(db: Db, projectId: number) {
  return db.select().from(interestPolls).where(eq(interestPolls.projectId, projectId));
}

/** A candidate's availability reminders of one opportunity, in their bell. */
export function reminderBell(db: Db, recipientId: number, projectId: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.kind, 'interest_poll_reminder'),
        eq(notifications.link, `/projects/${projectId}`),
      ),
    );
}

/**
 * The shared shortlists' test world (share.test.ts, shared-shortlist.test.ts): a staff creator, the
 * opportunity's client manager and support officer, another client manager, the client owner, a
 * developer; Amina (a full profile with private details, skills, an avatar and a test result),
 * Chidi, and an outsider; and the calls the tests make. Filled by the `beforeAll` it registers.
 */
interface SharedShortlistWorld {
  t: TestApp;
  staff: SignedIn;
  cm: SignedIn;
  otherCm: SignedIn;
  cso: SignedIn;
  client: SignedIn;
  developer: SignedIn;
  amina: { id: number };
  chidi: { id: number };
  outsider: { id: number };
}

export function sharedShortlistWorld(env: Parameters<typeof createTestApp>[0] = {}) {
  const w = {} as SharedShortlistWorld;
  beforeAll(async () => {
    const t = await createTestApp(env);
    w.t = t;
    w.staff = await loginAs(t.app, 'staff', { firstName: 'Grace', lastName: 'Achieng' });
    w.cm = await loginAs(t.app, 'client_manager', { firstName: 'Lindiwe', lastName: 'Dlamini' });
    w.otherCm = await loginAs(t.app, 'client_manager');
    w.cso = await loginAs(t.app, 'client_support_officer');
    w.client = await loginAs(t.app, 'client');
    w.developer = await loginAs(t.app, 'developer');
    w.amina = await createUserWithRole(t.app.db, 'developer', {
      firstName: 'Amina',
      lastName: 'Okello',
      email: 'amina.private@example.test',
    });
    w.chidi = await createUserWithRole(t.app.db, 'developer', { firstName: 'Chidi', lastName: 'Eze' });
    w.outsider = await createUserWithRole(t.app.db, 'developer');
    await t.app.db
      .update(profiles)
      .set({
        country: 'KE',
        bio: 'Builds payment systems.',
        yearsOfExperience: 7,
        isVetted: true,
        phoneNumber: '+254700000001',
        street: 'Secret Street 4',
        city: 'Nairobi',
      })
      .where(eq(profiles.userId, w.amina.id));
    const someSkills = await t.app.db
      .select({ slug: skills.slug })
      .from(skills)
      .orderBy(asc(skills.id))
      .limit(2);
    await giveSkills(t.app.db, w.amina.id, someSkills);
    await setAvatar(
      t.app.db,
      w.amina.id,
      [
        [22, 101, 52],
        [255, 255, 255],
      ],
      t.app.fileStore,
    );
    await t.app.db.insert(talentTestResults).values({
      userId: w.amina.id,
      title: 'TypeScript',
      score: 91,
      takenOn: '2026-10-01',
      notes: 'internal reviewer notes',
    });
  });
  afterAll(() => w.t.close());

  /** An opportunity with cm, cso, a staff creator and a client owner; Amina and Chidi on its shortlist. */
  async function opportunity(overrides: Parameters<typeof createProject>[1] = {}) {
    const p = await createProject(w.t.app.db, {
      title: 'Pesa ledger',
      stage: 'opportunity',
      category: 'project',
      cmId: w.cm.user.id,
      csoId: w.cso.user.id,
      ownerId: w.client.user.id,
      createdById: w.staff.user.id,
      ...overrides,
    });
    await shortlistPeople(w.t.app.db, p.id, [w.amina.id, w.chidi.id], w.staff.user.id);
    return p;
  }

  let sent = 0;
  /** Each share to its own address: the mail limit per recipient is not what these tests are about. */
  const nextAddress = () => {
    sent += 1;
    return `buyer${sent}@pesa.test`;
  };
  const share = (who: TestClient, projectId: number, email = nextAddress()) =>
    who.post('/api/send-email/', { project: { id: projectId }, email, message: 'Our best two.\nCall me.' });
  const keyOf = (link: string) => link.split('/shortlist/')[1] as string;
  const api = (key: string) => `/api/shared-shortlists/${key}/`;

  async function sharedBy(who: TestClient, projectId: number) {
    const response = await share(who, projectId);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<SendEmailResponse>();
    return { ...body, key: keyOf(body.access_link) };
  }

  /** A browser that opened the link with its password. */
  async function unlocked(key: string, password: string) {
    const browser = anonymous(w.t.app);
    const response = await browser.post(`${api(key)}unlock/`, { password });
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  }

  return { world: w, opportunity, share, keyOf, api, sharedBy, unlocked };
}

/**
 * The availability polls' world (polls.test.ts, poll-reminders.test.ts): staff, a client, `dev`
 * (Amina Nakato) and `other` (Chidi Eze); `opportunity()` makes a client's opportunity with contact
 * details and invoicing and asks `dev` about it.
 */
export function pollsWorld() {
  const w = {} as {
    t: TestApp;
    staff: SignedIn;
    client: SignedIn;
    dev: SignedIn;
    other: SignedIn;
  };
  beforeAll(async () => {
    w.t = await createTestApp();
    w.staff = await loginAs(w.t.app, 'staff');
    w.client = await loginAs(w.t.app, 'client');
    w.dev = await loginAs(w.t.app, 'developer', { firstName: 'Amina', lastName: 'Nakato' });
    w.other = await loginAs(w.t.app, 'developer', { firstName: 'Chidi', lastName: 'Eze' });
  });
  afterAll(() => w.t.close());

  async function opportunity(overrides: Parameters<typeof createProject>[1] = {}) {
    const project = await createProject(w.t.app.db, {
      title: 'Neobank onboarding',
      stage: 'opportunity',
      category: 'project',
      ownerId: w.client.user.id,
      createdById: w.staff.user.id,
      contactName: 'Wanjiru Kamau',
      contactEmail: 'wanjiru@client.test',
      invoicingEmail: 'billing@client.test',
      ...overrides,
    });
    const poll = await askCandidate(w.t.app.db, project.id, w.dev.user.id, { askedById: w.staff.user.id });
    return { project, poll };
  }
  const pollOf = async (id: number) =>
    (await w.t.app.db.select().from(interestPolls).where(eq(interestPolls.id, id)))[0];
  return { w, opportunity, pollOf };
}
