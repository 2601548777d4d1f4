import type { ActivitySentences, ProjectActivityData } from '@kazi/shared/project-core/activity';
import type { ProjectCreateBody } from '@kazi/shared/project-create';
import type { ProjectPatchBody } from '@kazi/shared/project-patch';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { SessionActor } from '../../http/session.ts';
import type { UploadBatch } from '../files/service.ts';
import type { LoadedProject, ProjectRow } from './scope.ts';

/** What every PATCH handler gets: who asks, the project as locked for this transaction, the request. */
export interface ProjectPatchContext {
  actor: SessionActor;
  /** The project row (locked FOR UPDATE) with the actor's roles and abilities. */
  loaded: LoadedProject;
  requestId: string;
  /** A handler that changed the project row hands the new row on, so later handlers see it. */
  replaceProject(row: ProjectRow): void;
}

/**
 * When a handler runs: the project's own fields first, then the parts domains own (team,
 * timeline…), then the state changes (convert, archive), so a body that edits and archives
 * archives the edited project. Within a phase, handlers run in registration order.
 */
export const PATCH_PHASES = ['fields', 'parts', 'state'] as const;
type PatchPhase = (typeof PATCH_PHASES)[number];

/**
 * One part of `PATCH projects/{id}/`: the body keys it owns, one policy check for them, and the
 * change (inside the request's one transaction, with its activity and audit rows).
 */
export interface ProjectPatchHandler {
  phase: PatchPhase;
  keys: readonly (keyof ProjectPatchBody)[];
  /** The policy check for this handler's keys; false answers 403 and nothing is changed. */
  allowed(ctx: ProjectPatchContext, body: ProjectPatchBody): boolean;
  apply(tx: Db, app: FastifyInstance, ctx: ProjectPatchContext, body: ProjectPatchBody): Promise<void>;
}

/** What a create step gets, once the project row exists (inside the creation's one transaction). */
export interface ProjectCreateContext {
  actor: SessionActor;
  projectId: number;
  body: ProjectCreateBody;
  /** Files of a multipart body by field name (`documents[0][file]`), as the steps declared them. */
  files: ReadonlyMap<string, UploadedFile>;
  /** Uploads stored here are removed again when the transaction fails. */
  uploads: UploadBatch;
  requestId: string;
}

/**
 * One domain's part of `POST projects/`: `check` refuses (403, 400) before anything is written,
 * `apply` adds the domain's records to the new project, in registration order.
 */
export interface ProjectCreateStep {
  /** The multipart file fields this step takes (names or patterns such as `documents[N][file]`). */
  fileFields?: readonly (string | RegExp)[];
  /** At most this many of those files in one request. */
  maxFiles?: number;
  /** A multipart body carries every value as text: this step's fields back to JSON types. */
  fromMultipart?(fields: Record<string, unknown>): Record<string, unknown>;
  check?(actor: SessionActor, body: ProjectCreateBody): void;
  apply(tx: Db, app: FastifyInstance, ctx: ProjectCreateContext): Promise<void>;
}

/** The sentences of some of the feed's actions, by action (a domain's `<domain>/activity.ts`). */
type ProjectActivitySentences = Partial<ActivitySentences<ProjectActivityData>>;

/** What a project-scoped domain registers with the core (modules/project-domains.ts). */
export interface ProjectDomain {
  name: string;
  patchHandlers?: readonly ProjectPatchHandler[];
  createSteps?: readonly ProjectCreateStep[];
  /** How the activity kinds this domain records read in the feed; each kind belongs to one domain. */
  activity?: ProjectActivitySentences;
}
