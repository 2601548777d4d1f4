import type { ProjectDomain } from '../project-core/index.ts';
import { documentsCreateStep } from './create-step.ts';

/** The documents' part of the project core: documents on create, its feed entries. */
export const documentsDomain: ProjectDomain = {
  name: 'documents',
  createSteps: [documentsCreateStep],
  activityKinds: ['project_document_added', 'project_document_updated', 'project_document_removed'],
};
