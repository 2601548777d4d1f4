/**
 * The body of `PATCH projects/{id}/`: each project-scoped domain's part (its keys, optional), in
 * this order, one line per domain (ADR 021). Unknown keys → 400. The server's
 * `ProjectPatchHandler.keys` are keys of this body, so a handler cannot claim a key no part declares.
 */
import { z } from 'zod';
import { timelinePatchFields } from './planning/schemas.ts';
import { mergeParts } from './project-core/parts.ts';
import { projectPatchFields } from './projects/schemas.ts';
import { teamPatchFields } from './team/schemas.ts';

const PROJECT_PATCH_PARTS = [projectPatchFields, teamPatchFields, timelinePatchFields] as const;

export const projectPatchBody = z
  .object(mergeParts('PATCH projects/{id}/ body', PROJECT_PATCH_PARTS))
  .strict();
export type ProjectPatchBody = z.infer<typeof projectPatchBody>;
