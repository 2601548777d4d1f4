import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  disableTwoFactorBody,
  recoveryCode,
  secondFactorBody,
  totpCode,
  twoFactorRequiredFor,
} from './two-factor.ts';

describe('twoFactorRequiredFor', () => {
  it('requires admins and pay admins when the setting is on, nobody when it is off', () => {
    expect(twoFactorRequiredFor(['admin'], true)).toBe(true);
    expect(twoFactorRequiredFor(['pay_admin'], true)).toBe(true);
    expect(twoFactorRequiredFor(['staff', 'client_manager'], true)).toBe(false);
    expect(twoFactorRequiredFor(['developer'], true)).toBe(false);
    expect(twoFactorRequiredFor(['admin', 'pay_admin'], false)).toBe(false);
  });
});

describe('codes', () => {
  it('reads six digits, spaces allowed', () => {
    expect(totpCode.parse('123 456')).toBe('123456');
    expect(totpCode.safeParse('12345').success).toBe(false);
    expect(totpCode.safeParse('12345a').success).toBe(false);
  });

  it('normalises recovery codes: case, spaces and dashes do not matter', () => {
    expect(recoveryCode.parse(' ABCD-efgh jkmn-PQRS ')).toBe('abcdefghjkmnpqrs');
  });

  it('takes exactly one second factor', () => {
    expect(secondFactorBody.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(secondFactorBody.parse({ recovery_code: 'abcd-efgh' })).toEqual({ recovery_code: 'abcdefgh' });
    const both = secondFactorBody.safeParse({ code: '123456', recovery_code: 'abcd' });
    expect(both.error?.issues[0]?.message).toBe(MESSAGES.twoFactor.oneOfCodes);
    const none = secondFactorBody.safeParse({});
    expect(none.error?.issues[0]?.path).toEqual(['code']);
    expect(disableTwoFactorBody.safeParse({ code: '123456' }).success).toBe(false);
  });
});
