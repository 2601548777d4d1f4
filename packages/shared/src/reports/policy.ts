import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import { PROGRESS_EVENT_TYPES } from '../planning/schemas.ts';
import type { ProjectAbilitiesPart, ProjectFacts } from '../project-core/abilities.ts';
import { isRatedByRatings, isStillEditable, type ProgressEventType } from './rules.ts';

/**
 * Who sees, files and edits a project's progress events (spec 000 §6; ADR 030). One rule for the
 * list's SQL (`visibleEventTypes` + the caller's own events), the detail and the filters.
 *
 * Viewers, by their place on the project:
 * - `manager`: the project's client manager or support officer: every event type;
 * - `staff`: admin-type roles (cm, internal and developer-rating events, not survey events);
 * - `talent`: an accepted team member: developer updates, milestones and internal events (not
 *   client, cm or developer-rating events);
 * - `client`: everyone else who may open the project (owner, creator): developer updates,
 *   client reports and milestones (not cm, internal or developer-rating events).
 * Everyone also sees the events they are asked to file themselves (a client's own survey).
 */
export type ReportViewer = 'manager' | 'staff' | 'talent' | 'client';

/** Whether the actor holds the project's client manager or support officer place. */
const managesProject = (actor: Actor, project: Pick<ProjectFacts, 'cmId' | 'csoId'>) =>
  project.cmId === actor.id || project.csoId === actor.id;

export function reportViewerOf(actor: Actor, project: ProjectFacts): ReportViewer {
  if (managesProject(actor, project)) return 'manager';
  if (can(actor, 'reports.view_internal_events')) return 'staff';
  if (project.myParticipationStatus === 'accepted') return 'talent';
  return 'client';
}

const VISIBLE_TYPES: Record<ReportViewer, readonly ProgressEventType[]> = {
  manager: PROGRESS_EVENT_TYPES,
  staff: PROGRESS_EVENT_TYPES.filter((type) => type !== 'developer_survey'),
  talent: ['developer', 'milestone', 'internal'],
  client: ['developer', 'client', 'milestone'],
};

/** The event types a viewer sees whoever files them. */
export function visibleEventTypes(actor: Actor, project: ProjectFacts): readonly ProgressEventType[] {
  return VISIBLE_TYPES[reportViewerOf(actor, project)];
}

/**
 * Whether the project's client (owner) reads events of this type (developer updates, client
 * reports, milestones): a report filed on one is shared directly with the client, and its form
 * says so (the warning banner, spec 000 §5). Not a PM report, nor an internal event.
 */
export function seenByClient(type: ProgressEventType): boolean {
  return VISIBLE_TYPES.client.includes(type);
}

/**
 * Whether everyone who may open a project sees events of this type (developer updates and
 * milestones). Only those go to the project's activity feed, which everyone on it reads: a feed
 * line naming a PM report or an internal event would show clients what the Reports page hides.
 */
export function seenByEveryone(type: ProgressEventType): boolean {
  return Object.values(VISIBLE_TYPES).every((types) => types.includes(type));
}

export interface EventFacts {
  type: ProgressEventType;
  /** Who files it; null for an event any of the project's managers may file. */
  userId: number | null;
  overdueAt: Date;
}

/**
 * Who an event is for now (null: nobody in particular, the project's managers file it). A
 * hand-added client report is for the project's support officer, else its client manager, and an
 * internal event for its client manager: for whoever holds that place now, as `addReportEvent`
 * assigns it, so when the admin replaces the CSO or CM their open events pass to the successor
 * (who files them and is reminded), not to someone who can no longer open the project. Every other
 * event keeps the person it was made for (a member's update, a PM report, a survey).
 */
export function eventPersonOf(
  event: Pick<EventFacts, 'type' | 'userId'>,
  project: Pick<ProjectFacts, 'cmId' | 'csoId'>,
): number | null {
  if (event.type === 'client') return project.csoId ?? project.cmId;
  if (event.type === 'internal') return project.cmId;
  return event.userId;
}

/**
 * Seen by type, or as one's own. A client or internal event's person now (`eventPersonOf`) is the
 * project's CSO or CM, who see every type, so the stored person suffices here (as in the list's SQL).
 */
export function canSeeEvent(actor: Actor, project: ProjectFacts, event: EventFacts): boolean {
  return event.userId === actor.id || visibleEventTypes(actor, project).includes(event.type);
}

/**
 * Whether the caller reads every developer rating on the project: those who see client surveys
 * (managers and staff). Anyone else reads only the ratings they gave: a PM rates each developer in
 * a milestone or internal report, which the team or the client read, but not those ratings.
 */
export function seesEveryRating(actor: Actor, project: ProjectFacts): boolean {
  return visibleEventTypes(actor, project).includes('developer_rating');
}

