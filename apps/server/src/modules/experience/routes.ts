import {
  educationBody,
  educationPatchBody,
  educationSchema,
  profileProjectBody,
  profileProjectPatchBody,
  profileProjectSchema,
  workBody,
  workPatchBody,
  workSchema,
} from '@kazi/shared/experience/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntryRoutes } from './entry-routes.ts';
import { educationKind, projectKind, workKind } from './kinds.ts';

const DATES =
  'Dates are months (`start_month`, `end_month`: 1–12) and years. The start date is required and not ' +
  "in the future ('Start date shouldn't be in the future'); the end date is required ('End date is " +
  "required') unless the entry is ongoing, which is sent as `end_month: null, end_year: null` ('present'); " +
  "the start is not after the end ('Start date is greater than end date'). Start-date errors are reported " +
  'on `start_year`, end-date errors on `end_year`. An end date may lie up to 10 years ahead.';
const SKILLS =
  '`skills` are catalogue ids (`[12, 40]` or `[{ "id": 12 }]`), at most 30; an unknown id is 400.';

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEntryRoutes(app, {
    path: '/me/work/',
    kind: workKind,
    body: workBody,
    patchBody: workPatchBody,
    schema: workSchema,
    summaries: {
      list: 'Your work experience',
      create: 'Add work experience',
      update: 'Change work experience',
      delete: 'Delete work experience',
    },
    createDescription: `'Company is required', 'Job title is required', 'Experience is required' (details, at most 450 characters); location optional. ${DATES} ${SKILLS}`,
  });
  registerEntryRoutes(app, {
    path: '/me/education/',
    kind: educationKind,
    body: educationBody,
    patchBody: educationPatchBody,
    schema: educationSchema,
    summaries: {
      list: 'Your education',
      create: 'Add education',
      update: 'Change education',
      delete: 'Delete education',
    },
    createDescription: `'Institution is required', 'Award is required'; details optional, at most 450 characters. ${DATES}`,
  });
  registerEntryRoutes(app, {
    path: '/me/project/',
    kind: projectKind,
    body: profileProjectBody,
    patchBody: profileProjectPatchBody,
    schema: profileProjectSchema,
    summaries: {
      list: 'Projects on your profile',
      create: 'Add a project to your profile',
      update: 'Change a project on your profile',
      delete: 'Delete a project from your profile',
    },
    createDescription:
      "Title required ('Select a project'); details optional, at most 450 characters; `category` is " +
      '`kazi_project` (done through Kazi) or `other` (the default); `project_link` and `repository_link` ' +
      `optional http(s) URLs ('Invalid link'). ${DATES} ${SKILLS}`,
  });
};
