import { describe, expect, it } from 'vitest';
import { promptWaitsOn } from './prompt-state.ts';

describe('terms prompt: one decision at a time', () => {
  it('waits on the accept-invite page and nowhere else', () => {
    expect(promptWaitsOn('/projects/12/accept_invite')).toBe(true);
    expect(promptWaitsOn('/projects/12/accept_invite/')).toBe(true);
    expect(promptWaitsOn('/projects/12/pay')).toBe(false);
    expect(promptWaitsOn('/dashboard')).toBe(false);
  });
});
