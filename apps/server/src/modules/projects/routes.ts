import { idParams } from '@kazi/shared/api/ids';
import { MESSAGES } from '@kazi/shared/messages';
import { projectCreateBody } from '@kazi/shared/project-create';
import { projectPatchBody } from '@kazi/shared/project-patch';
import { canCreateProject } from '@kazi/shared/projects/policy';
import { projectDetailSchema, projectListQuery, projectListSchema } from '@kazi/shared/projects/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { AppError, issuesToFields } from '../../http/errors.ts';
import { readMultipart, type UploadedFile } from '../../http/multipart.ts';
import { loadProjectForActor, patchProject } from '../project-core/index.ts';
import { createProject } from './create.ts';
import { createMultipartSpec, multipartToCreateFields } from './multipart.ts';
import { listProjectCards, projectDetail } from './service.ts';

/** zod reports unknown keys as one issue on the object; docs/api.md wants each key as a field. */
function expandUnknownKeys(issues: readonly z.core.$ZodIssue[]): { path: PropertyKey[]; message: string }[] {
  return issues.flatMap((issue): { path: PropertyKey[]; message: string }[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: MESSAGES.api.unknownField }))
      : [issue],
  );
}

const LIST_DESCRIPTION =
  'Newest first. Without `show_all=true` (or without the `projects.view_all` permission, which ' +
  'admins, staff, pay admins and space leads hold) only projects the caller is part of are ' +
  'listed: as owner, client manager, client support officer, creator or team member (pending ' +
  'invitations included). Opportunities are listed only to roles with ' +
  '`projects.view_opportunities` (never to clients or developers). `search` matches any part ' +
  'of the title, case-insensitively. Each card carries up to 5 team members and the team size, ' +
  'and the nearest milestone due now or later. `needs_attention=true` keeps projects without a ' +
  'team or without a deadline.';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Projects'],
        summary: 'List projects',
        description: `Active (not archived) projects. ${LIST_DESCRIPTION}`,
        querystring: projectListQuery,
        response: { 200: projectListSchema },
      },
    },
    async (request) =>
      listProjectCards(
        app.db,
        request,
        requireActor(request),
        request.query,
        request.query.archived ?? false,
      ),
  );

  app.get(
    '/projects/archived/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Projects'],
        summary: 'List archived projects',
        description: `Archived projects (the \`archived\` filter is ignored). ${LIST_DESCRIPTION}`,
        querystring: projectListQuery,
        response: { 200: projectListSchema },
      },
    },
    async (request) => listProjectCards(app.db, request, requireActor(request), request.query, true),
  );

  app.post(
    '/projects/',
    {
      config: { access: 'project.create_dedicated' },
      schema: {
        tags: ['Projects'],
        summary: 'Create a project or an opportunity',
        description:
          'JSON, or multipart/form-data with nested keys (`documents[0][title]`, `documents[0][file]`). ' +
          '`stage: "opportunity"` creates an opportunity (title, description, category, ' +
          'expected_start_date; the end date may not be 2099-12-31); `category: "dedicated"` a ' +
          'dedicated developers project (also type, currency, invoicing_email); otherwise a managed ' +
          'project (currency, invoicing_email). Opportunities and managed projects need ' +
          '`project.create_opportunity` (admin, staff, client managers); dedicated projects ' +
          '`project.create_dedicated` (also clients). A client creating a project is its owner; a ' +
          'client manager its client manager. Only admins name the cm and cso; only staff add ' +
          'developers with rates (`participation`); clients add requirements, wireframes and other ' +
          'documents. Skills are names; unknown ones join the catalogue. People who cannot contribute ' +
          'yet (`can_contribute` false: onboarding unfinished) create nothing (403, before the body is ' +
          'read). Answers the project.',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: projectDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // Every creator may create dedicated projects: without that, nothing of the body is read.
      if (!canCreateProject(actor, 'dedicated')) throw AppError.forbidden();
      let raw: unknown = request.body;
      const files = new Map<string, UploadedFile>();
      if (request.isMultipart()) {
        const steps = app.projectCore.createSteps;
        const parsed = await readMultipart(request, createMultipartSpec(steps));
        raw = multipartToCreateFields(parsed.fields, steps);
        for (const file of parsed.files) files.set(file.fieldName, file);
      }
      const result = projectCreateBody.safeParse(raw ?? {});
      if (!result.success) throw AppError.validation(issuesToFields(expandUnknownKeys(result.error.issues)));
      const id = await createProject(app, actor, { body: result.data, files, requestId: request.id });
      const loaded = await loadProjectForActor(app.db, actor, id);
      return reply.code(201).send(await projectDetail(app.db, actor, loaded));
    },
  );

  app.get(
    '/projects/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Projects'],
        summary: 'A project',
        description:
          'Projects the caller may not open answer 404 (access: admin-type roles with ' +
          '`projects.view_all`, or the creator, owner, cm, cso or an accepted team member). A ' +
          'pending invitee gets `view: "invite"`: what the accept-invite page shows and nothing ' +
          'else. Someone asked about a live opportunity (an availability poll of theirs not ' +
          'marked rejected) gets `view: "candidate"`: its Details only (no contact, invoicing, ' +
          'people, team, documents or rates), `my_interest` and `abilities.answer_poll`; every other ' +
          'route of the project stays 404 for them. ' +
          '`abilities` says what the caller may do with the project. Rates are shown to ' +
          '`project.view_rates` (a member sees their own payout rate, the owner the client rate); ' +
          'contact details to staff and the project’s managers; never to team members.',
        params: idParams,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const loaded = await loadProjectForActor(app.db, actor, request.params.id, {
        allowPendingInvitee: true,
        allowCandidate: true,
      });
      return projectDetail(app.db, actor, loaded);
    },
  );

  app.patch(
    '/projects/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['Projects'],
        summary: 'Update a project',
        description:
          'Partial update, run as one transaction through the handlers of each part: details ' +
          '(title, description, type, expected dates, duration, skills, contact: owners, the ' +
          'project’s cm and staff; on opportunities staff only), payment (invoicing_email and ' +
          'cc_primary_email as details; currency and payment_structure for those and the ' +
          'project’s cso, and sending the current value ' +
          'unchanged is no change; a currency change once a member has a client rate above 0, or ' +
          'once the project has an incoming invoice that is not deleted (payouts are in EUR), is 409, as the detail’s ' +
          '`currency_locked` says; currency, payment structure and invoicing e-mail changes write ' +
          'an audit row), ' +
          'notifications_disabled (staff), category (convert an active project between `project` ' +
          'and `dedicated`), stage `active` (Convert to Project, staff; 409 when already active or archived), ' +
          'archived (archive or un-archive; 409 when already so), and the team (`owner`: ' +
          'owners, the project’s cm and staff; owners and the cm only to an active client of the ' +
          'owner’s company, every other id the same 400 `owner`; staff to any client) and timeline ' +
          'parts; members added are mailed within the team-invitation limits (429). Details and ' +
          'payment of an archived project are 409 (un-archive first). Any part the caller may not ' +
          'change is 403 and nothing changes; unknown keys are 400. Answers the project, or 204 ' +
          'when the change leaves the caller outside it.',
        params: idParams,
        body: projectPatchBody,
        response: { 200: projectDetailSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await patchProject(app, actor, request.params.id, request.body, request.id);
      const loaded = await loadProjectForActor(app.db, actor, request.params.id, {
        allowPendingInvitee: true,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      });
      if (!loaded) return reply.code(204).send(null);
      return projectDetail(app.db, actor, loaded);
    },
  );
};
