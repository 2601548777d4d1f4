import type { Role } from '@kazi/shared/auth/roles';
import { addParticipant, createProject } from '../../db/factories/projects.ts';
import { createUserWithRole } from '../../db/factories/users.ts';
import type { MatrixSection } from '../../test/matrix.ts';
import { holds, homeOf, MISSING, matrixProjects, onRecord, outOfReach } from '../../test/matrix-projects.ts';
import { only, signedIn, succeeds } from '../../test/routes.ts';

const ACCEPT = { status: 'accepted' };
const QUESTION = { body: 'Hello from the authorization matrix' };
const addsMembers = only('admin', 'staff', 'client_manager', 'client');

/**
 * Team routes on the caller's project (test/matrix-projects.ts), whose team has two developers
 * who are no matrix users, and on a project every role is invited to (`invitedProjectId`, a
 * pending participation each). Everyone opens their team and their invitation, accepts it and
 * asks about it; team managers (`project.manage_team`) change and remove someone else's
 * participation; whoever adds members (staff, the owner, the client manager) sends the
 * reminders. Out of reach (404): the stranger's project, and a teammate's participation on a
 * team the caller is only invited to.
 */
export const teamMatrix: MatrixSection = {
  expected: {
    'GET /api/projects/:id/team/': succeeds(signedIn(), 200),
    'GET /api/projects/:id/invitation/': succeeds(signedIn(), 200),
    'PATCH /api/participation/:id/': succeeds(signedIn(), 200),
    'DELETE /api/participation/:id/': succeeds(only('admin', 'staff'), 204),
    'POST /api/projects/:id/remind/': succeeds(addsMembers, 200),
    'POST /api/projects/:id/question/': succeeds(signedIn(), 200),
    'GET /api/team-candidates/': addsMembers,
  },
  requests: {
    'GET /api/projects/:id/team/': onRecord('projectId'),
    'GET /api/projects/:id/invitation/': onRecord('invitedProjectId'),
    'PATCH /api/participation/:id/': (ctx) =>
      holds(ctx.caller, 'project.manage_team')
        ? onRecord('teammateId', { updates_enabled: false })(ctx)
        : onRecord('invitationId', ACCEPT)(ctx),
    'DELETE /api/participation/:id/': onRecord('leavingTeammateId'),
    'POST /api/projects/:id/remind/': onRecord('projectId', {}),
    'POST /api/projects/:id/question/': onRecord('invitedProjectId', QUESTION),
  },
  unreachable: {
    'GET /api/projects/:id/team/': outOfReach('foreignProjectId'),
    // Nobody has a participation on the stranger's project, not even those who open every project.
    'GET /api/projects/:id/invitation/': onRecord('foreignProjectId'),
    // A teammate's place on a team the caller is only invited to: an invitee sees their own only.
    'PATCH /api/participation/:id/': outOfReach('invitedTeammateId', ACCEPT),
    'DELETE /api/participation/:id/': () => ({ kind: 'json', params: { id: MISSING } }),
    'POST /api/projects/:id/remind/': outOfReach('foreignProjectId', {}),
    'POST /api/projects/:id/question/': outOfReach('foreignProjectId', QUESTION),
  },
  async setup(app, users) {
    const projects = await matrixProjects(app, users);
    const stayer = await createUserWithRole(app.db, 'developer');
    const leaver = await createUserWithRole(app.db, 'developer');
    const teammates = new Map<Role, { teammateId: number; leavingTeammateId: number }>();
    for (const [role, project] of projects.home) {
      teammates.set(role, {
        teammateId: (await addParticipant(app.db, project.id, stayer.id)).id,
        leavingTeammateId: (await addParticipant(app.db, project.id, leaver.id)).id,
      });
    }
    // A client manager who is no matrix user answers the questions.
    const cm = await createUserWithRole(app.db, 'client_manager');
    const invited = await createProject(app.db, { title: 'Matrix invitation', cmId: cm.id });
    const invitations = new Map<Role, number>();
    for (const [role, user] of users) {
      invitations.set(role, (await addParticipant(app.db, invited.id, user.id, { status: 'pending' })).id);
    }
    // Invitations nobody accepts in the walks, to a team with a stranger on it.
    const stillInvited = await createProject(app.db, { title: 'Matrix pending invitation' });
    for (const user of users.values()) {
      await addParticipant(app.db, stillInvited.id, user.id, { status: 'pending' });
    }
    const invitedTeammate = await addParticipant(app.db, stillInvited.id, stayer.id);
    return (caller) => {
      const role = caller === 'anonymous' ? 'admin' : caller;
      return {
        projectId: homeOf(projects, caller).id,
        foreignProjectId: projects.foreign.id,
        invitedTeammateId: invitedTeammate.id,
        invitedProjectId: invited.id,
        invitationId: invitations.get(role) as number,
        ...teammates.get(role),
      };
    };
  },
};
