import { describe, expect, it } from 'vitest';
import { canDownloadFile } from './policy.ts';

describe('canDownloadFile', () => {
  it('lets the uploader and admins read a file, nobody else', () => {
    const file = { ownerId: 7 };
    expect(canDownloadFile({ id: 7, roles: ['developer'] }, file)).toBe(true);
    expect(canDownloadFile({ id: 8, roles: ['admin'] }, file)).toBe(true);
    expect(canDownloadFile({ id: 8, roles: ['developer', 'client'] }, file)).toBe(false);
    expect(canDownloadFile({ id: 8, roles: ['developer'] }, { ownerId: null })).toBe(false);
  });
});
