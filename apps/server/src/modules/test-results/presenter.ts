import type { TestPerson, TestResult } from '@kazi/shared/test-results/schemas';
import { avatarUrl } from '../users/presenter.ts';
import type { TestResultRow } from './repository.ts';

function nameOf(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

export function presentTestPerson(person: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  avatarFileId: number | null;
}): TestPerson {
  return { id: person.id, display_name: nameOf(person), avatar_url: avatarUrl(person.avatarFileId) };
}

export function presentTestResult(row: TestResultRow): TestResult {
  const { result } = row;
  return {
    id: result.id,
    user: presentTestPerson(row.user),
    title: result.title,
    score: result.score,
    taken_on: result.takenOn,
    reviewer: row.reviewer ? { id: row.reviewer.id, display_name: nameOf(row.reviewer) } : null,
    notes: result.notes,
    created_at: result.createdAt.toISOString(),
  };
}

/** A result on a profile, every field (the route narrows it with `profileTestResult`). */
export function presentProfileTestResult(row: TestResultRow) {
  const full = presentTestResult(row);
  return {
    id: full.id,
    title: full.title,
    score: full.score,
    taken_on: full.taken_on,
    reviewer: full.reviewer,
    notes: full.notes,
  };
}
