import type { ConvertCandidate } from '@kazi/shared/opportunities/convert';
import { teamMembersInput } from '@kazi/shared/team/schemas';
import type { FormIssues } from '@/lib/forms/issues-resolver.ts';

/** One candidate in the convert dialog: picked or not, with the hours and rates they join at. */
interface ConvertRow {
  id: number;
  name: string;
  picked: boolean;
  hours_per_week: number | string;
  payout_rate: number | string;
  client_rate: number | string;
}

export interface ConvertDraft {
  rows: ConvertRow[];
}

const RATE_FIELDS = ['hours_per_week', 'payout_rate', 'client_rate'] as const;

export function draftOf(candidates: readonly ConvertCandidate[]): ConvertDraft {
  return {
    rows: candidates.map((person) => ({
      id: person.id,
      name: person.display_name,
      picked: false,
      hours_per_week: '',
      payout_rate: '',
      client_rate: '',
    })),
  };
}

const picked = (draft: ConvertDraft) =>
  draft.rows.map((row, index) => ({ row, index })).filter((r) => r.row.picked);

const text = (value: number | string) =>
  value === '' ? undefined : typeof value === 'number' ? value : value.trim();

/** The `participation` rows of `PATCH projects/{id}/` for the people picked (the team's body). */
export function participationOf(draft: ConvertDraft) {
  return picked(draft).map(({ row }) => ({
    user: { id: row.id },
    payment_structure: {
      hours_per_week: text(row.hours_per_week),
      payout_rate: text(row.payout_rate),
      client_rate: text(row.client_rate),
    },
  }));
}

/**
 * The team's shared schema on the rows picked; each issue, or a server error
 * (`participation.{i}.payment_structure.payout_rate`, `participation.{i}.user`), back on its row.
 */
export function rowIssues(draft: ConvertDraft, errors?: Record<string, readonly string[]>): FormIssues {
  const chosen = picked(draft);
  const issues: FormIssues = {};
  const place = (position: number, field: string, message: string) => {
    const index = chosen[position]?.index;
    if (index === undefined) return;
    const key = (RATE_FIELDS as readonly string[]).includes(field) ? field : 'picked';
    issues[`rows.${index}.${key}`] ??= message;
  };
  if (errors) {
    for (const [path, messages] of Object.entries(errors)) {
      const match = /^participation\.(\d+)\.(?:payment_structure\.)?(\w+)/.exec(path);
      if (match && messages[0]) place(Number(match[1]), match[2] as string, messages[0]);
    }
    return issues;
  }
  const parsed = teamMembersInput.safeParse(participationOf(draft));
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const [position, ...rest] = issue.path;
    const field = String(rest[rest.length - 1] ?? 'user');
    place(Number(position), field, issue.message);
  }
  return issues;
}
