import { type ActivitySentences, fieldNames } from '../project-core/activity.ts';

/**
 * The project's own feed actions: creation, conversion, its fields and states. The labels of the
 * spec come first; the ones after them name actions the spec's list leaves out.
 */
export interface ProjectsActivityData {
  create: { title: string; category: string; stage: string };
  activate: Record<string, never>;
  project_archived: Record<string, never>;
  project_closed: Record<string, never>;
  // Beyond the spec's list:
  project_unarchived: Record<string, never>;
  project_converted: { from: string; to: string };
  project_updated: { fields: string[] };
}

declare module '../project-core/activity.ts' {
  interface ProjectActivityData extends ProjectsActivityData {}
}

/** Readable names of project fields, for "updated the title and deadline". */
const PROJECT_FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description: 'description',
  type: 'project type',
  expected_start_date: 'expected start date',
  expected_end_date: 'expected end date',
  expected_duration: 'expected duration',
  start_date: 'start date',
  deadline: 'deadline',
  currency: 'currency',
  invoicing_email: 'invoicing e-mail',
  cc_primary_email: 'CC e-mail',
  payment_structure: 'payment structure',
  skills: 'skills',
  contact_name: 'contact name',
  contact_email: 'contact e-mail',
  notifications_disabled: 'project notifications',
  report_schedules: 'report schedules',
};

const CATEGORY_NAMES: Record<string, string> = {
  project: 'a managed project',
  dedicated: 'a dedicated developers project',
  other: 'another kind of project',
};

const KIND_NAMES: Record<string, string> = {
  opportunity: 'the opportunity',
  dedicated: 'the dedicated developers project',
  project: 'the managed project',
  other: 'the project',
};

export const projectsActivity: ActivitySentences<ProjectsActivityData> = {
  create: (d) => {
    const kind = d.stage === 'opportunity' ? 'the opportunity' : KIND_NAMES[String(d.category)];
    return `created ${kind ?? 'the project'}`;
  },
  activate: () => 'converted the opportunity into an active project',
  project_archived: () => 'archived the project',
  project_closed: () => 'closed the project',
  project_unarchived: () => 'restored the project from the archive',
  project_converted: (d) =>
    `converted the project into ${CATEGORY_NAMES[String(d.to)] ?? 'another category'}`,
  project_updated: (d) => {
    const fields = fieldNames(d.fields, PROJECT_FIELD_LABELS);
    return fields ? `updated the ${fields}` : 'updated the project';
  },
};
