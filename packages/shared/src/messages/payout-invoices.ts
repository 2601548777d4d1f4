/**
 * Texts of payouts (spec 001 §2, §5; ADR 033, ADR 036): the payout form's rows, payouts from
 * approved hours and the payouts lists. `invoicesMessages` holds them where the screens read them
 * (`invoices.payoutForm`, `invoices.payoutsFromHours`, `payoutLists`); the refusals payouts share
 * with invoices stay in its `refusals`.
 */

/** The payout form's team-member rows (spec 001 §2, §5) and payout batches (ADR 036). */
export const payoutFormMessages = {
  createTitle: 'Create Payout',
  editTitle: 'Edit Payout',
  teamMember: 'Team member',
  amountInEur: 'Amount (in EUR)',
  addRow: 'Add team member',
  removeRow: 'Remove row {n}',
  selectTeamMember: 'Select team member',
  amountRequired: 'This field is required',
  duplicateMember: 'This team member already has a row.',
  rowsRequired: 'Add at least one team member with an amount.',
  notDeveloper: 'Select a developer of this project.',
  searchPlaceholder: 'Search team members',
  noMembers: 'No team member found',
  listError: 'Could not fetch results',
  created: 'Payouts created',
  updated: 'Payouts updated',
  confirmCreate: 'Create these payouts, one for each team member?',
  confirmEdit: 'Save the changes to these payouts?',
  staleBatch: 'These payouts changed since you opened them. Reload and try again.',
  batchLocked:
    'These payouts can no longer be edited together: one of them is approved, paid or archived, or the project is archived.',
} as const;

/** Payouts from approved hours (ADR 036): draft payouts per developer at their payout rates. */
export const payoutsFromHoursMessages = {
  action: 'Create payouts',
  dialogTitle: 'Payouts from approved hours',
  intro:
    'Each approved month becomes one draft payout per developer, in EUR: their hours at the payout rate in force on each day.',
  createFor: 'Create the draft payouts for {month}',
  title: 'Payouts for {month}',
  payouts: 'Payouts',
  margin: 'Margin',
  marginHint: 'Client amount − payouts, per currency (payouts are in EUR).',
  created: 'Draft payouts created from the approved hours of {month}.',
  monthPaidOut: 'This month’s payouts are already created.',
  monthNotApproved: 'Only approved months can be paid out.',
  confirmTitle: 'Create draft payouts?',
  confirm: 'Create draft payouts of {amount} for the approved hours of {month}?',
  errorTitle: 'The payouts were not created',
  paidOutIn: 'Payouts created',
} as const;

/** Outgoing payouts (spec 001 §2 Payouts table, Platform bar; ADR 033). */
export const payoutListsMessages = {
  title: 'Payouts',
  empty: 'No payouts have been created yet',
  filterTotal: 'Filter Total Payouts',
  filtersLabel: 'Payout filters',
  tableLabel: 'Payouts',
  columns: {
    number: 'Invoice No.',
    title: 'Title',
    client: 'Client',
    project: 'Project',
    freelancer: 'Freelancer',
    dateCreated: 'Date Created',
    amount: 'Amount (EUR)',
    dueDate: 'Due Date',
    status: 'Status',
    platform: 'Platform',
    actions: 'Actions',
  },
  subtotal: 'Subtotal',
  nil: 'Nil',
  selectAll: 'Select all payouts on this page',
  payoneerInactive:
    "Your Payoneer account is inactive, and payment can't be processed. Kindly update your PSP",
  markedAsPaid: 'Payout marked as paid',
  platformBar: {
    label: 'Payment platforms',
    total: '{platform}: {amount}',
    filter: 'Payout filter',
    allPlatforms: 'All platforms',
    none: 'No platform yet',
  },
  confirm: {
    approve: 'Approve this payout?',
    mark_as_paid: 'Mark this payout as paid?',
    archive: 'Archive this payout?',
  },
} as const;
