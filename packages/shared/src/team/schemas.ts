import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId, idParams, idRef, MAX_DB_ID } from '../api/ids.ts';
import { pageQuery } from '../api/pagination.ts';
import { tooLong } from '../api/text.ts';
import { weeklyHoursInput } from '../hours/schemas.ts';
import { coreMessages } from '../messages/core.ts';
import { projectsMessages } from '../messages/projects.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { MAX_HOURLY_RATE_MINOR, parseMoney } from '../money/money.ts';
import { PARTICIPATION_STATUSES, parseUpdateDays } from './rules.ts';

const T = projectsMessages.team;

/** `YYYY-MM-DD`: a real calendar day inside the API's date range (api/dates.ts). */
export const isoDay = dateSchema();

/** `{ "id": 12 }`: a reference to a person (docs/api.md, nested references on input). */
const userRefInput = idRef;

/** A decimal amount `"25.00"` (or a number) of at most two decimals, ≥ 0 → minor units. */
const rateInput = z.union([z.string(), z.number()], { error: T.detailsRequired }).transform((value, ctx) => {
  const negative = typeof value === 'number' ? value < 0 : value.trim().startsWith('-');
  const minor = parseMoney(value);
  if (negative) ctx.addIssue({ code: 'custom', message: T.notNegative });
  else if (minor === null || minor > MAX_HOURLY_RATE_MINOR)
    ctx.addIssue({ code: 'custom', message: T.invalidAmount });
  return minor ?? 0;
});

/** `payment_structure` of a team member: every part is required. */
const paymentStructureInput = z
  .object(
    {
      hours_per_week: weeklyHoursInput(T.detailsRequired),
      payout_rate: rateInput,
      client_rate: rateInput,
    },
    { error: T.detailsRequired },
  )
  .strict();

/** What the server works with for one member: ids and minor units, never floats of money. */
export interface TeamMember {
  userId: number;
  /** Hours per week in whole hundredths of an hour (hours/hours.ts). */
  weeklyHundredths: number;
  payoutRateMinor: number;
  clientRateMinor: number;
  /** `YYYY-MM-DD` a rate change applies from; today when left out. */
  effectiveFrom?: string;
}

/**
 * One entry of `participation` (Update project, and the create wizard's team step):
 * `{ user: {id}, payment_structure: { hours_per_week, payout_rate, client_rate }, effective_from? }`.
 * A member without its details answers 'Team member(s) details required'.
 */
const teamMemberInput = z
  .object(
    {
      user: z.object({ id: dbId }, { error: T.detailsRequired }).strict(),
      payment_structure: paymentStructureInput,
      effective_from: isoDay.optional(),
    },
    { error: T.detailsRequired },
  )
  .strict()
  .transform(
    (member): TeamMember => ({
      userId: member.user.id,
      weeklyHundredths: member.payment_structure.hours_per_week,
      payoutRateMinor: member.payment_structure.payout_rate,
      clientRateMinor: member.payment_structure.client_rate,
      ...(member.effective_from ? { effectiveFrom: member.effective_from } : {}),
    }),
  );
export type TeamMemberInput = z.input<typeof teamMemberInput>;

/** Team members of one request; a person listed twice is refused. */
export const teamMembersInput = z
  .array(teamMemberInput)
  .max(500)
  .superRefine((members, ctx) => {
    const seen = new Set<number>();
    members.forEach((member, index) => {
      if (seen.has(member.userId)) {
        ctx.addIssue({ code: 'custom', path: [index, 'user'], message: T.duplicateMember });
      }
      seen.add(member.userId);
    });
  });

/** A project slot on input: `{ id }` fills it, `null` empties it. */
const slotInput = userRefInput.nullable();

/**
 * The team part of PATCH projects/{id}/ (composed into projectPatchBody in project-patch.ts):
 * owner, cm, cso and participation (add members, or change their hours and rates from a date).
 */
export const teamPatchFields = {
  owner: slotInput.optional(),
  cm: slotInput.optional(),
  cso: slotInput.optional(),
  participation: teamMembersInput.optional(),
};

/**
 * The team part of `POST projects/` (composed in project-create.ts): the same slots and developers
 * with hours and rates (staff only) as on PATCH.
 */
export const teamCreateFields = { ...teamPatchFields };

// ---------------------------------------------------------------------------------------------
// Responses

/** A person as the team lists show them. */
const teamUserSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

/** One effective-dated row of a member's hours and rates (money as decimal strings). */
const rateRowSchema = z.object({
  id: z.number().int(),
  effective_from: z.string(),
  hours_per_week: z.number(),
  payout_rate: z.string(),
  client_rate: z.string(),
  /** rate / 5 × hours per week × 22 of the client rate, in the project's currency. */
  expected_monthly_total: z.string(),
  /** The same of the payout rate, in EUR. */
  expected_monthly_payout: z.string(),
  created_at: z.string(),
  created_by: teamUserSchema.nullable(),
});
export type RateRow = z.infer<typeof rateRowSchema>;

const participationAbilitiesSchema = z.object({
  edit_updates: z.boolean(),
  edit_rates: z.boolean(),
  remove: z.boolean(),
  accept: z.boolean(),
  remind: z.boolean(),
});

