import { projectsMessages } from '@kazi/shared/messages/projects';
import { type ProjectCreateFields, projectCreateFields } from '@kazi/shared/project-create';
import { type ProjectKind, projectCreateIssues } from '@kazi/shared/projects/create-schemas';
import { NO_END_DATE } from '@kazi/shared/projects/rules';
import type { Path } from 'react-hook-form';
import {
  appendDocument,
  type DocumentDraft,
  documentDraftSchema,
  documentJson,
} from '@/features/documents/document-draft.ts';
import {
  EMPTY_TEAM,
  type TeamDraft,
  teamDraftToBody,
  teamFormPath,
  teamIssues,
} from '@/features/team/team-draft.ts';
import { appendNestedFields } from '@/lib/api/multipart.ts';
import type { FormIssues } from '@/lib/forms/issues-resolver.ts';

/** Everything a creation wizard holds; text fields stay text while typed. */
export interface ProjectDraft {
  title: string;
  description: string;
  category: '' | 'project' | 'dedicated';
  type: '' | 'web' | 'mobile' | 'other';
  expected_start_date: string;
  expected_end_date: string;
  /** The 'No end date' switch: the end is 31 Dec 2099. */
  no_end_date: boolean;
  expected_duration: '' | '2w' | '6m' | 'permanent';
  skills: string[];
  contact_name: string;
  contact_email: string;
  currency: 'EUR' | 'USD';
  invoicing_email: string;
  cc_primary_email: string;
  payment_type: '' | 'hourly' | 'fixed' | 'monthly';
  amount: string;
  hours_per_week: string;
  documents: DocumentDraft[];
  team: TeamDraft;
}

export const EMPTY_DRAFT: ProjectDraft = {
  title: '',
  description: '',
  category: '',
  type: '',
  expected_start_date: '',
  expected_end_date: '',
  no_end_date: false,
  expected_duration: '',
  skills: [],
  contact_name: '',
  contact_email: '',
  currency: 'EUR',
  invoicing_email: '',
  cc_primary_email: '',
  payment_type: '',
  amount: '',
  hours_per_week: '',
  documents: [],
  team: EMPTY_TEAM,
};

type DraftField = Exclude<keyof ProjectDraft, 'documents' | 'team' | 'no_end_date'>;

/** The steps of each wizard and the fields each one checks before Next. */
export interface WizardStep {
  path: string;
  label: string;
  fields: string[];
  documents?: boolean;
}

const DETAIL_FIELDS = [
  'title',
  'description',
  'type',
  'expected_start_date',
  'expected_end_date',
  'expected_duration',
  'skills',
];
const PAYMENT_FIELDS = ['title', 'currency', 'invoicing_email', 'cc_primary_email', 'payment_structure'];

export const WIZARD_STEPS: Record<ProjectKind, WizardStep[]> = {
  dedicated: [
    { path: 'details', label: 'Details', fields: DETAIL_FIELDS },
    { path: 'documentation', label: 'Documentation', fields: PAYMENT_FIELDS, documents: true },
    { path: 'team', label: 'Team', fields: ['title', 'owner', 'cm', 'cso', 'participation'] },
  ],
  managed: [
    { path: 'details', label: 'Project Details', fields: DETAIL_FIELDS },
    { path: 'payment', label: 'Payment', fields: PAYMENT_FIELDS },
    { path: 'documentation', label: 'Documentation', fields: ['title'], documents: true },
  ],
  opportunity: [
    {
      path: '',
      label: 'Opportunity Details',
      fields: [...DETAIL_FIELDS, 'category', 'contact_name', 'contact_email'],
    },
  ],
};

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The JSON part of `POST projects/` for a draft of this kind (documents with files go as multipart). */
export function draftToFields(
  draft: ProjectDraft,
  kind: ProjectKind,
  withTeam: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    stage: kind === 'opportunity' ? 'opportunity' : 'active',
    category:
      kind === 'dedicated' ? 'dedicated' : kind === 'managed' ? 'project' : draft.category || undefined,
    title: blank(draft.title),
    description: blank(draft.description),
    type: draft.type || undefined,
    expected_start_date: draft.expected_start_date || undefined,
    expected_end_date: draft.no_end_date ? NO_END_DATE : draft.expected_end_date || undefined,
    expected_duration: draft.expected_duration || undefined,
    skills: draft.skills.length ? draft.skills : undefined,
  };
  if (kind === 'opportunity') {
    body.contact_name = blank(draft.contact_name);
    body.contact_email = blank(draft.contact_email);
  } else {
    body.currency = draft.currency;
    body.invoicing_email = blank(draft.invoicing_email);
    body.cc_primary_email = blank(draft.cc_primary_email);
  }
  if (kind === 'managed' && (draft.payment_type || draft.amount || draft.hours_per_week)) {
    body.payment_structure = {
      payment_type: draft.payment_type || null,
      amount: blank(draft.amount) ?? null,
      hours_per_week: draft.hours_per_week.trim() === '' ? null : Number(draft.hours_per_week),
    };
  }
  if (withTeam) {
    const team = teamDraftToBody(draft.team);
    if (team.owner) body.owner = team.owner;
    if (team.cm) body.cm = team.cm;
    if (team.cso) body.cso = team.cso;
    if (team.participation.length) body.participation = team.participation;
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/** Every problem of the draft by API field name, from the shared schema and rules. */
export function draftErrors(draft: ProjectDraft, kind: ProjectKind): Record<string, string> {
  const fields = draftToFields(draft, kind, false);
  const errors: Record<string, string> = {};
  const parsed = projectCreateFields.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'non_field_errors';
      errors[key] ??= issue.message;
    }
  }
  for (const issue of projectCreateIssues(fields as ProjectCreateFields))
    errors[issue.path] ??= issue.message;
  if (draft.no_end_date && kind === 'opportunity')
    errors.expected_end_date = projectsMessages.projects.noEndDateNotAllowed;
  return errors;
}

