import { can } from '@kazi/shared/auth/permissions';
import type { UserType } from '@kazi/shared/auth/roles';
import { format, MESSAGES } from '@kazi/shared/messages';
import {
  ADDRESS_FIELDS,
  ADDRESS_REQUIRED_MESSAGES,
  personalAddressRequired,
  showsIdDocument,
} from '@kazi/shared/profile/rules';
import type { ProfilePatch } from '@kazi/shared/profile/schemas';
import { skillIssues, skillSlug } from '@kazi/shared/profile/skills';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { type FileRow, findFile } from '../files/repository.ts';
import { checkUpload, transactionWithUploads } from '../files/service.ts';
import { syncCanContribute } from '../users/completeness.ts';
import { findUserDetails } from '../users/repository.ts';
import { newReferralCode } from './referral.ts';
import {
  deleteFileRows,
  findOrCreateSkills,
  findProfile,
  findSkillsByIds,
  hasProfileSkills,
  isActiveAvatar,
  lockUser,
  type ProfileChanges,
  type ProfileRecord,
  replaceProfileSkills,
  type UserChanges,
  updateUser,
  upsertProfile,
} from './repository.ts';

const DEVELOPER_FIELDS = ['bio', 'years_of_experience', 'skills'] as const;

/** Role rules the body schema cannot know: who sends which fields, which may be blank. */
function roleErrors(actor: SessionActor, patch: ProfilePatch, files: Map<string, UploadedFile>) {
  const errors: Record<string, string[]> = {};
  const type = actor.user.type as UserType;
  if (!can(actor, 'profile.edit_developer')) {
    for (const field of DEVELOPER_FIELDS)
      if (patch[field] !== undefined) errors[field] = [MESSAGES.profile.notForRole];
  }
  if (personalAddressRequired(type)) {
    for (const field of ADDRESS_FIELDS) {
      if (patch[field] === null) errors[field] = [ADDRESS_REQUIRED_MESSAGES[field]];
    }
  }
  if (files.has('id_document') && !showsIdDocument(type)) errors.id_document = [MESSAGES.profile.notForRole];
  return errors;
}

/** Resolves the chosen skills (ids, or names found by slug or added as `other`) and checks the rules. */
async function resolveSkills(db: Db, userId: number, chosen: NonNullable<ProfilePatch['skills']>) {
  const errors: Record<string, string[]> = {};
  const byId = new Map(
    (
      await findSkillsByIds(
        db,
        chosen.flatMap((s) => (s.id ? [s.id] : [])),
      )
    ).map((s) => [s.id, s]),
  );
  const named = chosen.flatMap((s) => (!s.id && s.name ? [{ name: s.name, slug: skillSlug(s.name) }] : []));
  const bySlug = new Map(
    (
      await findOrCreateSkills(
        db,
        named.filter((s) => s.slug),
      )
    ).map((s) => [s.slug, s]),
  );
  const resolved = chosen.map((input, index) => {
    const skill = input.id ? byId.get(input.id) : bySlug.get(skillSlug(input.name ?? ''));
    if (!skill) errors[`skills.${index}.${input.id ? 'id' : 'name'}`] = [MESSAGES.profile.skillUnknown];
    return (
      skill && {
        ...skill,
        primary: input.primary ?? false,
        yearsOfExperience: input.years_of_experience ?? null,
      }
    );
  });
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const rows = resolved.filter((skill) => skill !== undefined);
  const messages = skillIssues(rows, await hasProfileSkills(db, userId)).map((issue) =>
    issue.kind === 'duplicate'
      ? format(MESSAGES.profile.skillDuplicate, { name: issue.name })
      : issue.kind === 'too_many_primary'
        ? MESSAGES.profile.primarySkillsMax
        : MESSAGES.profile.skillRequired,
  );
  if (messages.length) throw AppError.validation({ skills: messages });
  return rows.map((skill) => ({
    skillId: skill.id,
    primary: skill.primary,
    yearsOfExperience: skill.yearsOfExperience,
  }));
}

