import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A preview's token (ADR 035): the exact set a preview offered to pay, as (payout id, revision)
 * pairs, bound to the person who uploaded it and valid for PREVIEW_MINUTES, signed with the
 * installation's key. Nothing is stored: applying pays these pairs or nothing.
 */

export const PREVIEW_MINUTES = 30;

export interface PreviewClaim {
  actorId: number;
  expiresAt: number;
  pairs: [id: number, revision: number][];
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`payout-upload|${body}`).digest('base64url');

export function issuePreviewToken(key: Buffer, claim: PreviewClaim): string {
  const body = deflateRawSync(
    JSON.stringify({ a: claim.actorId, x: claim.expiresAt, p: claim.pairs.flat() }),
  ).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The claim, or null when the token is forged, damaged, another person's or expired. */
export function readPreviewToken(
  key: Buffer,
  token: string,
  actorId: number,
  now = Date.now(),
): PreviewClaim | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const data = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url')).toString('utf8')) as {
    a: number;
    x: number;
    p: number[];
  };
  if (data.a !== actorId || data.x < now) return null;
  const pairs: [number, number][] = [];
  for (let index = 0; index < data.p.length; index += 2)
    pairs.push([data.p[index] as number, data.p[index + 1] as number]);
  return { actorId: data.a, expiresAt: data.x, pairs };
}
