import { describe, expect, it } from 'vitest';
import { jobRoleOf } from './boss.ts';

describe('jobRoleOf: what a process does with jobs', () => {
  it('runs them and their schedules with JOBS=1, on either engine', () => {
    expect(jobRoleOf({ jobs: true, databaseUrl: null })).toBe('workers');
    expect(jobRoleOf({ jobs: true, databaseUrl: 'postgres://db/kazi' })).toBe('workers');
  });

  it('with JOBS=0 on PostgreSQL, hands them to the queue for the processes that run them', () => {
    expect(jobRoleOf({ jobs: false, databaseUrl: 'postgres://db/kazi' })).toBe('producer');
  });

  it('with JOBS=0 on PGlite, where no other process could run them, runs them inline', () => {
    expect(jobRoleOf({ jobs: false, databaseUrl: null })).toBeNull();
  });
});
