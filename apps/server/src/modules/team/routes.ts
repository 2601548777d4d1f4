import { paginated } from '@kazi/shared/api/pagination';
import { PARTICIPATION_STATUSES } from '@kazi/shared/team/rules';
import {
  invitationSchema,
  messageResponse,
  participationParams,
  participationPatchBody,
  projectParams,
  projectTeamSchema,
  questionBody,
  remindBody,
  teamCandidateSchema,
  teamCandidatesQuery,
} from '@kazi/shared/team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import { teamCandidates } from './candidates.ts';
import { askQuestion, getInvitation, remindInvitees } from './invitations.ts';
import { getTeam, patchParticipation, removeParticipation } from './service.ts';

const tags = ['Team'];

const participationStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(PARTICIPATION_STATUSES),
  updates_enabled: z.boolean(),
  update_days: z.string(),
  updates_on: z.boolean(),
});

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id/team/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A project's team: owner, client manager, support officer and members",
        description:
          'For everyone who may open the project (others: 404). Members come oldest first with their ' +
          'status (Pending or Active), hours per week, update switch and days. Money follows ' +
          '`project.view_rates`: staff and finance see payout and client rates, the expected monthly ' +
          'totals (rate / 5 × hours per week × 22, rounded half up to the cent) and the effective-dated ' +
          'rate history, newest first; a member sees their own payout rate; the owner sees client rates. ' +
          '`abilities` say what the caller may change. Four queries whatever the team size.',
        params: projectParams,
        response: { 200: projectTeamSchema },
      },
    },
    async (request) => getTeam(app, requireActor(request), request.params.id),
  );

  app.get(
    '/projects/:id/invitation/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The caller's invitation to a project's team (accept-invite page)",
        description:
          "The project, the caller's own participation (status, hours per week, their payout rate) and " +
          'the terms checklist: five items on a dedicated project (terms, developer guide, weekly hours, ' +
          'progress reports, notify contact), four on a managed one (no weekly hours). Open to pending ' +
          'invitees; 404 for anyone without a participation on the project.',
        params: projectParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => getInvitation(app, requireActor(request), request.params.id),
  );

  app.patch(
    '/participation/:id/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Accept an invitation, or set a member's update switch and days",
        description:
          '`{ "status": "accepted" }` by the invitee only, from initial or pending (a conditional update: ' +
          'a second accept answers 409), with an audit row and a `developers_accepted_invitation` activity. ' +
          '`{ "updates_enabled": bool }` or `{ "day_selection_for_updates": true, "update_days": "0,2,4" }` ' +
          '(Monday 0 to Friday 4) by team managers (`project.manage_team`); the member may set their own ' +
          'only while the participation is still `initial`. Nothing else can be written here (400). ' +
          'Participations on projects the caller may not open answer 404.',
        params: participationParams,
        body: participationPatchBody,
        response: { 200: participationStateSchema },
      },
    },
    async (request) =>
      patchParticipation(app, requireActor(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/participation/:id/',
    {
      config: { access: 'project.manage_team' },
      schema: {
        tags,
        summary: 'Remove a member from the team (staff)',
        description:
          'Deletes the participation; the audit row keeps the member, status and every rate. The rate ' +
          'rows that price the hours they logged stay, naming the project and person (invoices and ' +
          'payouts from hours; ADR 010); the others go. Refused on archived projects (409).',
        params: participationParams,
      },
    },
    async (request, reply) => {
      await removeParticipation(app, requireActor(request), request.params.id, request.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/projects/:id/remind/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Remind pending invitees by e-mail',
        description:
          'Mails every member whose invitation is not accepted yet, or only `remind_user_id`. For those who ' +
          'may add team members (owner, client manager, staff). Answers `{ message }`. Limited per ' +
          'person and per invitee (MAIL_LIMIT_REMINDERS): then 429 with `Retry-After`, nothing mailed. ' +
          'On an opportunity, staff with `opportunity.manage` also remind the shortlisted people who have ' +
          'not answered their availability poll (each person once per UTC day: 429 with `Retry-After` for ' +
          'one already reminded, skipped when reminding everyone); `remind_user_id` names a pending ' +
          'invitee, or else one of those candidates (400 otherwise).',
        params: projectParams,
        body: remindBody,
        response: { 200: messageResponse },
      },
    },
    async (request) =>
      remindInvitees(app, requireActor(request), request.params.id, request.body.remind_user_id, request.id),
  );

  app.post(
    '/projects/:id/question/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Ask the project managers a question (invitees and members)',
        description:
          "From a pending or accepted member. In the bell of the project's client manager and client " +
          'support officer, and mailed to them, or to the admins when the project has neither (the client ' +
          'owner is not asked about ' +
          "terms and pay). 'The ask question field is required' without a question. Limited per " +
          'person and per recipient (MAIL_LIMIT_QUESTIONS): then 429 with `Retry-After`. The question ' +
          'goes into the mail as inert, indented text.',
        params: projectParams,
        body: questionBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => askQuestion(app, requireActor(request), request.params.id, request.body.body),
  );

  app.get(
    '/team-candidates/',
    {
      config: { access: 'project.create_dedicated' },
      schema: {
        tags,
        summary: 'People for the team pickers',
        description:
          'Active people who can contribute, by `role`: developer (developers, designers and space leads), ' +
          'owner (clients), cm (client managers), cso (client support officers). `search` matches the ' +
          'start of the first or last name or the full name, and for staff-side roles the start of the ' +
          'e-mail; clients match names only (no listing of e-mails, no account check by address). `exclude` ' +
          'leaves out ids. ' +
          'Everyone who may create a dedicated project or manage teams may search developers; the slot ' +
          'pickers (owner, cm, cso) are for staff-side roles (403 for clients). With `project` the owner ' +
          'picker is for changing that project’s owner (403 without the right to): people other than ' +
          'staff (`project.manage_any`) are offered active clients of the owner’s company only, as ' +
          '`PATCH projects/{id}/` accepts (ADR 018). Two queries (three with `project`).',
        querystring: teamCandidatesQuery,
        response: { 200: paginated(teamCandidateSchema) },
      },
    },
    async (request) => teamCandidates(app.db, request, requireActor(request), request.query),
  );
};
