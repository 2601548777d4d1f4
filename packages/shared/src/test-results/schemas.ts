import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId, idParams } from '../api/ids.ts';
import { pageQuery } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { testsMessages } from '../messages/tests.ts';
import { todayIso } from '../projects/rules.ts';
import { TEST_SCORE_MAX, TEST_SCORE_MIN } from './rules.ts';

const T = testsMessages.tests;

export const TEST_TITLE_MAX = 200;
export const TEST_NOTES_MAX = 2000;

const personRef = z.object({ id: z.number().int(), display_name: z.string() });

/** One test result as the Tests page shows it (`test-results/`, `tests.manage`). */
export const testResultSchema = z.object({
  id: z.number().int(),
  user: personRef.extend({ avatar_url: z.string().nullable() }),
  title: z.string(),
  score: z.number().int(),
  taken_on: z.string(),
  reviewer: personRef.nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type TestResult = z.infer<typeof testResultSchema>;

/** A score: a whole number from 0 to 100. */
const testScore = z
  .number({ error: T.scoreRange })
  .int(T.scoreRange)
  .min(TEST_SCORE_MIN, T.scoreRange)
  .max(TEST_SCORE_MAX, T.scoreRange);

/** The day of the test: a real date, 1900–2099 (the API's rule), not after today (UTC). */
export const testDay = (today: () => string = todayIso) =>
  dateSchema().refine((day) => day <= today(), T.dateInFuture);

const title = z
  .string({ error: T.titleRequired })
  .trim()
  .min(1, T.titleRequired)
  .max(TEST_TITLE_MAX, tooLong(TEST_TITLE_MAX));

/** Notes are optional: an empty text is stored as none. */
const notes = z
  .string()
  .trim()
  .max(TEST_NOTES_MAX, tooLong(TEST_NOTES_MAX))
  .transform((value) => (value === '' ? null : value))
  .nullable();

const userRef = z.object({ id: dbId }, { error: T.developerRequired }).strict();
const reviewerRef = z.object({ id: dbId }).strict().nullable();

/** POST test-results/. */
export const testResultCreateBody = z
  .object({
    user: userRef,
    title,
    score: testScore,
    taken_on: testDay(),
    reviewer: reviewerRef.optional(),
    notes: notes.optional(),
  })
  .strict();
export type TestResultCreateBody = z.input<typeof testResultCreateBody>;

/** PATCH test-results/{id}/: any of the fields. */
export const testResultPatchBody = z
  .object({
    user: userRef.optional(),
    title: title.optional(),
    score: testScore.optional(),
    taken_on: testDay().optional(),
    reviewer: reviewerRef.optional(),
    notes: notes.optional(),
  })
  .strict();
export type TestResultPatchBody = z.input<typeof testResultPatchBody>;

/** GET test-results/?user=&search=: newest first (date, then id), 20 a page. */
export const testResultsQuery = pageQuery.extend({
  user: dbId.optional(),
  search: z.string().trim().max(100).optional(),
});
export type TestResultsQuery = z.infer<typeof testResultsQuery>;

export const testResultParams = idParams;

/** GET test-results/people/?role=developer|reviewer&search=: the form's pickers. */
const TEST_PEOPLE_ROLES = ['developer', 'reviewer'] as const;
export const testPeopleQuery = pageQuery.extend({
  role: z.enum(TEST_PEOPLE_ROLES),
  search: z.string().trim().max(100).optional(),
});
export const testPersonSchema = personRef.extend({ avatar_url: z.string().nullable() });
export type TestPerson = z.infer<typeof testPersonSchema>;

/** PATCH devprofile/{id}/: vetting (`tests.manage`). */
export const vettingBody = z.object({ is_vetted: z.boolean({ error: 'Must be true or false.' }) }).strict();
