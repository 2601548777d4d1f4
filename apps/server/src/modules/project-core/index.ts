/**
 * The project core: the one import surface for every project-scoped domain (team, planning,
 * documents, activity, projects itself, and those to come). It opens a project for an actor,
 * records its activity, and runs the PATCH and create pipelines whose parts the domains register
 * in modules/project-domains.ts. It imports no domain.
 */
export { recordProjectActivities, recordProjectActivity } from './activity.repository.ts';
export { applyProjectCreateSteps, checkProjectCreate } from './create.ts';
export type {
  ProjectCreateStep,
  ProjectDomain,
  ProjectPatchContext,
  ProjectPatchHandler,
} from './handlers.ts';
export { has, patchProject } from './patch.ts';
export { displayNameOf, presentPerson } from './people.presenter.ts';
export { loadPeople, type PersonRow, personColumns } from './people.repository.ts';
export { type ProjectCore, registerProjectDomains } from './registry.ts';
export { findProjectRow, memberProjectIds } from './scope.repository.ts';
export {
  factsOf,
  type LoadedProject,
  loadProjectForActor,
  loadProjectsForActor,
  type ProjectRow,
} from './scope.ts';
