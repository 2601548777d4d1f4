import { generate } from 'otplib';
import { expect } from 'vitest';
import type { TestClient } from '../../test/client.ts';

/** The TOTP code of `secret` `stepsAhead` 30-second steps from now (each code is accepted once). */
export function totpAt(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Sets two-factor sign-in up for the signed-in client: answers the secret and the recovery codes. */
export async function enrol(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/me/two-factor/setup/');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await client.post('/api/me/two-factor/confirm/', { code: await totpAt(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}
