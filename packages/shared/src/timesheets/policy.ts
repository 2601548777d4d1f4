import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectActor, ProjectFacts } from '../project-core/abilities.ts';
import { nextStatus, type TimesheetStatus } from './rules.ts';

/**
 * Who does what with a project's timesheets (ADR 028). Everyone who may view the project reads
 * its timesheets; developers read only their own row.
 */

/** A talent with an accepted place on the team logs their own hours (not on archived projects). */
function canLogOwnHours(actor: Actor, project: ProjectFacts): boolean {
  return (
    can(actor, 'timesheets.log_own') && project.myParticipationStatus === 'accepted' && !project.archived
  );
}

/**
 * Admins and staff on any project, a client manager on the projects they manage: the review scope,
 * for one project.
 */
export function canReviewTimesheets(actor: Actor, project: ProjectFacts): boolean {
  const scope = timesheetReviewScope(actor);
  return scope === 'any' || (scope === 'managed' && project.cmId === actor.id);
}

/**
 * Which projects' months a reviewer's lists and `canReviewTimesheets` cover: every project (admins
 * and staff), the projects they manage (a client manager), or none.
 */
export function timesheetReviewScope(actor: Actor): 'any' | 'managed' | null {
  if (!can(actor, 'timesheets.review')) return null;
  return can(actor, 'project.manage_any') ? 'any' : 'managed';
}

/** Re-opening an approved month goes beyond the spec: admins only. */
export function canReopenTimesheets(actor: Actor): boolean {
  return can(actor, 'timesheets.reopen');
}

/** Staff and the project's client download a month (xlsx, CSV); developers do not. */
export function canExportTimesheets(actor: Actor): boolean {
  return can(actor, 'timesheets.export');
}

/** Clients and staff see every row of a month; developers only their own. */
export function seesEveryRow(actor: Actor, project: ProjectFacts): boolean {
  return canReviewTimesheets(actor, project) || canExportTimesheets(actor);
}

/** What the actor may do with one person's month (a row of the month view). */
export interface TimesheetRowAbilities {
  edit: boolean;
  /** Approve and reject a pending month. */
  review: boolean;
  /** Approve a pending month, or a rejected one after all. */
  approve: boolean;
  reopen: boolean;
}

export function timesheetRowAbilities(
  actor: Actor,
  project: ProjectFacts,
  row: { userId: number; status: TimesheetStatus; billed?: boolean },
): TimesheetRowAbilities {
  const own = row.userId === actor.id;
  const reviewer = canReviewTimesheets(actor, project);
  const open = row.status !== 'approved';
  return {
    edit: open && !project.archived && ((own && canLogOwnHours(actor, project)) || (!own && reviewer)),
    review: nextStatus(row.status, 'reject') !== null && !own && reviewer,
    approve: nextStatus(row.status, 'approve') !== null && !own && reviewer,
    // Nobody reviews their own month, re-opening included (the server refuses it: 403); a month on
    // an invoice or a payout stays approved (409).
    reopen: row.status === 'approved' && !own && !row.billed && canReopenTimesheets(actor),
  };
}

const timesheetsAbilitiesSchema = z.object({
  log_hours: z.boolean(),
  review_timesheets: z.boolean(),
  reopen_timesheets: z.boolean(),
  export_timesheets: z.boolean(),
});

/** Timesheets' abilities on a project DTO. */
export const timesheetsAbilities: ProjectAbilitiesPart<typeof timesheetsAbilitiesSchema.shape> = {
  schema: timesheetsAbilitiesSchema,
  of: (actor: ProjectActor, project) => ({
    log_hours: canLogOwnHours(actor, project),
    review_timesheets: canReviewTimesheets(actor, project),
    reopen_timesheets: canReopenTimesheets(actor),
    export_timesheets: canExportTimesheets(actor),
  }),
};
