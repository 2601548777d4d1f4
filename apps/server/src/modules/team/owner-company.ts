import { MESSAGES } from '@kazi/shared/messages';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

const CLIENT_TYPE = 2;

/** A company's name as identity: compatibility forms, case and runs of spaces do not count. */
const companyKey = (name: string | null | undefined) =>
  (name ?? '').normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim();

/**
 * An owner or the project's client manager hands a project only to an active client of the
 * current owner's company (ADR 018); staff (`project.manage_any`) check nothing here. Every
 * refusal is the same 400 `owner`, in one query whatever the reason (no such id, inactive, not a
 * client, another company, or no owner to take the company from), so the answer tells nobody
 * which ids are clients.
 */
export async function assertOwnerInCompany(
  tx: Db,
  currentOwnerId: number | null,
  candidateId: number,
): Promise<void> {
  if (candidateId === currentOwnerId) return;
  const ids = currentOwnerId === null ? [candidateId] : [currentOwnerId, candidateId];
  const rows = await tx
    .select({
      id: users.id,
      type: users.type,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      isPayAdmin: users.isPayAdmin,
      isStaff: users.isStaff,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.ownerId, users.id))
    .where(inArray(users.id, ids));
  const current = rows.find((row) => row.id === currentOwnerId);
  const candidate = rows.find((row) => row.id === candidateId);
  const fits =
    current !== undefined &&
    candidate?.isActive === true &&
    candidate.type === CLIENT_TYPE &&
    !candidate.isAdmin &&
    !candidate.isPayAdmin &&
    !candidate.isStaff &&
    companyKey(candidate.company) !== '' &&
    companyKey(candidate.company) === companyKey(current.company);
  if (!fits) throw AppError.field('owner', MESSAGES.team.ownerSameCompany);
}
