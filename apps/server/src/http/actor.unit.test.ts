import { describe, expect, it } from 'vitest';
import { requireActor } from './actor.ts';
import { AppError } from './errors.ts';
import type { SessionActor } from './session.ts';

describe('requireActor', () => {
  it('returns the signed-in actor', () => {
    const actor = { id: 7 } as SessionActor;
    expect(requireActor({ actor })).toBe(actor);
  });

  it('answers 401 when nobody is signed in', () => {
    const error = (() => {
      try {
        requireActor({ actor: null });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(401);
  });
});
