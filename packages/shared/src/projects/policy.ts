import { z } from 'zod';
import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectAbilitiesPart, ProjectActor, ProjectFacts } from '../project-core/abilities.ts';
import type { ProjectKind } from './create-schemas.ts';

export type { ParticipationStatus, ProjectActor, ProjectFacts } from '../project-core/abilities.ts';

/**
 * Record-level rules for one project, written once and sent to the web app as
 * `abilities` on every project DTO. Pure functions over the actor and a few facts of the project.
 *
 * - Access: "admin, or the user is the project's user (creator), owner, cm, cso, or an accepted
 *   participant". "Admin" is every role with `projects.view_all` (admin, staff, pay admin, space
 *   lead: the roles that may 'Show all projects' must be able to open what they see).
 * - A pending invitee (participation `initial` or `pending`) may open only the accept-invite view.
 * - "Owners and admins edit project title, description, dates, payment, convert, archive, add or
 *   remove the owner, and add team members. Only admins add or remove the support officer and
 *   client manager." Admins here are the roles with `project.manage_any`; the project's client
 *   manager is its manager (gives "the project's manager" the edit icons).
 * - The payment (currency, payment structure) also to the project's cso; the currency is fixed
 *   once a member has a client rate (docs/permissions.md, interpretation 19).
 * - Staff only: team editing (hours, rates, update switches, notifications), timeline, document
 *   upload and delete (never on archived projects), Convert to Project, opportunity settings.
 * - People who cannot contribute yet (onboarding unfinished) create no project and change no team.
 */

