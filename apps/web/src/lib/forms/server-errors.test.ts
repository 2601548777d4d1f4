import { MESSAGES } from '@kazi/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors.ts';
import { applyServerErrors, placeServerErrors, serverAlert, serverFieldError } from './server-errors.ts';

type Values = { first_name: string; reason: string; members: { rate: string }[] };

describe('placing a 400 body on a form', () => {
  it('puts each field error under its field, nested keys by their last part, the rest apart', () => {
    const body = {
      first_name: ['Required'],
      'user.reason': ['Too long'],
      non_field_errors: ['Try again', 'Later'],
    };
    expect(placeServerErrors<Values>(body, ['first_name', 'reason'])).toEqual({
      placed: [
        { name: 'first_name', message: 'Required' },
        { name: 'reason', message: 'Too long' },
      ],
      rest: ['Try again', 'Later'],
    });
  });

  it('renames through a record and joins a field’s messages', () => {
    const body = { 'change_log.reason': ['Required', 'Too short'], title: ['Taken'] };
    expect(placeServerErrors<Values>(body, { 'change_log.reason': 'reason' })).toEqual({
      placed: [{ name: 'reason', message: 'Required Too short' }],
      rest: ['Taken'],
    });
  });

  it('renames through a function', () => {
    const rename = (key: string) => (key === 'user.reason' ? ('reason' as const) : undefined);
    expect(placeServerErrors<Values>({ 'user.reason': ['Long'], x: ['No'] }, rename)).toEqual({
      placed: [{ name: 'reason', message: 'Long' }],
      rest: ['No'],
    });
  });

  it('places array rows on the field array’s own paths', () => {
    expect(placeServerErrors<Values>({ 'members.1.rate': ['Too high'] }, ['members'])).toEqual({
      placed: [{ name: 'members.1.rate', message: 'Too high' }],
      rest: [],
    });
  });

  it('leaves the keys the caller shows itself', () => {
    const body = { image: ['Bad'], 'user.id_document': ['Missing'] };
    expect(placeServerErrors<Values>(body, ['first_name'], ['image', 'id_document'])).toEqual({
      placed: [],
      rest: [],
    });
  });

  it('sets the errors with the first focused, and nothing for other failures', () => {
    const setError = vi.fn();
    const error = new ApiError(400, { first_name: ['Required'], reason: ['Too long'] });
    applyServerErrors<Values>(error, setError, ['first_name', 'reason']);
    expect(setError.mock.calls).toEqual([
      ['first_name', { type: 'server', message: 'Required' }, { shouldFocus: true }],
      ['reason', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
    setError.mockClear();
    expect(applyServerErrors<Values>(new ApiError(500, { detail: 'x' }), setError, ['first_name'])).toEqual({
      placed: [],
      rest: [],
    });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('the alert above a form', () => {
  it('names a refused file type, another failure, or the messages no field showed', () => {
    expect(serverAlert(new ApiError(415, { detail: 'Unsupported' }), [])).toBe('Error:Unsupported');
    expect(serverAlert(new Error('offline'), [])).toBe(MESSAGES.generic.error);
    expect(serverAlert(new ApiError(400, { non_field_errors: ['A'] }), ['A', 'B'])).toBe('A B');
    expect(serverAlert(new ApiError(400, { first_name: ['A'] }), [])).toBeNull();
    expect(serverFieldError(new ApiError(400, { image: ['Too big', 'x'] }), 'image')).toBe('Too big');
  });
});
