import { describe, expect, it } from 'vitest';
import {
  removeFromShortlistForm,
  SHORTLIST_ACTION_MAX,
  SHORTLIST_REASON_MAX,
  shortlistActionBody,
  tooManyPeopleMessage,
} from './shortlist.ts';

const people = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

describe('the shortlist action body', () => {
  it(`takes up to ${SHORTLIST_ACTION_MAX} people in one action`, () => {
    expect(SHORTLIST_ACTION_MAX).toBe(100);
    expect(
      shortlistActionBody.safeParse({ action: 'add', users: people(SHORTLIST_ACTION_MAX) }).success,
    ).toBe(true);
  });

  it('refuses one more with a message that names the limit', () => {
    const parsed = shortlistActionBody.safeParse({ action: 'add', users: people(SHORTLIST_ACTION_MAX + 1) });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['users', 'Select at most 100 people at a time.'],
    ]);
    expect(tooManyPeopleMessage).toBe('Select at most 100 people at a time.');
  });

  it(`takes a remove reason of ${SHORTLIST_REASON_MAX} characters, not one more`, () => {
    const body = (reason: string) => ({ action: 'remove', users: people(1), reason });
    expect(shortlistActionBody.safeParse(body('x'.repeat(SHORTLIST_REASON_MAX))).success).toBe(true);
    expect(
      shortlistActionBody.safeParse(body('x'.repeat(SHORTLIST_REASON_MAX + 1))).error?.issues[0],
    ).toMatchObject({ path: ['reason'], message: 'Ensure this field has no more than 1000 characters.' });
  });
});

describe('the remove dialog form', () => {
  it('needs a reason of at most the API limit', () => {
    expect(removeFromShortlistForm.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'Please give a reason for removing them from the shortlist.',
    );
    expect(removeFromShortlistForm.safeParse({ reason: 'x'.repeat(SHORTLIST_REASON_MAX) }).success).toBe(
      true,
    );
    expect(removeFromShortlistForm.safeParse({ reason: 'x'.repeat(SHORTLIST_REASON_MAX + 1) }).success).toBe(
      false,
    );
  });
});
