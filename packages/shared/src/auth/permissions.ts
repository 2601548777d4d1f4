import type { Role } from './roles.ts';

/**
 * The typed permission registry: every global ability a role can grant, with where the spec
 * states it. Record-level rules (is this user on this project?) live in each domain's policy.ts.
 * docs/permissions.md is generated from this file (`npm run docs:permissions`).
 */
export const PERMISSIONS = {
  // Shell and navigation
  'dashboard.view': 'Open the dashboard',
  'referral.view': 'See Refer and Earn (developers only)',
  'community.view': 'See the Community Guide (hidden from clients)',
  'terms.must_agree': 'Must agree to the latest terms (developers and clients)',

  // Projects
  'project.create_dedicated': 'Create a dedicated-developer project (new-item menu)',
  'project.create_opportunity': 'Create an opportunity (new-item menu)',
  'projects.view_all': "Use 'Show all projects' to see projects one is not part of",
  'projects.view_opportunities': 'Open the Opportunities lists (hidden from clients and developers)',
  'project.manage_any': 'Edit title, description, dates, payment; convert; archive any project',
  'project.manage_team': 'Edit any team: members, hours, rates, update switches',
  'project.manage_cm_cso': 'Add or remove the client manager and client support officer',
  'project.manage_timeline': 'Add and edit milestones and the timeline',
  'project.manage_documents': 'Upload and delete documents on any project',
  'project.view_client_contact': 'See client contact details',
  'project.view_rates': 'See payout and client rates of team members',
  'opportunity.manage': 'Opportunity settings, Convert to Project, shortlist management',
  'opportunity.view_shortlist': 'See the Shortlist and Talent Pool tabs',
  'opportunity.share_shortlist':
    "Share an opportunity's shortlist with the client; see its links and the client's answers",
  'talent_pool.view': 'Browse the talent pool',
  'tests.manage': "Record developers' test results and mark developers vetted (Tests)",

  // Timesheets and reports
  'timesheets.log_own': 'Log own hours on projects one participates in',
  'timesheets.review': 'Approve or reject a month of hours; correct a month not yet approved',
  'timesheets.reopen': 'Re-open an approved month of hours (admins only)',
  'timesheets.export': 'Download a month of hours as xlsx or CSV (staff and clients)',
  'reports.view_overdue': 'See overdue reports (clients never do)',
  'reports.view_internal_events': 'See cm, internal and developer-rating events',
  'reports.configure': 'Configure a project’s report schedule',

  // Payments and payouts
  'payments.view_incoming': 'See incoming client payments',
  'invoices.view_drafts':
    "See draft invoices (Kazi's side; clients see an invoice once it is sent for approval)",
  'payouts.view': 'See payouts (clients cannot)',
  'payments.view_all_statuses': 'Filter by overdue and archived (developers see all, pending, paid)',
  'payments.view_expected': 'See the Expected summary (finance only)',
  'invoices.create': 'Create invoices, credit notes, commitments and payouts',
  'invoices.edit': 'Edit and delete unpaid, unsent invoices',
  'invoices.finalize': 'Generate invoices, mark paid, send reminders, archive',
  'invoices.approve': 'Approve or reject pending payments',
  'payouts.approve_draft': 'Approve or reject draft payouts',
  'invoices.bulk': 'Bulk actions on invoices and payouts',
  'payments.export': 'Export incoming payments as CSV (admins and finance)',
  'payouts.export': 'Export payouts as CSV, download and upload payout sheets',
  'payouts.filter_platform': 'Filter payouts by payment platform',

  // Settings and people
  'profile.edit_developer': 'Edit the developer profile and its share link',
  'payout_methods.manage_own': 'Connect payout methods',
  'payout_methods.view_any': 'See any talent’s payout methods (account numbers masked)',
  'payout_methods.view_full': 'See payout account numbers in full; confirm pending Payoneer accounts',
  'company.edit_own': 'Edit one’s company profile and details',
  'account.invoice_email': 'Set the admin invoice e-mail',
  'invites.send_developer': 'Invite developers and see one’s pending invites',
  'invites.send_any_type': 'Invite every user type',
  'invites.see_existing_accounts': 'Be told that an invited e-mail already has an account (others are not)',
  'users.manage': 'List, deactivate and reactivate users; create clients',
  'mail.view_outbox': 'Read the outgoing mail log',
} as const;

export type Permission = keyof typeof PERMISSIONS;

