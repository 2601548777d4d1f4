import { AcceptInvite } from '@/features/team/routes/AcceptInvite.tsx';
import { useProjectContext } from '../project-context.ts';

/** /projects/:id/accept_invite: the invitee's terms, Ask form and Accept Invite (features/team). */
export default function AcceptInvitePage() {
  const { project } = useProjectContext();
  return <AcceptInvite projectId={project.id} />;
}
