import { z } from 'zod';
import { dateSchema } from '../api/dates.ts';
import { dbId } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { queryBoolean } from '../api/query.ts';
import { weeklyHoursInput } from '../hours/schemas.ts';
import { projectsMessages } from '../messages/projects.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { parseMoney } from '../money/money.ts';
import { INTEREST_STATUSES } from '../opportunities/rules.ts';
import { projectAbilitiesSchema } from '../project-abilities.ts';
import { PARTICIPATION_STATUSES } from '../team/rules.ts';
import { PROJECT_ROLES } from './policy.ts';

/** Project vocabularies; the database enums use the same lists. */
export const PROJECT_CATEGORIES = ['project', 'dedicated', 'other'] as const;
export const PROJECT_TYPES = ['web', 'mobile', 'other'] as const;
export const PROJECT_STAGES = ['opportunity', 'active'] as const;
export { CURRENCIES, type Currency } from '../money/currencies.ts';
export { PARTICIPATION_STATUSES };
export const PAYMENT_TYPES = ['hourly', 'fixed', 'monthly'] as const;
/** Why a project's currency may no longer change: its 409 says the same, client rates first. */
const CURRENCY_LOCKS = ['client_rates', 'invoices'] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type CurrencyLock = (typeof CURRENCY_LOCKS)[number];

const m = projectsMessages.projects;

/** `YYYY-MM-DD`, a real calendar date inside the API's date range (api/dates.ts). */
export const isoDateSchema = dateSchema(m.dateInvalid);

/** An e-mail field of the project forms: 'Invalid email address.'. */
export const projectEmailSchema = z.string().trim().toLowerCase().max(254).email(m.emailInvalid);
/** An optional e-mail: empty means none (the contact e-mail may be empty). */
export const optionalEmailSchema = z.union([z.literal(''), projectEmailSchema]).nullable();

/** A person as project DTOs show them (owner, cm, cso, team members, activity authors). */
const projectPersonSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type ProjectPerson = z.infer<typeof projectPersonSchema>;

const milestoneRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  due_at: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

/**
 * `GET projects/`: filters, a title search and the page. Without `show_all` (or
 * without `projects.view_all`) only projects the actor is part of are listed.
 */
