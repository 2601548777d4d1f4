import { type Actor, can } from '../auth/permissions.ts';

/**
 * A project's Pay tab (spec §2.8): its sections and where `/projects/{id}/pay` leads. Payments
 * are for clients and staff (`payments.view_incoming`), payouts for everyone but clients
 * (`payouts.view`), timesheets for everyone who may open the project.
 */

const PAY_SECTIONS = ['payments', 'payouts', 'timesheets'] as const;
export type PaySection = (typeof PAY_SECTIONS)[number];

/** Whether the actor sees one section of the Pay tab. */
export function canSeePaySection(actor: Actor, section: PaySection): boolean {
  if (section === 'payments') return can(actor, 'payments.view_incoming');
  if (section === 'payouts') return can(actor, 'payouts.view');
  return true;
}

/** The sections the actor sees, in the tab bar's order. */
export function paySections(actor: Actor): PaySection[] {
  return PAY_SECTIONS.filter((section) => canSeePaySection(actor, section));
}

/**
 * Where the Pay tab opens, under `/projects/{id}/pay/`: developers (payouts but not incoming
 * payments) their payouts, clients (incoming payments but not payouts) their payments, everyone
 * else (staff, who see both) the timesheets.
 */
export function payHome(actor: Actor): 'payouts/all' | 'payments/all' | 'timesheets' {
  const payments = canSeePaySection(actor, 'payments');
  const payouts = canSeePaySection(actor, 'payouts');
  if (payouts && !payments) return 'payouts/all';
  if (payments && !payouts) return 'payments/all';
  return 'timesheets';
}