/**
 * A team member (Participation). Rates (`payout_rate`, `client_rate`,
 * `expected_monthly_total`, `rates`) are null for people without `project.view_rates`, except
 * that members see their own payout rate.
 */
const participationSchema = z.object({
  id: z.number().int(),
  user: teamUserSchema,
  status: z.enum(PARTICIPATION_STATUSES),
  status_display: z.enum(['Pending', 'Active']),
  display_type: z.string(),
  hours_per_week: z.number(),
  payout_rate: z.string().nullable(),
  client_rate: z.string().nullable(),
  expected_monthly_total: z.string().nullable(),
  expected_monthly_payout: z.string().nullable(),
  /** The day the rate in effect today applies from. */
  effective_from: z.string().nullable(),
  updates_enabled: z.boolean(),
  update_days: z.string(),
  /** What the per-member switch shows: updates enabled and project notifications not disabled. */
  updates_on: z.boolean(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  rates: z.array(rateRowSchema).nullable(),
  abilities: participationAbilitiesSchema,
});
export type Participation = z.infer<typeof participationSchema>;

/** GET projects/{id}/team/: the slots, the members, and what the caller may change. */
export const projectTeamSchema = z.object({
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    category: z.string(),
    currency: z.enum(CURRENCIES),
    archived: z.boolean(),
    notifications_disabled: z.boolean(),
  }),
  owner: teamUserSchema.nullable(),
  cm: teamUserSchema.nullable(),
  cso: teamUserSchema.nullable(),
  participation: z.array(participationSchema),
  abilities: z.object({
    add_members: z.boolean(),
    edit_rates: z.boolean(),
    view_rates: z.boolean(),
    set_owner: z.boolean(),
    /** May search every client for the owner picker (staff-side roles; an owner sets it by id). */
    pick_owner: z.boolean(),
    set_cm_cso: z.boolean(),
    edit_updates: z.boolean(),
    remind: z.boolean(),
  }),
});
export type ProjectTeam = z.infer<typeof projectTeamSchema>;

// ---------------------------------------------------------------------------------------------
// participation/{id}/

/**
 * PATCH participation/{id}/: one of `{ updates_enabled }`,
 * `{ day_selection_for_updates: true, update_days: "0,2,4" }` or `{ status: "accepted" }`.
 */
export const participationPatchBody = z
  .object({
    updates_enabled: z.boolean().optional(),
    day_selection_for_updates: z.boolean().optional(),
    update_days: z
      .string()
      .max(20)
      .optional()
      .refine((value) => value === undefined || parseUpdateDays(value) !== null, {
        message: T.updateDaysInvalid,
      })
      .refine((value) => value === undefined || (parseUpdateDays(value)?.length ?? 1) > 0, {
        message: T.updateDaysRequired,
      }),
    status: z.literal('accepted', { error: T.invalidChoice }).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: coreMessages.api.required,
  });
export type ParticipationPatchBody = z.infer<typeof participationPatchBody>;

export const participationParams = idParams;
export const projectParams = idParams;

/** POST projects/{id}/remind/: every pending invitee, or one. */
export const remindBody = z.object({ remind_user_id: dbId.optional() }).strict();

/** POST projects/{id}/question/ ('The ask question field is required'). */
export const questionBody = z
  .object({
    body: z.string({ error: T.questionRequired }).trim().min(1, T.questionRequired).max(5000, tooLong(5000)),
  })
  .strict();

export const messageResponse = z.object({ message: z.string() });

/** GET projects/{id}/invitation/: what the accept-invite page shows to the invitee. */
export const invitationSchema = z.object({
  project: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    currency: z.enum(CURRENCIES),
  }),
  participation: z.object({
    id: z.number().int(),
    status: z.enum(PARTICIPATION_STATUSES),
    hours_per_week: z.number(),
    payout_rate: z.string().nullable(),
    effective_from: z.string().nullable(),
  }),
  checklist: z.array(z.object({ key: z.string(), label: z.string() })),
  contact: teamUserSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

// ---------------------------------------------------------------------------------------------
// team-candidates/

const CANDIDATE_ROLES = ['developer', 'owner', 'cm', 'cso'] as const;
export type CandidateRole = (typeof CANDIDATE_ROLES)[number];

/** GET team-candidates/?search=&role=&exclude=1,2 (the team pickers' people search). */
export const teamCandidatesQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(CANDIDATE_ROLES).default('developer'),
  exclude: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/, 'Enter ids separated by commas.')
    .refine((ids) => ids.split(',').every((id) => Number(id) <= MAX_DB_ID), coreMessages.api.invalidId)
    .optional(),
  /** The project whose owner is picked: owners and its cm are offered clients of its company only. */
  project: dbId.optional(),
});
export type TeamCandidatesQuery = z.infer<typeof teamCandidatesQuery>;

export const teamCandidateSchema = teamUserSchema.extend({
  /** 'Developer', 'Designer', 'Project Owner', 'Client Manager', 'Client Support Officer'. */
  type_label: z.string(),
});
export type TeamCandidate = z.infer<typeof teamCandidateSchema>;
