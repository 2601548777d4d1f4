import type { ShortlistEntry } from '@kazi/shared/opportunities/shortlist';
import { displayNameOf } from '../project-core/index.ts';
import type { ShortlistRow } from './shortlist.repository.ts';
import type { TalentExtras } from './talent-extras.repository.ts';
import { presentTalent } from './talent-pool.presenter.ts';

export function presentShortlistEntry(
  row: ShortlistRow,
  extras: TalentExtras,
  showEmail: boolean,
): ShortlistEntry {
  return {
    id: row.entryId,
    user: presentTalent(row.talent, extras, showEmail),
    added_at: row.addedAt.toISOString(),
    added_by:
      row.addedById === null
        ? null
        : {
            id: row.addedById,
            display_name: displayNameOf({
              firstName: row.addedByFirstName ?? '',
              lastName: row.addedByLastName ?? '',
              email: row.addedByEmail ?? '',
            }),
          },
  };
}
