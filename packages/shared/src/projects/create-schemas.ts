import { z } from 'zod';
import { projectsMessages } from '../messages/projects.ts';
import { dateProblems, NO_END_DATE } from './rules.ts';
import {
  CURRENCIES,
  DATE_MESSAGES,
  descriptionSchema,
  isoDateSchema,
  optionalEmailSchema,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_TYPES,
  type ProjectCategory,
  type ProjectStage,
  paymentStructureInput,
  projectEmailSchema,
  skillsInputSchema,
  titleSchema,
} from './schemas.ts';

/** The creation wizards' and the opportunity settings' schemas (Project creation). */

const m = projectsMessages.projects;

/** Which wizard a create body comes from: opportunity (one step), dedicated or managed. */
export type ProjectKind = 'opportunity' | 'dedicated' | 'managed';
export function projectKindOf(body: { stage?: ProjectStage; category?: ProjectCategory }): ProjectKind {
  if (body.stage === 'opportunity') return 'opportunity';
  return body.category === 'dedicated' ? 'dedicated' : 'managed';
}

/**
 * The projects domain's part of `POST projects/` (Project creation; `project-create.ts` composes
 * the body). Every field is optional in the shape so that one response lists every missing one
 * with the form's own message; the rules per kind are in `projectCreateIssues`.
 */
const ownCreateFields = z.object({
  stage: z.enum(PROJECT_STAGES).optional(),
  category: z.enum(PROJECT_CATEGORIES, { error: m.categoryRequired }).optional(),
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(20_000).optional(),
  type: z.enum(PROJECT_TYPES, { error: m.typeRequired }).nullable().optional(),
  expected_start_date: z
    .union([z.literal(''), isoDateSchema])
    .nullable()
    .optional(),
  expected_end_date: z
    .union([z.literal(''), isoDateSchema])
    .nullable()
    .optional(),
  expected_duration: z.string().trim().max(20).nullable().optional(),
  skills: skillsInputSchema.optional(),
  contact_name: z.string().trim().max(200).nullable().optional(),
  contact_email: optionalEmailSchema.optional(),
  currency: z.enum(CURRENCIES, { error: m.currencyRequired }).nullable().optional(),
  invoicing_email: optionalEmailSchema.optional(),
  cc_primary_email: optionalEmailSchema.optional(),
  payment_structure: paymentStructureInput.optional(),
});
export const projectOwnCreateFields = ownCreateFields.shape;
type ProjectOwnCreateFields = z.infer<typeof ownCreateFields>;

type Issue = { path: string; message: string };

/**
 * The rules by kind. Opportunity: title, description, category and start date;
 * the end date cannot be the no-end-date sentinel. Dedicated: title, description, start date and
 * type; currency and invoicing e-mail. Managed: title, description, start date; currency and
 * invoicing e-mail. Dates: the start cannot be after the end, the end cannot be before today.
 */
export function projectCreateIssues(body: ProjectOwnCreateFields, today?: string): Issue[] {
  const issues: Issue[] = [];
  const need = (value: unknown, path: string, message: string) => {
    if (value === undefined || value === null || value === '') issues.push({ path, message });
  };
  const kind = projectKindOf(body);
  need(body.title, 'title', m.titleRequired);
  need(body.description, 'description', m.descriptionRequired);
  need(body.category, 'category', m.categoryRequired);
  need(body.expected_start_date, 'expected_start_date', m.startRequired);
  if (kind === 'dedicated') need(body.type, 'type', m.typeRequired);
  if (kind !== 'opportunity') {
    need(body.currency, 'currency', m.currencyRequired);
    need(body.invoicing_email, 'invoicing_email', m.invoicingEmailRequired);
  }
  const start = body.expected_start_date || null;
  const end = body.expected_end_date || null;
  const problems = dateProblems(start, end, today);
  if (problems.start) issues.push({ path: 'expected_start_date', message: DATE_MESSAGES[problems.start] });
  if (problems.end) issues.push({ path: 'expected_end_date', message: DATE_MESSAGES[problems.end] });
  if (kind === 'opportunity' && end === NO_END_DATE) {
    issues.push({ path: 'expected_end_date', message: m.noEndDateNotAllowed });
  }
  return issues;
}

/**
 * An opportunity's details in its settings (Project settings): "Opportunity details
 * save needs title, description, start date, contact name and contact e-mail".
 */
export const opportunityDetailsForm = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    expected_start_date: z.string().trim().min(1, m.startRequired).pipe(isoDateSchema),
    expected_end_date: z.union([z.literal(''), isoDateSchema]),
    contact_name: z.string().trim().min(1, m.contactNameRequired).max(200),
    contact_email: z.string().trim().min(1, m.contactEmailRequired).pipe(projectEmailSchema),
  })
  .superRefine((form, ctx) => {
    const problems = dateProblems(form.expected_start_date, form.expected_end_date || null);
    if (problems.start)
      ctx.addIssue({ code: 'custom', path: ['expected_start_date'], message: DATE_MESSAGES[problems.start] });
    if (problems.end)
      ctx.addIssue({ code: 'custom', path: ['expected_end_date'], message: DATE_MESSAGES[problems.end] });
    if (form.expected_end_date === NO_END_DATE)
      ctx.addIssue({ code: 'custom', path: ['expected_end_date'], message: m.noEndDateNotAllowed });
  });
export type OpportunityDetailsForm = z.input<typeof opportunityDetailsForm>;
