import { describe, expect, it } from 'vitest';
import { mailbox, recipientHash } from './limits.ts';

describe('mailbox', () => {
  it.each([
    ['Ana@Example.test', 'ana@example.test'],
    [' ana+1@example.test ', 'ana@example.test'],
    ['ana+a+b@example.test', 'ana@example.test'],
    ['+tag@example.test', '+tag@example.test'],
    ['not-an-address', 'not-an-address'],
  ])('%j counts as %j', (email, counted) => {
    expect(mailbox(email)).toBe(counted);
  });

  it('gives tagged addresses of one mailbox one limit key', () => {
    expect(recipientHash('ana+2@example.test')).toBe(recipientHash('ANA@example.test'));
    expect(recipientHash('ana@example.test')).not.toBe(recipientHash('anna@example.test'));
  });
});