const everyone: Permission[] = ['dashboard.view'];
/** What a person does for themselves as a talent or a client; admins are neither. */
const personal: Permission[] = [
  'terms.must_agree',
  'referral.view',
  'timesheets.log_own',
  'profile.edit_developer',
  'payout_methods.manage_own',
  'company.edit_own',
];
/** Payout account numbers in full: the owner and pay admins only, not admins (docs/permissions.md). */
const financeOnly: Permission[] = ['payout_methods.view_full'];
const talent: Permission[] = [
  'reports.view_overdue',
  'timesheets.log_own',
  'profile.edit_developer',
  'payout_methods.manage_own',
  'payouts.view',
];
const staffSide: Permission[] = [
  'community.view',
  'projects.view_opportunities',
  'opportunity.view_shortlist',
  'talent_pool.view',
  'reports.view_overdue',
  'reports.view_internal_events',
  'payments.view_incoming',
  'invoices.view_drafts',
  'payouts.view',
  'payments.view_all_statuses',
  'invites.send_developer',
  'invites.see_existing_accounts',
];

/**
 * Role → permissions. Least privilege where the spec is silent; every such choice is listed in
 * docs/permissions.md under "Interpretations".
 */
export const ROLE_PERMISSIONS = {
  admin: (Object.keys(PERMISSIONS) as Permission[]).filter(
    (permission) => !personal.includes(permission) && !financeOnly.includes(permission),
  ),
  pay_admin: [
    ...everyone,
    ...staffSide,
    'projects.view_all',
    'project.view_rates',
    'payments.view_expected',
    'invoices.create',
    'invoices.edit',
    'invoices.finalize',
    'invoices.bulk',
    'payments.export',
    'payouts.export',
    'payouts.filter_platform',
    'payout_methods.view_any',
    'payout_methods.view_full',
    'timesheets.export',
  ],
  staff: [
    ...everyone,
    ...staffSide,
    'project.create_dedicated',
    'project.create_opportunity',
    'projects.view_all',
    'project.manage_any',
    'project.manage_team',
    'project.manage_timeline',
    'project.manage_documents',
    'project.view_client_contact',
    'project.view_rates',
    'opportunity.manage',
    'tests.manage',
    'opportunity.share_shortlist',
    'timesheets.review',
    'timesheets.export',
    'invoices.create',
    'payouts.approve_draft',
    'payout_methods.view_any',
  ],
  space_lead: [...everyone, ...talent, ...staffSide, 'projects.view_all'],
  client_manager: [
    ...everyone,
    ...staffSide,
    'project.create_dedicated',
    'project.create_opportunity',
    'opportunity.share_shortlist',
    'timesheets.review',
    'timesheets.export',
    'payouts.approve_draft',
    'company.edit_own',
  ],
  client_support_officer: [...everyone, ...staffSide, 'company.edit_own', 'timesheets.export'],
  client: [
    ...everyone,
    'terms.must_agree',
    'project.create_dedicated',
    'reports.configure',
    'payments.view_incoming',
    'payments.view_all_statuses',
    'invoices.approve',
    'timesheets.export',
    'company.edit_own',
    'account.invoice_email',
    'invites.send_developer',
  ],
  developer: [...everyone, ...talent, 'terms.must_agree', 'referral.view', 'community.view'],
  designer: [...everyone, ...talent, 'terms.must_agree', 'referral.view', 'community.view'],
} satisfies Record<Role, Permission[]>;

/** Each set of roles' permissions, worked out once: every request's actor asks for them. */
const permissionsByRoles = new Map<string, readonly Permission[]>();

export function permissionsOf(roles: readonly Role[]): readonly Permission[] {
  const key = roles.join(',');
  let permissions = permissionsByRoles.get(key);
  if (!permissions) {
    const granted = new Set<Permission>();
    for (const role of roles) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
    permissions = Object.freeze([...granted].sort());
    permissionsByRoles.set(key, permissions);
  }
  return permissions;
}

/** The shape every actor has: the server's session user and the web app's verified user. */
export interface Actor {
  id: number;
  permissions: readonly Permission[];
}

/** A list of permissions as a set, made once per list (the lists permissionsOf hands out are shared). */
const grantedSets = new WeakMap<readonly Permission[], ReadonlySet<Permission>>();

function grantedSetOf(permissions: readonly Permission[]): ReadonlySet<Permission> {
  let granted = grantedSets.get(permissions);
  if (!granted) {
    granted = new Set(permissions);
    grantedSets.set(permissions, granted);
  }
  return granted;
}

export function can(actor: Actor | null | undefined, permission: Permission): boolean {
  return actor ? grantedSetOf(actor.permissions).has(permission) : false;
}
