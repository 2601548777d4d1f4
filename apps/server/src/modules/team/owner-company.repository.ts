import { MESSAGES } from '@kazi/shared/messages';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

const CLIENT_TYPE = 2;

/** A company's name as identity: compatibility forms, case and runs of spaces do not count. */
const companyKey = (name: SQL) =>
  sql`lower(regexp_replace(btrim(normalize(${name}, NFKC)), '\\s+', ' ', 'g'))`;

/**
 * The `users` rows that are active clients (type 2, no staff flags) of the company of `ownerId`,
 * the project's current owner: the same company name. No owner, no company: nobody.
 */
export function clientsOfCompanyOf(ownerId: number | null): SQL {
  if (ownerId === null) return sql`false`;
  return and(
    eq(users.isActive, true),
    eq(users.type, CLIENT_TYPE),
    not(users.isAdmin),
    not(users.isPayAdmin),
    not(users.isStaff),
    sql`exists (select 1 from companies mine, companies theirs
      where mine.owner_id = ${ownerId} and theirs.owner_id = ${users.id}
        and ${companyKey(sql`mine.name`)} <> ''
        and ${companyKey(sql`mine.name`)} = ${companyKey(sql`theirs.name`)})`,
  ) as SQL;
}

/**
 * An owner or the project's client manager hands a project only to an active client of the
 * current owner's company (ADR 018); staff (`project.manage_any`) check nothing here. Every
 * refusal is the same 400 `owner`, from one query whatever the reason (no such id, inactive, not a
 * client, another company, no owner to take the company from, or `null`, which would leave the
 * project outside every company), so the answer tells nobody
 * which ids are clients. The owner picker offers the same people (`clientsOfCompanyOf`).
 */
export async function assertOwnerInCompany(
  tx: Db,
  currentOwnerId: number | null,
  candidateId: number | null,
): Promise<void> {
  const refused = () => AppError.field('owner', MESSAGES.team.ownerSameCompany);
  if (candidateId === null) throw refused();
  if (candidateId === currentOwnerId) return;
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, candidateId), clientsOfCompanyOf(currentOwnerId)));
  if (!found) throw refused();
}
