import { permissionsOf } from '@kazi/shared/auth/permissions';
import { describe, expect, it } from 'vitest';
import {
  allowedPayoutFilter,
  PLATFORM_FILTER_KEY,
  payoutListQuery,
  payoutSummaryQuery,
  readPlatformFilter,
} from './list-params.ts';

const developer = { id: 1, permissions: permissionsOf(['developer']) };
const staff = { id: 2, permissions: permissionsOf(['staff']) };

describe('payout list params (spec 001 §2)', () => {
  it('lets developers open all, pending and paid only', () => {
    expect(allowedPayoutFilter(developer, 'pending')).toBe('pending');
    expect(allowedPayoutFilter(developer, 'overdue')).toBeNull();
    expect(allowedPayoutFilter(staff, 'archived')).toBe('archived');
    expect(allowedPayoutFilter(staff, 'credit-notes')).toBeNull();
  });

  it('asks for the filter, the project, the platform and the page', () => {
    expect(payoutListQuery('pending', { page: 2, pageSize: 50 }, 7, 'iban')).toEqual({
      paid: 'false',
      project: 7,
      payment_method: 'iban',
      page: 2,
      page_size: 50,
    });
    expect(payoutSummaryQuery(null, null)).toEqual({ type: 'purchase' });
  });

  it('reads the kept platform filter, ignoring anything else', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === PLATFORM_FILTER_KEY ? value : null),
    });
    expect(readPlatformFilter(storage('payoneer'))).toBe('payoneer');
    expect(readPlatformFilter(storage('wise'))).toBeNull();
    expect(readPlatformFilter(null)).toBeNull();
  });
});