/** The problems one step shows before Next: its own fields, and its documents. */
export function stepErrors(draft: ProjectDraft, kind: ProjectKind, step: WizardStep): Record<string, string> {
  const all = draftErrors(draft, kind);
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(all)) {
    if (step.fields.includes(key.split('.')[0] as string)) errors[key] = message;
  }
  if (step.documents) {
    draft.documents.forEach((document, index) => {
      for (const issue of documentDraftSchema.safeParse(document).error?.issues ?? []) {
        errors[`documents.${index}.${issue.path.join('.')}`] ??= issue.message;
      }
    });
  }
  return errors;
}

const PAYMENT_PARTS = ['payment_type', 'amount', 'hours_per_week'];

/**
 * Where a key of the create body (a problem of the shared schema, or of a 400) lands in the
 * wizard's form: `payment_structure.amount` → `amount`, `participation.0.user` →
 * `team.members.0.user`; documents and the other fields keep their key.
 */
export function draftFormPath(key: string): Path<ProjectDraft> | undefined {
  const team = teamFormPath(key);
  if (team) return team;
  if (key === 'non_field_errors' || key === 'participation') return undefined;
  const [head, part = ''] = key.split('.');
  if (head === 'payment_structure') return PAYMENT_PARTS.includes(part) ? (part as DraftField) : 'amount';
  return key as Path<ProjectDraft>;
}

/** The problems one step shows before Next, at the form's paths; the team step adds its rows. */
export function stepIssues(draft: ProjectDraft, kind: ProjectKind, step: WizardStep): FormIssues {
  const issues: FormIssues = {};
  for (const [key, message] of Object.entries(stepErrors(draft, kind, step))) {
    issues[draftFormPath(key) ?? 'root'] ??= message;
  }
  return step.path === 'team' ? { ...issues, ...teamIssues(draft.team) } : issues;
}

/** The request: JSON, or multipart with `documents[i][file]` when a document carries a file. */
export function draftToRequest(
  draft: ProjectDraft,
  kind: ProjectKind,
  withTeam: boolean,
): Record<string, unknown> | FormData {
  const fields = draftToFields(draft, kind, withTeam);
  const hasFile = draft.documents.some((document) => document.source === 'file' && document.file);
  if (!hasFile) {
    return draft.documents.length ? { ...fields, documents: draft.documents.map(documentJson) } : fields;
  }
  const form = new FormData();
  appendNestedFields(form, '', fields, 'empty');
  for (const [index, document] of draft.documents.entries())
    appendDocument(form, `documents[${index}]`, document);
  return form;
}

/** A draft for localStorage: files cannot be kept, so file documents come back without theirs. */
export function serializeDraft(draft: ProjectDraft): string {
  return JSON.stringify({
    ...draft,
    documents: draft.documents.map((document) => ({ ...document, file: null })),
  });
}

export function parseDraft(text: string | null): ProjectDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ProjectDraft>;
    if (!value || typeof value !== 'object') return null;
    return { ...EMPTY_DRAFT, ...value, team: { ...EMPTY_TEAM, ...value.team } };
  } catch {
    return null;
  }
}

/** Whether the user has typed anything worth keeping. */
export function isDraftEmpty(draft: ProjectDraft): boolean {
  return serializeDraft(draft) === serializeDraft(EMPTY_DRAFT);
}

/**
 * Where a link into step `index` may open: the first earlier step whose fields are incomplete,
 * so that `/projects/new/dedicated/team` never opens without its details and documentation.
 */
export function firstIncompleteStep(draft: ProjectDraft, kind: ProjectKind, index: number): number {
  const steps = WIZARD_STEPS[kind];
  for (let i = 0; i < index; i++) {
    const step = steps[i];
    if (step && Object.keys(stepErrors(draft, kind, step)).length) return i;
  }
  return index;
}
