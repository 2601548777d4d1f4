import { documentsActivity } from '@kazi/shared/documents/activity';
import type { ProjectDomain } from '../project-core/index.ts';
import { documentsCreateStep } from './create-step.ts';

/** The documents' part of the project core: documents on create, its feed entries. */
export const documentsDomain = {
  name: 'documents',
  createSteps: [documentsCreateStep],
  activity: documentsActivity,
} satisfies ProjectDomain;
