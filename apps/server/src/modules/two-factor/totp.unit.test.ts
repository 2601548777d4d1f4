import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashNewRecoveryCode, hashRecoveryCode, newTotpSecret, verifyTotp } from './totp.ts';

const now = () => Math.floor(Date.now() / 1000);

describe('verifyTotp', () => {
  it('answers the step of a valid code, once later than the last step used', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch: now() });
    const step = await verifyTotp(secret, code, null);
    expect(step).toBe(Math.floor(now() / 30));
    expect(await verifyTotp(secret, code, step)).toBeNull();
  });

  it('answers invalid, without throwing, when the last step used is ahead of the window', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch: now() });
    const ahead = Math.floor(now() / 30) + 10;
    await expect(verifyTotp(secret, code, ahead)).resolves.toBeNull();
  });
});

describe('recovery code hashes', () => {
  it('a new code hashes as the shared schema normalises what is typed back', () => {
    expect(hashNewRecoveryCode('abcd-efgh-jkmn-pqrs')).toBe(hashRecoveryCode('abcdefghjkmnpqrs'));
    expect(hashRecoveryCode('abcd-efgh-jkmn-pqrs')).not.toBe(hashRecoveryCode('abcdefghjkmnpqrs'));
  });
});
