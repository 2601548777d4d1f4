import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CsrfTokens } from './csrf.ts';

const tokens = new CsrfTokens(randomBytes(32));

describe('CsrfTokens', () => {
  it('verifies a token for the binding it was minted for', () => {
    const token = tokens.issue('session-a');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tokens.verify(token, 'session-a')).toBe(true);
  });

  it('mints a different token every time', () => {
    expect(tokens.issue('session-a')).not.toBe(tokens.issue('session-a'));
  });

  it('fails for another binding (another session, or anonymous)', () => {
    const token = tokens.issue('session-a');
    expect(tokens.verify(token, 'session-b')).toBe(false);
    expect(tokens.verify(token, 'anonymous')).toBe(false);
    expect(tokens.verify(tokens.issue('anonymous'), 'session-a')).toBe(false);
  });

  it('still fails for another binding once verified for its own (verified tokens are remembered)', () => {
    const token = tokens.issue('session-a');
    expect(tokens.verify(token, 'session-a')).toBe(true);
    expect(tokens.verify(token, 'session-a')).toBe(true);
    expect(tokens.verify(token, 'session-b')).toBe(false);
    expect(tokens.verify(token, 'session-a')).toBe(true);
  });

  it('fails for a token minted with another secret', () => {
    const other = new CsrfTokens(randomBytes(32));
    expect(tokens.verify(other.issue('session-a'), 'session-a')).toBe(false);
  });

  it('fails for a tampered mac or nonce', () => {
    const [nonce, mac] = tokens.issue('session-a').split('.') as [string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    expect(tokens.verify(`${nonce}.${flip(mac)}`, 'session-a')).toBe(false);
    expect(tokens.verify(`${flip(nonce)}.${mac}`, 'session-a')).toBe(false);
    expect(tokens.verify(`${nonce}.${mac.slice(0, -1)}`, 'session-a')).toBe(false);
  });

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['without a dot', 'abcdef'],
    ['without a mac', 'abcdef.'],
    ['without a nonce', '.abcdef'],
    ['a lone dot', '.'],
  ])('fails for a token %s', (_label, token) => {
    expect(tokens.verify(token, 'session-a')).toBe(false);
  });

  it('fails for a valid token with extra parts', () => {
    expect(tokens.verify(`${tokens.issue('session-a')}.extra`, 'session-a')).toBe(false);
  });

  it('fails for an over-long token without computing anything', () => {
    const [nonce, mac] = tokens.issue('session-a').split('.') as [string, string];
    expect(tokens.verify(`${nonce}${'x'.repeat(200)}.${mac}`, 'session-a')).toBe(false);
    expect(tokens.verify('x'.repeat(10_000), 'session-a')).toBe(false);
  });
});