function profileChanges(patch: ProfilePatch): ProfileChanges {
  const changes: ProfileChanges = {};
  if (patch.phone_number !== undefined) changes.phoneNumber = patch.phone_number;
  if (patch.street !== undefined) changes.street = patch.street;
  if (patch.plot_number !== undefined) changes.plotNumber = patch.plot_number;
  if (patch.postal_code !== undefined) changes.postalCode = patch.postal_code;
  if (patch.city !== undefined) changes.city = patch.city;
  if (patch.country !== undefined) changes.country = patch.country;
  if (patch.vat_number !== undefined) changes.vatNumber = patch.vat_number;
  if (patch.bio !== undefined) changes.bio = patch.bio;
  if (patch.years_of_experience !== undefined) changes.yearsOfExperience = patch.years_of_experience;
  return changes;
}

/**
 * PATCH me/profile/: validates by role, checks every new file (images only) before storing any,
 * then writes the user, profile and skills in one transaction with an audit row, and re-applies
 * `can_contribute`. New files' bytes are removed when the transaction fails.
 * A replaced avatar or ID document is deleted (row and bytes) once the change is committed.
 */
export async function updateProfile(
  app: FastifyInstance,
  actor: SessionActor,
  patch: ProfilePatch,
  files: Map<string, UploadedFile>,
  requestId: string,
): Promise<ProfileRecord> {
  const errors = roleErrors(actor, patch, files);
  if (Object.keys(errors).length) throw AppError.validation(errors);
  const checked = new Map([...files].map(([field, file]) => [field, checkUpload(file, 'image')]));
  let discarded: string[] = [];
  await transactionWithUploads(app, async (tx, uploads) => {
    await lockUser(tx, actor.id);
    const before = await findUserDetails(tx, actor.id);
    if (!before) throw AppError.notFound();
    const upload = async (field: string) => {
      const file = checked.get(field);
      return file ? (await uploads.store(tx, file, actor.id)).id : null;
    };
    const avatarId = await upload('image');
    const documentId = await upload('id_document');
    const skills = patch.skills === undefined ? null : await resolveSkills(tx, actor.id, patch.skills);

    const userChanges: UserChanges = {};
    if (patch.user?.first_name !== undefined) userChanges.firstName = patch.user.first_name;
    if (patch.user?.last_name !== undefined) userChanges.lastName = patch.user.last_name;
    if (avatarId) userChanges.avatarFileId = avatarId;
    if (Object.keys(userChanges).length) await updateUser(tx, actor.id, userChanges);

    const changes = profileChanges(patch);
    if (documentId) changes.idDocumentFileId = documentId;
    if (can(actor, 'referral.view') && !before.profile?.referralCode)
      changes.referralCode = newReferralCode();
    if (Object.keys(changes).length || !before.profile) await upsertProfile(tx, actor.id, changes);
    if (skills) await replaceProfileSkills(tx, actor.id, skills);

    const replaced = [
      avatarId ? before.user.avatarFileId : null,
      documentId ? before.profile?.idDocumentFileId : null,
    ].filter((id): id is number => typeof id === 'number');
    discarded = await deleteFileRows(tx, replaced);
    const fields = [
      ...Object.keys(patch.user ?? {})
        .filter((key) => key !== 'id')
        .map((key) => `user.${key}`),
      ...Object.keys(patch).filter((key) => key !== 'user'),
      ...files.keys(),
    ];
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'profile.update',
      targetType: 'user',
      targetId: actor.id,
      after: { fields },
      requestId,
    });
    await syncCanContribute(tx, actor.id);
  });
  await Promise.all(discarded.map((name) => app.fileStore.remove(name)));
  return findOwnProfile(app.db, actor.id);
}

/** The person's profile as `me/profile/` shows it (404 when the account is gone). */
export async function findOwnProfile(db: Db, userId: number): Promise<ProfileRecord> {
  const record = await findProfile(db, userId);
  if (!record) throw AppError.notFound();
  return record;
}

/** An avatar to serve: an image that is some active user's current avatar; anything else is 404. */
export async function findAvatarFile(db: Db, fileId: number): Promise<FileRow> {
  const row = (await isActiveAvatar(db, fileId)) ? await findFile(db, fileId) : null;
  if (!row?.mimeType.startsWith('image/')) throw AppError.notFound();
  return row;
}
