import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** Problems by the form's own paths (`team.members.0.payout_rate`), each with its message. */
export type FormIssues = Record<string, string>;

/**
 * A resolver for forms whose values are not the shared schema's body (a draft that keeps display
 * data, rows that hold text while typed): `check` runs the shared schema on the body the form
 * would send and brings each issue back to the field it belongs to.
 */
export function issuesResolver<T extends FieldValues>(check: (values: T) => FormIssues): Resolver<T> {
  return (values, _context, options) => {
    const issues = Object.entries(check(values));
    if (!issues.length) return { values, errors: {} };
    const errors: Record<string, FieldError> = Object.fromEntries(
      issues.map(([path, message]) => [path, { type: 'validate', message }]),
    );
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
