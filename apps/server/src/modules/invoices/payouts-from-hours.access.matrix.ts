import { approvedMonthMatrix, CREATES } from './months.access.matrix.ts';

/**
 * Payouts from approved hours: those who create payouts, and client managers (who review the
 * months), read the months; those who create payouts pay last month out.
 */
export const payoutsFromHoursMatrix = approvedMonthMatrix(
  '/api/invoices/payouts/from-hours/',
  [...CREATES, 'client_manager'],
  'payoutHoursProjectId',
);
