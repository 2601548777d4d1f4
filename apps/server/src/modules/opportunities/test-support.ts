import type { Role } from '@kazi/shared/auth/roles';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { giveSkills } from '../../db/factories/profiles.ts';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole, type UserRow } from '../../db/factories/users.ts';
import { interestPolls, shortlistEntries, skills } from '../../db/schema/index.ts';
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