export const PROJECT_ROLES = ['owner', 'cm', 'cso', 'participant', 'creator', 'pending_invitee'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** Every project role the actor holds, strongest first (one person can be owner and creator). */
export function projectRolesOf(actor: Actor, project: ProjectFacts): ProjectRole[] {
  const roles: ProjectRole[] = [];
  if (project.ownerId === actor.id) roles.push('owner');
  if (project.cmId === actor.id) roles.push('cm');
  if (project.csoId === actor.id) roles.push('cso');
  if (project.myParticipationStatus === 'accepted') roles.push('participant');
  if (project.createdById === actor.id) roles.push('creator');
  if (project.myParticipationStatus === 'initial' || project.myParticipationStatus === 'pending')
    roles.push('pending_invitee');
  return roles;
}

/** The actor's strongest role on the project, or null when they hold none. */
export function projectRoleOf(actor: Actor, project: ProjectFacts): ProjectRole | null {
  return projectRolesOf(actor, project)[0] ?? null;
}

/** Whether the actor holds one of these roles on the project. */
export const holds = (actor: Actor, project: ProjectFacts, ...wanted: ProjectRole[]) =>
  projectRolesOf(actor, project).some((role) => wanted.includes(role));

/** Opens the project page (the full view). */
export function canViewProject(actor: Actor, project: ProjectFacts): boolean {
  if (can(actor, 'projects.view_all')) return true;
  return holds(actor, project, 'owner', 'cm', 'cso', 'participant', 'creator');
}

/** A pending invitee who may see only the accept-invite view (and nothing else of the project). */
export function isPendingInviteeOnly(actor: Actor, project: ProjectFacts): boolean {
  return !canViewProject(actor, project) && holds(actor, project, 'pending_invitee');
}

/**
 * Someone asked about an opportunity (an availability poll of theirs on it, not taken off the
 * shortlist) while it is live: they may open its Details (the `candidate` view) and answer.
 */
export function isAskedCandidate(project: ProjectFacts): boolean {
  const poll = project.myInterestPoll;
  return !!poll && poll.status !== 'rejected' && project.stage === 'opportunity' && !project.archived;
}

/** An asked candidate who may see only the opportunity's Details (and nothing else of it). */
export function isCandidateOnly(actor: Actor, project: ProjectFacts): boolean {
  return (
    !canViewProject(actor, project) && !holds(actor, project, 'pending_invitee') && isAskedCandidate(project)
  );
}

/** May accept (or ask about) an invitation to this project's team. */
function canAnswerInvite(actor: Actor, project: ProjectFacts): boolean {
  return holds(actor, project, 'pending_invitee') && !project.archived;
}

/** Title, description, expected dates, payment, convert managed ↔ dedicated, archive. */
export function canManageProject(actor: Actor, project: ProjectFacts): boolean {
  if (can(actor, 'project.manage_any')) return true;
  return holds(actor, project, 'owner', 'cm');
}

/** Create a project of this kind: dedicated (clients too) or managed and opportunities (Kazi's). */
export function canCreateProject(actor: ProjectActor, kind: ProjectKind): boolean {
  if (!actor.can_contribute) return false;
  return can(actor, kind === 'dedicated' ? 'project.create_dedicated' : 'project.create_opportunity');
}

/** Add or remove the project owner ("owners and admins"; the project's cm too). */
export function canManageOwner(actor: ProjectActor, project: ProjectFacts): boolean {
  return actor.can_contribute && !project.archived && canManageProject(actor, project);
}

/**
 * Currency and payment structure: whoever manages the project ("owners and admins … edit
 * payment"), and the project's cso (Kazi's client-facing staff); on an opportunity, whoever
 * manages it. Archived projects are refused by the change itself (409), as for the other details.
 */
export function canManagePayment(actor: Actor, project: ProjectFacts): boolean {
  if (project.stage === 'opportunity') return canManageOpportunity(actor, project);
  return canManageProject(actor, project) || holds(actor, project, 'cso');
}

/**
 * Contact name and e-mail: "client contact details are shown only to staff; the contact e-mail
 * is hidden from developers". The project's own managers (owner, cm, cso, creator) see the
 * contact they entered; a team member never does.
 */
function canViewClientContact(actor: Actor, project: ProjectFacts): boolean {
  if (can(actor, 'project.view_client_contact')) return true;
  return holds(actor, project, 'owner', 'cm', 'cso', 'creator');
}

/** Opportunity settings and Convert to Project (staff only). */
function canManageOpportunity(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && can(actor, 'opportunity.manage');
}

/** The opportunity's Shortlist and Talent Pool tabs (never for developers or clients). */
function canViewShortlist(actor: Actor, project: ProjectFacts): boolean {
  return project.stage === 'opportunity' && can(actor, 'opportunity.view_shortlist');
}

/** The project's Settings tab: whoever may change something in it. */
function canOpenSettings(actor: Actor, project: ProjectFacts): boolean {
  if (project.stage === 'opportunity') return canManageOpportunity(actor, project);
  // canManagePayment covers the project's managers too.
  return canManagePayment(actor, project) || can(actor, 'project.manage_team');
}

/** The projects domain's abilities on a project DTO (the others: team, planning, documents). */
const projectsAbilitiesSchema = z.object({
  view: z.boolean(),
  manage: z.boolean(),
  manage_owner: z.boolean(),
  manage_payment: z.boolean(),
  view_client_contact: z.boolean(),
  manage_opportunity: z.boolean(),
  view_shortlist: z.boolean(),
  open_settings: z.boolean(),
  answer_invite: z.boolean(),
});

export const projectsAbilities: ProjectAbilitiesPart<typeof projectsAbilitiesSchema.shape> = {
  schema: projectsAbilitiesSchema,
  of: (actor, project) => ({
    view: canViewProject(actor, project),
    manage: canManageProject(actor, project),
    manage_owner: canManageOwner(actor, project),
    manage_payment: canManagePayment(actor, project),
    view_client_contact: canViewClientContact(actor, project),
    manage_opportunity: canManageOpportunity(actor, project),
    view_shortlist: canViewShortlist(actor, project),
    open_settings: canOpenSettings(actor, project),
    answer_invite: canAnswerInvite(actor, project),
  }),
};

/** What someone who may not view the project may still do: answer their invitation, nothing else. */
export function pendingInviteeAbilities(actor: ProjectActor, project: ProjectFacts) {
  return { answer_invite: canAnswerInvite(actor, project) };
}
