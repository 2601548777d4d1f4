import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import {
  decodeUid,
  encodeUid,
  newPassword,
  passwordChangeBody,
  passwordProblems,
  passwordResetBody,
} from './passwords.ts';

const P = MESSAGES.passwords;

describe('passwordProblems', () => {
  it.each([
    ['7 characters', 'abcdefg', [P.tooShort]],
    ['8 characters', 'kazi-dev', []],
    ['128 characters', `${'x'.repeat(127)}y`, []],
    ['129 characters', 'x'.repeat(129), [P.tooLong]],
    ['a common password', 'password1', [P.common]],
    ['a common password in capitals', 'PassWord1', [P.common]],
    ['only digits and common', '12345678', [P.common, P.numeric]],
    ['only digits', '90817263', [P.numeric]],
    ['a passphrase', 'correct horse battery staple', []],
    ['spaces count as characters', '        ', []],
  ])('%s', (_label, password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

describe('common passwords', () => {
  it('ships about a thousand, in lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('kazi-platform-2026')).toBe(false);
  });
});

describe('schemas', () => {
  it('a new password is required and judged', () => {
    expect(newPassword.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.account.passwordRequired,
    ]);
    expect(newPassword.safeParse('letmein1').success).toBe(false);
  });

  it('password change needs matching new passwords and refuses unknown keys', () => {
    const ok = passwordChangeBody.safeParse({
      old_password: 'x',
      new_password1: 'a fine password',
      new_password2: 'a fine password',
    });
    expect(ok.success).toBe(true);
    const bad = passwordChangeBody.safeParse({
      old_password: 'x',
      new_password1: 'a fine password',
      new_password2: 'another',
      is_admin: true,
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([['new_password2', P.mismatch]]),
    );
    expect(bad.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });

  it('reset lower-cases and checks the email', () => {
    expect(passwordResetBody.parse({ email: ' Amina@Example.TEST ' })).toEqual({
      email: 'amina@example.test',
    });
    expect(passwordResetBody.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      MESSAGES.auth.emailInvalid,
    );
  });
});

describe('uid', () => {
  it.each([1, 12, 4096, 2_147_483_647])('round-trips %i', (id) => {
    expect(decodeUid(encodeUid(id))).toBe(id);
  });

  it('encodes like Django (base64url of the id, no padding)', () => {
    expect(encodeUid(12)).toBe('MTI');
  });

  it.each(['', 'MA', '!!', 'YWJj', 'LTE', 'x'.repeat(41), 'OTk5OTk5OTk5OTk5'])('refuses %s', (uid) => {
    expect(decodeUid(uid)).toBeNull();
  });
});
