import type { SkillType } from '@kazi/shared/reference/schemas';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, profileSkills, profiles, skills, users } from '../../db/schema/index.ts';
import type { FileRow } from '../files/repository.ts';
import { findUserDetails, type UserDetails } from '../users/repository.ts';

export interface ChosenSkillRow {
  id: number;
  name: string;
  slug: string;
  type: SkillType;
  primary: boolean;
  yearsOfExperience: number | null;
}

export interface ProfileRecord extends UserDetails {
  skills: ChosenSkillRow[];
  idDocument: FileRow | null;
}

/** A person's skills in the order they chose them. */
export async function findProfileSkills(db: Db, userId: number): Promise<ChosenSkillRow[]> {
  return db
    .select({
      id: skills.id,
      name: skills.name,
      slug: skills.slug,
      type: skills.type,
      primary: profileSkills.isPrimary,
      yearsOfExperience: profileSkills.yearsOfExperience,
    })
    .from(profileSkills)
    .innerJoin(skills, eq(skills.id, profileSkills.skillId))
    .where(eq(profileSkills.userId, userId))
    .orderBy(asc(profileSkills.position), asc(skills.name));
}

/** Everything me/profile/ shows, in three statements whatever the number of skills. */
export async function findProfile(db: Db, userId: number): Promise<ProfileRecord | null> {
  const details = await findUserDetails(db, userId);
  if (!details) return null;
  const documentId = details.profile?.idDocumentFileId ?? null;
  const [chosen, documents] = await Promise.all([
    findProfileSkills(db, userId),
    documentId ? db.select().from(files).where(eq(files.id, documentId)) : Promise.resolve([]),
  ]);
  return { ...details, skills: chosen, idDocument: documents[0] ?? null };
}

/** Serialises profile writes per person (a skills list is replaced whole). */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

export type SkillRef = { id: number; name: string; slug: string; type: SkillType };

export async function findSkillsByIds(db: Db, ids: number[]): Promise<SkillRef[]> {
  if (!ids.length) return [];
  return db
    .select({ id: skills.id, name: skills.name, slug: skills.slug, type: skills.type })
    .from(skills)
    .where(inArray(skills.id, ids));
}

/** Finds skills by slug, adding the missing ones to the catalogue as type `other`. */
export async function findOrCreateSkills(
  db: Db,
  wanted: { name: string; slug: string }[],
): Promise<SkillRef[]> {
  if (!wanted.length) return [];
  const unique = [...new Map(wanted.map((skill) => [skill.slug, skill])).values()];
  await db
    .insert(skills)
    .values(unique.map((skill) => ({ name: skill.name, slug: skill.slug, type: 'other' as const })))
    .onConflictDoNothing({ target: skills.slug });
  return db
    .select({ id: skills.id, name: skills.name, slug: skills.slug, type: skills.type })
    .from(skills)
    .where(
      inArray(
        skills.slug,
        unique.map((skill) => skill.slug),
      ),
    );
}

/** Whether the person has skills already (then they must keep at least one). */
export async function hasProfileSkills(db: Db, userId: number): Promise<boolean> {
  const [had] = await db
    .select({ userId: profileSkills.userId })
    .from(profileSkills)
    .where(eq(profileSkills.userId, userId))
    .limit(1);
  return had !== undefined;
}

export async function replaceProfileSkills(
  db: Db,
  userId: number,
  chosen: { skillId: number; primary: boolean; yearsOfExperience: number | null }[],
): Promise<void> {
  await db.delete(profileSkills).where(eq(profileSkills.userId, userId));
  if (!chosen.length) return;
  await db.insert(profileSkills).values(
    chosen.map((skill, position) => ({
      userId,
      skillId: skill.skillId,
      isPrimary: skill.primary,
      yearsOfExperience: skill.yearsOfExperience,
      position,
    })),
  );
}

export type UserChanges = Pick<Partial<typeof users.$inferInsert>, 'firstName' | 'lastName' | 'avatarFileId'>;

export async function updateUser(db: Db, userId: number, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export type ProfileChanges = Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;

/** Creates the person's profile or writes the changed columns (updated_at is the trigger's). */
export async function upsertProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  const insert = db.insert(profiles).values({ ...changes, userId });
  await (Object.keys(changes).length
    ? insert.onConflictDoUpdate({ target: profiles.userId, set: changes })
    : insert.onConflictDoNothing({ target: profiles.userId }));
}

/** Deletes file rows (inside the caller's transaction); returns the stored names to remove after commit. */
export async function deleteFileRows(db: Db, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .delete(files)
    .where(inArray(files.id, ids))
    .returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

/** Whether the file is some active user's current avatar (only those are served). */
export async function isActiveAvatar(db: Db, fileId: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.avatarFileId, fileId), eq(users.isActive, true), isNotNull(users.avatarFileId)))
    .limit(1);
  return owner !== undefined;
}
