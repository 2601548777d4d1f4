import { describe, expect, it } from 'vitest';
import { peopleMessages } from '../messages/people.ts';
import { securityMessages } from '../messages/security.ts';
import { disableTwoFactorForm } from './forms.ts';

describe('the disable two-factor form', () => {
  it('asks for the password and a code of either kind', () => {
    const empty = disableTwoFactorForm.safeParse({ password: '', code: ' ' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', peopleMessages.account.passwordRequired],
      ['code', securityMessages.twoFactor.codeRequired],
    ]);
    expect(disableTwoFactorForm.safeParse({ password: 'secret', code: 'abcd-efgh' }).success).toBe(true);
  });
});
