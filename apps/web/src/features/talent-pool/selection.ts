import type { Talent } from '@kazi/shared/opportunities/talent-pool';

/**
 * The talent pool's selection belongs to the view it was made on (search, filters and page): a
 * new search, filter or page starts an empty one, so nobody picked out of sight is added.
 */
export interface TalentSelection {
  /** The view the ids were picked on (`viewKeyOf` of the list's parameters). */
  view: string;
  ids: ReadonlySet<number>;
}

const NOBODY: ReadonlySet<number> = new Set();

export const emptySelection: TalentSelection = { view: '', ids: NOBODY };

/** One key per view: the list's parameters (search, filters, page and its size). */
export function viewKeyOf(params: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

/** Who is selected on this view: nobody when the selection was made on another one. */
export function selectedOn(selection: TalentSelection, view: string): ReadonlySet<number> {
  return selection.view === view ? selection.ids : NOBODY;
}

/** The selection after ticking (`on`) or unticking `ids` on this view. */
export function toggleSelection(
  selection: TalentSelection,
  view: string,
  ids: readonly number[],
  on: boolean,
): TalentSelection {
  const next = new Set(selectedOn(selection, view));
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return { view, ids: next };
}

/**
 * Whom "Add to shortlist" sends: the selected people the table shows now who are not on the
 * shortlist yet (a refreshed page may no longer show someone ticked, or show them shortlisted).
 */
export function addableIds(selected: ReadonlySet<number>, rows: readonly Talent[] | undefined): number[] {
  return (rows ?? []).filter((talent) => selected.has(talent.id) && !talent.shortlisted).map((t) => t.id);
}
