import { type CompanyInput, vatMissing } from '@kazi/shared/company/schemas';
import { MESSAGES } from '@kazi/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/repository.ts';
import { syncCanContribute } from '../users/completeness.ts';
import type { CompanyRow } from '../users/repository.ts';
import {
  type CompanyChanges,
  findOwnCompany,
  insertCompany,
  lockOwner,
  updateCompany,
} from './repository.ts';

export { findOwnCompany };

function changesOf(input: CompanyInput): CompanyChanges {
  const changes: CompanyChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.website !== undefined) changes.website = input.website;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.tel_number !== undefined) changes.telNumber = input.tel_number;
  if (input.street !== undefined) changes.street = input.street;
  if (input.plot_number !== undefined) changes.plotNumber = input.plot_number;
  if (input.postal_code !== undefined) changes.postalCode = input.postal_code;
  if (input.city !== undefined) changes.city = input.city;
  if (input.country !== undefined) changes.country = input.country;
  if (input.vat_number !== undefined) changes.vatNumber = input.vat_number;
  if (input.reg_no !== undefined) changes.regNo = input.reg_no;
  return changes;
}

/**
 * PATCH me/company/: creates the client's company on first save (a name is then required) or
 * changes the sent fields. The VAT rule reads the company as it will be: a company in an EU
 * country must keep a VAT number. One transaction with an audit row (field names only), then
 * `can_contribute` is recomputed.
 */
export async function updateOwnCompany(
  db: Db,
  actorId: number,
  input: CompanyInput,
  requestId: string,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, actorId);
    const before = await findOwnCompany(tx, actorId);
    const changes = changesOf(input);
    const errors: Record<string, string[]> = {};
    if (!before && !changes.name) errors['company.name'] = [MESSAGES.company.nameRequired];
    const country = changes.country !== undefined ? changes.country : before?.country;
    const vat = changes.vatNumber !== undefined ? changes.vatNumber : before?.vatNumber;
    if (vatMissing(country, vat)) errors['company.vat_number'] = [MESSAGES.company.vatRequiredEu];
    if (Object.keys(errors).length) throw AppError.validation(errors);

    let row = before;
    if (!before) row = await insertCompany(tx, actorId, changes);
    else if (Object.keys(changes).length) row = await updateCompany(tx, before.id, changes);
    if (!row) throw AppError.notFound();
    await recordAudit(tx, {
      actorId,
      action: before ? 'company.update' : 'company.create',
      targetType: 'company',
      targetId: row.id,
      after: { fields: Object.keys(input) },
      requestId,
    });
    await syncCanContribute(tx, actorId);
    return row;
  });
}
