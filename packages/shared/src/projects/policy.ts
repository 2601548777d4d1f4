import { type Actor, can } from '../auth/permissions.ts';
import type { ProjectKind } from './create-schemas.ts';

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

/**
 * The actor as the project rules see them. Both the server's session actor and the web app's
 * verified user carry `can_contribute`, so one rule serves both ends.
 */
export interface ProjectActor extends Actor {
  can_contribute: boolean;
}

export const PROJECT_ROLES = ['owner', 'cm', 'cso', 'participant', 'creator', 'pending_invitee'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

export type ParticipationStatus = 'initial' | 'pending' | 'accepted';

/** What the policy needs to know about a project and the actor's place in it. */
export interface ProjectFacts {
  ownerId: number | null;
  cmId: number | null;
  csoId: number | null;
  createdById: number | null;
  stage: 'opportunity' | 'active';
  archived: boolean;
  /** The actor's own participation status on this project, or null when they have none. */
  myParticipationStatus: ParticipationStatus | null;
}

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

const holds = (actor: Actor, project: ProjectFacts, ...wanted: ProjectRole[]) =>
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

/** Add team members (the owner proposes people; staff set their hours and rates). */
export function canAddTeamMembers(actor: ProjectActor, project: ProjectFacts): boolean {
  if (project.archived || !actor.can_contribute) return false;
  return canManageProject(actor, project) || can(actor, 'project.manage_team');
}

/** Edit the team: hours, payout and client rates, removal, update switches and days, notifications. */
export function canManageTeam(actor: ProjectActor, project: ProjectFacts): boolean {
  return actor.can_contribute && can(actor, 'project.manage_team') && !project.archived;
}

/** Add or remove the client manager and the client support officer (admins only). */
export function canManageCmCso(actor: ProjectActor, project: ProjectFacts): boolean {
  return actor.can_contribute && can(actor, 'project.manage_cm_cso') && !project.archived;
}

/** Milestones, start date and deadline, with the reason of every change (staff only). */
export function canManageTimeline(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_timeline') && !project.archived;
}

/** Upload and delete any document (staff only; never on archived projects). */
export function canManageDocuments(actor: Actor, project: ProjectFacts): boolean {
  return can(actor, 'project.manage_documents') && !project.archived;
}

/** Clients (the owner or the creator) add requirements, wireframes and other documents. */
export function canAddClientDocuments(actor: Actor, project: ProjectFacts): boolean {
  if (project.archived) return false;
  return canManageDocuments(actor, project) || holds(actor, project, 'owner', 'creator');
}

/** Payout and client rates of the team (staff and finance). */
function canViewRates(actor: Actor): boolean {
  return can(actor, 'project.view_rates');
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

/** The abilities sent on every project DTO; the UI asks these and never re-derives a rule. */
export interface ProjectAbilities {
  view: boolean;
  manage: boolean;
  manage_owner: boolean;
  manage_payment: boolean;
  add_members: boolean;
  manage_team: boolean;
  manage_cm_cso: boolean;
  manage_timeline: boolean;
  manage_documents: boolean;
  add_client_documents: boolean;
  view_rates: boolean;
  view_client_contact: boolean;
  manage_opportunity: boolean;
  view_shortlist: boolean;
  open_settings: boolean;
  answer_invite: boolean;
}

export function projectAbilities(actor: ProjectActor, project: ProjectFacts): ProjectAbilities {
  const view = canViewProject(actor, project);
  if (!view) {
    // A pending invitee sees the accept-invite view only: nothing else is allowed.
    return {
      ...NO_ABILITIES,
      answer_invite: canAnswerInvite(actor, project),
    };
  }
  return {
    view,
    manage: canManageProject(actor, project),
    manage_owner: canManageOwner(actor, project),
    manage_payment: canManagePayment(actor, project),
    add_members: canAddTeamMembers(actor, project),
    manage_team: canManageTeam(actor, project),
    manage_cm_cso: canManageCmCso(actor, project),
    manage_timeline: canManageTimeline(actor, project),
    manage_documents: canManageDocuments(actor, project),
    add_client_documents: canAddClientDocuments(actor, project),
    view_rates: canViewRates(actor),
    view_client_contact: canViewClientContact(actor, project),
    manage_opportunity: canManageOpportunity(actor, project),
    view_shortlist: canViewShortlist(actor, project),
    open_settings: canOpenSettings(actor, project),
    answer_invite: canAnswerInvite(actor, project),
  };
}

export const NO_ABILITIES: ProjectAbilities = {
  view: false,
  manage: false,
  manage_owner: false,
  manage_payment: false,
  add_members: false,
  manage_team: false,
  manage_cm_cso: false,
  manage_timeline: false,
  manage_documents: false,
  add_client_documents: false,
  view_rates: false,
  view_client_contact: false,
  manage_opportunity: false,
  view_shortlist: false,
  open_settings: false,
  answer_invite: false,
};
