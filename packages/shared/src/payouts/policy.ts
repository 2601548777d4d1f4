import { type Actor, can } from '../auth/permissions.ts';

/**
 * Who sees what of a person's payout methods. The owner manages their own; people with
 * `payout_methods.view_any` (admin, pay admin, staff) see anyone's, with account numbers and
 * e-mails masked unless they also hold `payout_methods.view_full` (pay admins only).
 */
export function canViewPayoutMethodsOf(actor: Actor, ownerId: number): boolean {
  if (actor.id === ownerId) return can(actor, 'payout_methods.manage_own');
  return can(actor, 'payout_methods.view_any');
}

/** Whole account numbers: the owner and pay admins; everyone else sees them masked. */
export function seesFullAccount(actor: Actor, ownerId: number): boolean {
  return actor.id === ownerId || can(actor, 'payout_methods.view_full');
}

/** The owner changes their own methods (connect, change, make default); nobody else does. */
export function canManagePayoutMethodsOf(actor: Actor, ownerId: number): boolean {
  return actor.id === ownerId && can(actor, 'payout_methods.manage_own');
}

/** Confirming a Payoneer account whose setup was checked: pay admins (with the manual provider). */
export function canActivatePayoutAccount(actor: Actor): boolean {
  return can(actor, 'payout_methods.view_full');
}
