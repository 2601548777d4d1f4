/**
 * The body of `POST projects/`: each project-scoped domain's part (its keys, optional), in this
 * order, one line per domain (ADR 021); strict (unknown keys → 400), with the projects domain's
 * rules by kind (`projectCreateIssues`). A part's files still come through the projects module's
 * multipart reader, which knows only `documents[i][file]` (ADR 021, remaining limit).
 */
import { z } from 'zod';
import { documentsCreateFields } from './documents/schemas.ts';
import { mergeParts } from './project-core/parts.ts';
import { projectCreateIssues, projectOwnCreateFields } from './projects/create-schemas.ts';
import { teamCreateFields } from './team/schemas.ts';

const PROJECT_CREATE_PARTS = [projectOwnCreateFields, teamCreateFields, documentsCreateFields] as const;

export const projectCreateFields = z.object(mergeParts('POST projects/ body', PROJECT_CREATE_PARTS));
export type ProjectCreateFields = z.infer<typeof projectCreateFields>;

export const projectCreateBody = projectCreateFields.strict().superRefine((body, ctx) => {
  for (const issue of projectCreateIssues(body)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
});
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;