export const projectListQuery = pageQuery.extend({
  category: z.enum(PROJECT_CATEGORIES).optional(),
  stage: z.enum(PROJECT_STAGES).optional(),
  archived: queryBoolean.optional(),
  show_all: queryBoolean.optional(),
  search: z.string().trim().max(100).optional(),
  /** Projects without a team or without a deadline (the staff dashboard's attention card). */
  needs_attention: queryBoolean.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

/** One card of the project lists. */
const projectCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  type: z.enum(PROJECT_TYPES).nullable(),
  stage: z.enum(PROJECT_STAGES),
  archived: z.boolean(),
  expected_start_date: z.string().nullable(),
  expected_end_date: z.string().nullable(),
  deadline: z.string().nullable(),
  created_at: z.string(),
  owner: projectPersonSchema.nullable(),
  /** Up to 5 team members (participants, pending ones included), oldest first. */
  members: z.array(projectPersonSchema),
  /** Every team member, for the "+N". */
  members_count: z.number().int(),
  /** The nearest milestone due now or later. */
  next_milestone: milestoneRefSchema.nullable(),
  project_role: z.enum(PROJECT_ROLES).nullable(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;
export const projectListSchema = paginated(projectCardSchema);
export type ProjectList = z.infer<typeof projectListSchema>;

// ---------------------------------------------------------------------------------------------
// Detail
// ---------------------------------------------------------------------------------------------

const participationRateSchema = z.object({
  effective_from: z.string(),
  hours_per_week: z.number(),
  payout_rate: z.string(),
  client_rate: z.string(),
});

/**
 * A team member on the project DTO (Participation). Rates are null for callers who
 * may not see them (`project.view_rates`; a member sees their own payout rate, the owner the
 * client rate); `rates` (the effective-dated history, newest first) only for `project.view_rates`.
 */
const projectParticipationSchema = z.object({
  id: z.number().int(),
  user: projectPersonSchema,
  status: z.enum(PARTICIPATION_STATUSES),
  /** 'Pending' or 'Active'. */
  display_type: z.string(),
  updates_enabled: z.boolean(),
  update_days: z.string(),
  hours_per_week: z.number(),
  payout_rate: z.string().nullable(),
  client_rate: z.string().nullable(),
  rates: z.array(participationRateSchema),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type ProjectParticipation = z.infer<typeof projectParticipationSchema>;

const projectSkillSchema = z.object({ id: z.number().int(), name: z.string() });

const paymentStructureSchema = z.object({
  amount: z.string().nullable(),
  hours_per_week: z.number().nullable(),
  payment_type: z.string().nullable(),
});

/**
 * `GET projects/{id}/` (Project). `view` is `invite` for a pending invitee: the DTO
 * then carries only what the accept-invite page shows (no other members, no contact, no
 * invoicing), and the web app sends them to `accept_invite`. `view` is `candidate` for someone
 * asked about an opportunity (ADR 031): its Details only (no contact, invoicing, team, documents,
 * rates), and `my_interest` carries their poll.
 */
export const projectDetailSchema = z.object({
  id: z.number().int(),
  view: z.enum(['full', 'invite', 'candidate']),
  title: z.string(),
  description: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  type: z.enum(PROJECT_TYPES).nullable(),
  stage: z.enum(PROJECT_STAGES),
  currency: z.enum(CURRENCIES),
  /**
   * The currency can no longer change (409): a member has a client rate above 0, or the project
   * has an incoming invoice that is not deleted (archived or not; payouts are in EUR).
   */
  currency_locked: z.boolean(),
  /**
   * Why `currency_locked`, as its 409 says: `client_rates` (checked first) or `invoices`. Given to
   * those who may change the currency (`abilities.manage_payment`); null for others and while the
   * currency may change.
   */
  currency_locked_by: z.enum(CURRENCY_LOCKS).nullable(),
  invoicing_email: z.string().nullable(),
  cc_primary_email: z.string().nullable(),
  expected_start_date: z.string().nullable(),
  expected_end_date: z.string().nullable(),
  start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  reason: z.string().nullable(),
  expected_duration: z.string().nullable(),
  skills: z.array(projectSkillSchema),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  notifications_disabled: z.boolean(),
  total_shortlisted: z.number().int(),
  payment_structure: paymentStructureSchema,
  user: projectPersonSchema.nullable(),
  owner: projectPersonSchema.nullable(),
  cm: projectPersonSchema.nullable(),
  cso: projectPersonSchema.nullable(),
  participation: z.array(projectParticipationSchema),
  documents_count: z.number().int(),
  next_milestone: milestoneRefSchema.nullable(),
  project_role: z.enum(PROJECT_ROLES).nullable(),
  project_roles: z.array(z.enum(PROJECT_ROLES)),
  my_participation: z.object({ id: z.number().int(), status: z.enum(PARTICIPATION_STATUSES) }).nullable(),
  /** The caller's own availability poll on this opportunity (status null: not answered), or null. */
  my_interest: z.object({ id: z.number().int(), status: z.enum(INTEREST_STATUSES).nullable() }).nullable(),
  abilities: projectAbilitiesSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Update (PATCH projects/{id}/)
// ---------------------------------------------------------------------------------------------

export const titleSchema = z.string().trim().min(1, m.titleRequired).max(200);
export const descriptionSchema = z.string().trim().min(1, m.descriptionRequired).max(20_000);
const skillNameSchema = z.string().trim().min(1).max(100, m.skillTooLong);
export const skillsInputSchema = z.array(skillNameSchema).max(50, m.tooManySkills);

/** Money on input: a decimal string or number with at most two places, 0 or more. */
const amountInputSchema = z
  .union([z.string(), z.number()])
  .refine((value) => parseMoney(value) !== null, m.invalidAmount);

export const paymentStructureInput = z
  .object({
    amount: amountInputSchema.nullable().optional(),
    hours_per_week: weeklyHoursInput().nullable().optional(),
    payment_type: z.enum(PAYMENT_TYPES).nullable().optional(),
  })
  .strict();

/**
 * The project's own fields that PATCH accepts (J1's handlers): details, expected dates,
 * payment, contact, convert (category between project and dedicated; stage to active),
 * archive, project notifications: the projects domain's part of PATCH projects/{id}/
 * (`project-patch.ts` composes the body). Cross-field date rules run against the stored values.
 */
const projectFieldsPatch = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    type: z.enum(PROJECT_TYPES).nullable(),
    expected_start_date: isoDateSchema,
    expected_end_date: isoDateSchema.nullable(),
    expected_duration: z.string().trim().max(20).nullable(),
    skills: skillsInputSchema,
    contact_name: z.string().trim().max(200).nullable(),
    contact_email: optionalEmailSchema,
    currency: z.enum(CURRENCIES),
    invoicing_email: projectEmailSchema,
    cc_primary_email: optionalEmailSchema,
    payment_structure: paymentStructureInput,
    category: z.enum(['project', 'dedicated']),
    stage: z.literal('active'),
    archived: z.boolean(),
    notifications_disabled: z.boolean(),
  })
  .partial();
export const projectPatchFields = projectFieldsPatch.shape;

/** Where each date problem of `dateProblems` is reported, with the form's words. */
export const DATE_MESSAGES = {
  start_after_end: m.startAfterEnd,
  end_before_start: m.endBeforeStart,
  end_in_past: m.endInPast,
  after_max: m.afterMaxDate,
} as const;

// ---------------------------------------------------------------------------------------------
// Activity
// ---------------------------------------------------------------------------------------------

export const activityQuery = pageQuery.extend({
  project: dbId,
});
export type ActivityQuery = z.infer<typeof activityQuery>;

/** One entry of the activity feed (Project activity). */
const projectActivitySchema = z.object({
  id: z.number().int(),
  activity_type: z.literal('project'),
  action: z.string(),
  timestamp: z.string(),
  /** The readable sentence, without the author: "invited Amina Nakato to the team". */
  activity: z.string(),
  data: z.object({ author: projectPersonSchema.nullable() }).catchall(z.unknown()),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;
export const projectActivityListSchema = paginated(projectActivitySchema);
