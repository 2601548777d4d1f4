import { describe, expect, it } from 'vitest';
import { topBarTitle } from './top-bar-title.ts';

describe('topBarTitle', () => {
  it.each([
    ['/projects', 'Projects'],
    ['/projects/12/pay/timesheets', 'Projects'],
    ['/payments/out', 'Payments'],
    ['/settings/account', 'Settings'],
    ['/tests', 'Tests'],
    ['/referral', 'Refer and Earn'],
    ['/community', 'Community Guide'],
    ['/outbox', 'Outbox'],
    ['/dashboard', 'Dashboard'],
    ['/', 'Dashboard'],
    ['/anything/else', 'Dashboard'],
  ])('%s → %s', (path, title) => expect(topBarTitle(path)).toBe(title));
});