/** Clients never see overdue; everyone else does. */
export function seesOverdue(actor: Actor): boolean {
  return can(actor, 'reports.view_overdue');
}

/**
 * Whether the event is the actor's to file, whatever its window: the person it is for now
 * (`eventPersonOf`); an event for nobody in particular (a milestone, or one added by hand while
 * its place was empty) the project's client manager or support officer.
 */
export function filesEvent(actor: Actor, project: ProjectFacts, event: EventFacts): boolean {
  const person = eventPersonOf(event, project);
  if (person !== null) return person === actor.id;
  return managesProject(actor, project);
}

/**
 * An event for nobody in particular takes one report, from whichever of the project's managers
 * files it first; an event for a person takes theirs, and a client survey its ratings.
 */
export function takesOneReport(project: ProjectFacts, event: EventFacts): boolean {
  return !isRatedByRatings(event.type) && eventPersonOf(event, project) === null;
}

/**
 * Who files an event (`filesEvent`). Never on archived projects, and only until 7 days past its
 * overdue limit.
 */
export function canFileEvent(actor: Actor, project: ProjectFacts, event: EventFacts, now: Date): boolean {
  if (project.archived || !isStillEditable(event.overdueAt, now)) return false;
  return filesEvent(actor, project, event);
}

/** Only its author changes a report or rating, within the same window as filing. */
export function canEditFiled(
  actor: Actor,
  project: ProjectFacts,
  filed: { authorId: number | null },
  event: EventFacts,
  now: Date,
): boolean {
  return filed.authorId === actor.id && !project.archived && isStillEditable(event.overdueAt, now);
}

/**
 * Admin and owner roles open a project's report settings (Settings → reports), archived projects
 * included, where they read them only (`canConfigureReports`).
 */
export function canViewReportSettings(actor: Actor, project: ProjectFacts): boolean {
  return (
    can(actor, 'project.manage_any') || (can(actor, 'reports.configure') && project.ownerId === actor.id)
  );
}

/** Admin and owner roles configure a project's report schedule (Settings → reports, Configure). */
export function canConfigureReports(actor: Actor, project: ProjectFacts): boolean {
  return !project.archived && canViewReportSettings(actor, project);
}

/**
 * The Reports page opens on Team for admin-type roles, on Yours for everyone else (spec 000 §2.9).
 * Admin-type is `project.manage_any` (admin and staff, the "two admin-type roles" of
 * docs/permissions.md, interpretation 3), not `projects.view_all`, which the space lead holds too
 * ("admin-type checks plus space lead").
 */
export function reportsOpenOnTeam(actor: Actor): boolean {
  return can(actor, 'project.manage_any');
}

/** Staff add client, internal and milestone events by hand. */
export function canAddEvents(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_timeline') && !project.archived;
}

/** Project health (percentages and client ratings): everyone but talents, who see the team's updates only. */
export function canSeeHealth(actor: Actor, project: ProjectFacts): boolean {
  return reportViewerOf(actor, project) !== 'talent';
}

/** `see_events_<type>`: whether the caller sees a type's events whoever files them (the filter's choices). */
type SeeEventsKey = `see_events_${ProgressEventType}`;
const seeEventsKey = (type: ProgressEventType) => `see_events_${type}` as SeeEventsKey;
const seeEventsShape = Object.fromEntries(
  PROGRESS_EVENT_TYPES.map((type) => [seeEventsKey(type), z.boolean()]),
) as Record<SeeEventsKey, z.ZodBoolean>;

const reportsAbilitiesSchema = z.object({
  ...seeEventsShape,
  configure_reports: z.boolean(),
  view_report_settings: z.boolean(),
  add_report_events: z.boolean(),
  see_overdue_reports: z.boolean(),
  see_report_health: z.boolean(),
  see_team_reports_as_client: z.boolean(),
  reports_open_on_team: z.boolean(),
});

/** Reports' abilities on a project DTO. */
export const reportsAbilities: ProjectAbilitiesPart<typeof reportsAbilitiesSchema.shape> = {
  schema: reportsAbilitiesSchema,
  of: (actor, project) => ({
    ...(Object.fromEntries(
      PROGRESS_EVENT_TYPES.map((type) => [
        seeEventsKey(type),
        visibleEventTypes(actor, project).includes(type),
      ]),
    ) as Record<SeeEventsKey, boolean>),
    configure_reports: canConfigureReports(actor, project),
    // Settings → reports: its tab and its read-only view on archived projects.
    view_report_settings: canViewReportSettings(actor, project),
    add_report_events: canAddEvents(actor, project),
    see_overdue_reports: seesOverdue(actor),
    see_report_health: canSeeHealth(actor, project),
    // The Team tab reads 'From Team Members' for clients.
    see_team_reports_as_client: reportViewerOf(actor, project) === 'client',
    reports_open_on_team: reportsOpenOnTeam(actor),
  }),
};
