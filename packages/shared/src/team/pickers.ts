import { type Actor, can } from '../auth/permissions.ts';
import type { CandidateRole } from './schemas.ts';

/** Who may search which picker: developers for whoever adds members; the slots for staff-side roles. */
export function mayPick(actor: Actor, role: CandidateRole): boolean {
  if (role === 'developer')
    return can(actor, 'project.create_dedicated') || can(actor, 'project.manage_team');
  return can(actor, 'project.create_opportunity') || can(actor, 'project.manage_team');
}

/**
 * Staff-side roles (the slot pickers' users) find people by the start of their e-mail too; others
 * by name only, so that a search tells no one whether an address has an account (ADR 015).
 */
export function searchesEmails(actor: Actor): boolean {
  return mayPick(actor, 'owner');
}
