import { approvedMonthMatrix, CREATES } from './months.access.matrix.ts';

/** Invoices from approved hours: those who create invoices read the months and invoice last month. */
export const invoiceFromHoursMatrix = approvedMonthMatrix(
  '/api/invoices/from-hours/',
  CREATES,
  'hoursProjectId',
);
