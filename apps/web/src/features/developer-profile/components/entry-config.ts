import { DETAILS_MAX, formatPeriod } from '@kazi/shared/experience/rules';
import {
  educationBody,
  PROFILE_PROJECT_CATEGORIES,
  PROFILE_PROJECT_CATEGORY_LABELS,
  profileProjectBody,
  workBody,
} from '@kazi/shared/experience/schemas';
import { peopleMessages } from '@kazi/shared/messages/people';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { EntryKind, EntryTypes } from '../api/entries.ts';

interface TextFieldConfig {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'url' | 'select';
  required?: boolean;
  options?: { value: string; label: string }[];
  /** Characters allowed (textarea counter). */
  max?: number;
  placeholder?: string;
}

export interface EntryConfig<K extends EntryKind> {
  kind: K;
  /** Section title and the word in buttons ('Add project'). */
  title: string;
  noun: string;
  empty: string;
  confirmDelete: string;
  presentLabel: string;
  schema: z.ZodType<unknown, FieldValues>;
  fields: TextFieldConfig[];
  withSkills: boolean;
  heading: (entry: EntryTypes[K]) => string;
  subheading: (entry: EntryTypes[K]) => string | null;
}

const M = peopleMessages.experience;

export const PROJECT_CONFIG: EntryConfig<'project'> = {
  kind: 'project',
  title: M.projectsTitle,
  noun: 'project',
  empty: M.noProjects,
  confirmDelete: M.deleteProject,
  presentLabel: 'This project is ongoing',
  schema: profileProjectBody,
  fields: [
    { name: 'title', label: 'Project title', kind: 'text', required: true },
    {
      name: 'category',
      label: 'Kind of project',
      kind: 'select',
      options: PROFILE_PROJECT_CATEGORIES.map((value) => ({
        value,
        label: PROFILE_PROJECT_CATEGORY_LABELS[value],
      })),
    },
    { name: 'details', label: 'Details', kind: 'textarea', max: DETAILS_MAX },
    { name: 'project_link', label: 'Project link', kind: 'url', placeholder: 'https://' },
    { name: 'repository_link', label: 'Repository link', kind: 'url', placeholder: 'https://' },
  ],
  withSkills: true,
  heading: (entry) => entry.title,
  subheading: (entry) => `${PROFILE_PROJECT_CATEGORY_LABELS[entry.category]} · ${formatPeriod(entry)}`,
};

export const WORK_CONFIG: EntryConfig<'work'> = {
  kind: 'work',
  title: M.workTitle,
  noun: 'work experience',
  empty: M.noWork,
  confirmDelete: M.deleteWork,
  presentLabel: 'I currently work here',
  schema: workBody,
  fields: [
    { name: 'company', label: 'Company', kind: 'text', required: true },
    { name: 'position', label: 'Job title', kind: 'text', required: true },
    { name: 'location', label: 'Location', kind: 'text' },
    { name: 'details', label: 'Experience', kind: 'textarea', required: true, max: DETAILS_MAX },
  ],
  withSkills: true,
  heading: (entry) => `${entry.position} at ${entry.company}`,
  subheading: (entry) => [entry.location, formatPeriod(entry)].filter(Boolean).join(' · '),
};

export const EDUCATION_CONFIG: EntryConfig<'education'> = {
  kind: 'education',
  title: M.educationTitle,
  noun: 'education',
  empty: M.noEducation,
  confirmDelete: M.deleteEducation,
  presentLabel: 'I study here now',
  schema: educationBody,
  fields: [
    { name: 'institution', label: 'Institution', kind: 'text', required: true },
    { name: 'award', label: 'Award', kind: 'text', required: true, placeholder: 'e.g. BSc Computer Science' },
    { name: 'details', label: 'Details', kind: 'textarea', max: DETAILS_MAX },
  ],
  withSkills: false,
  heading: (entry) => entry.award,
  subheading: (entry) => `${entry.institution} · ${formatPeriod(entry)}`,
};
