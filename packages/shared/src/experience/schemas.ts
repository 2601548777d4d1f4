import { z } from 'zod';
import { dbId, idParams, idRef } from '../api/ids.ts';
import { tooLong } from '../api/text.ts';
import { format } from '../messages/format.ts';
import { peopleMessages } from '../messages/people.ts';
import { skillSchema } from '../reference/schemas.ts';
import { DETAILS_MAX, END_YEARS_AHEAD, isValidLink, MIN_YEAR, type Period, periodIssues } from './rules.ts';

const M = peopleMessages.experience;

/** A required line of text: blank (or only spaces) gives `message`. */
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).nullable().optional();

const month = (required: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : M.invalidMonth),
    })
    .int(M.invalidMonth)
    .min(1, M.invalidMonth)
    .max(12, M.invalidMonth);

/** A year of either date, up to the year list's last; a start after this month is refused by `periodIssues`. */
const year = (required: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : M.invalidYear),
    })
    .int(M.invalidYear)
    .min(MIN_YEAR, M.invalidYear)
    .refine((value) => value <= new Date().getUTCFullYear() + END_YEARS_AHEAD, M.invalidYear);

/** start_month/start_year required; end_month/end_year required keys, both null for 'present'. */
const periodFields = {
  start_month: month(M.startRequired),
  start_year: year(M.startRequired),
  end_month: month(M.endRequired).nullable(),
  end_year: year(M.endRequired).nullable(),
};

/** An http(s) link, or nothing ('' and null both mean no link). */
const linkField = z
  .union([z.literal(''), z.string().trim().max(500, tooLong(500)).refine(isValidLink, M.invalidLink)])
  .nullable()
  .optional();

/** Skills by id (docs/api.md: `{ "id": 12 }`); plain ids are accepted too. */
export const skillRefs = z
  .array(z.union([dbId, idRef]), {
    error: M.unknownSkill,
  })
  .max(30, format(M.tooManySkills, { max: 30 }));

/** The ids of `skillRefs`, deduplicated. */
export function skillIds(refs: z.infer<typeof skillRefs> | undefined): number[] {
  return [...new Set((refs ?? []).map((ref) => (typeof ref === 'number' ? ref : ref.id)))];
}

const monthInRange = (value: unknown) => typeof value === 'number' && value >= 1 && value <= 12;

/** Adds the date rules of `periodIssues` to a body that has all four date fields. */
function withPeriodRules<T extends z.ZodRawShape>(shape: T) {
  return z
    .object(shape)
    .strict()
    .superRefine((body, ctx) => {
      const period = body as Period;
      if (!monthInRange(period.start_month)) return;
      if (period.end_month !== null && !monthInRange(period.end_month)) return;
      for (const issue of periodIssues(period)) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    });
}

// Work (Work, Work)
const workShape = {
  company: requiredText(M.companyRequired),
  position: requiredText(M.positionRequired),
  location: optionalText(200),
  details: requiredText(M.detailsRequired, DETAILS_MAX),
  ...periodFields,
  skills: skillRefs.optional(),
};
export const workBody = withPeriodRules(workShape);
/** PATCH: any subset; the dates are checked on the record as it would be after the change. */
export const workPatchBody = z.object(workShape).partial().strict();

// Education (Education, Education)
const educationShape = {
  institution: requiredText(M.institutionRequired),
  award: requiredText(M.awardRequired),
  details: optionalText(DETAILS_MAX),
  ...periodFields,
};
export const educationBody = withPeriodRules(educationShape);
export const educationPatchBody = z.object(educationShape).partial().strict();

/**
 * A profile project's category: done through Kazi (`kazi_project`, "{product}_project")
 * or elsewhere (`other`).
 */
export const PROFILE_PROJECT_CATEGORIES = ['kazi_project', 'other'] as const;
export type ProfileProjectCategory = (typeof PROFILE_PROJECT_CATEGORIES)[number];
export const PROFILE_PROJECT_CATEGORY_LABELS: Record<ProfileProjectCategory, string> = {
  kazi_project: 'Kazi project',
  other: 'Other project',
};

// Project on a profile (Project (profile), Profile project)
const projectShape = {
  title: requiredText(M.titleRequired),
  details: optionalText(DETAILS_MAX),
  category: z.enum(PROFILE_PROJECT_CATEGORIES, { error: M.invalidChoice }).optional(),
  ...periodFields,
  project_link: linkField,
  repository_link: linkField,
  skills: skillRefs.optional(),
};
export const profileProjectBody = withPeriodRules(projectShape);
export const profileProjectPatchBody = z.object(projectShape).partial().strict();

// Responses
const periodOut = {
  start_month: z.number().int(),
  start_year: z.number().int(),
  end_month: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
};

export const workSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  position: z.string(),
  location: z.string().nullable(),
  details: z.string(),
  ...periodOut,
  skills: z.array(skillSchema),
});
export type Work = z.infer<typeof workSchema>;

export const educationSchema = z.object({
  id: z.number().int(),
  institution: z.string(),
  award: z.string(),
  details: z.string().nullable(),
  ...periodOut,
});
export type Education = z.infer<typeof educationSchema>;

export const profileProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  category: z.enum(PROFILE_PROJECT_CATEGORIES),
  ...periodOut,
  project_link: z.string().nullable(),
  repository_link: z.string().nullable(),
  skills: z.array(skillSchema),
});
export type ProfileProject = z.infer<typeof profileProjectSchema>;

export const entryParams = idParams;
