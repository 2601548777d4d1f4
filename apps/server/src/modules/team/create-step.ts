import { can } from '@kazi/shared/auth/permissions';
import type { ProjectCreateBody } from '@kazi/shared/project-create';
import { AppError } from '../../http/errors.ts';
import type { SessionActor } from '../../http/session.ts';
import type { ProjectCreateStep } from '../project-core/index.ts';
import { addParticipants, setProjectSlots } from './participants.ts';

const USER_TYPE_CLIENT = 2;
const USER_TYPE_CLIENT_MANAGER = 3;

/**
 * Slots at creation. A client creating a project is its owner (they cannot name another); a
 * client manager creating one is its client manager unless an admin names another. Only
 * `project.manage_cm_cso` names a cm or cso; only staff-side creators name another owner.
 */
function slotsFor(actor: SessionActor, body: ProjectCreateBody) {
  const isClient = actor.user.type === USER_TYPE_CLIENT && !actor.roles.some((r) => r !== 'client');
  const mayNameCmCso = can(actor, 'project.manage_cm_cso');
  if (isClient && body.owner && body.owner.id !== actor.id) throw AppError.forbidden();
  if (!mayNameCmCso && ((body.cm && body.cm.id !== actor.id) || body.cso)) throw AppError.forbidden();
  const isCm = actor.roles.includes('client_manager') && actor.user.type === USER_TYPE_CLIENT_MANAGER;
  return {
    owner: isClient ? { id: actor.id } : (body.owner ?? undefined),
    cm: body.cm ?? (isCm ? { id: actor.id } : undefined),
    cso: body.cso ?? undefined,
  };
}

/** An id sent as multipart text (`owner[id]=12`) as the number the schema takes. */
const multipartInt = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/** The team part of `POST projects/`: the owner, cm and cso slots, then the invited members. */
export const teamCreateStep: ProjectCreateStep = {
  fromMultipart(fields) {
    const out = { ...fields };
    for (const slot of ['owner', 'cm', 'cso']) {
      const value = out[slot];
      if (value && typeof value === 'object' && 'id' in value)
        out[slot] = { ...value, id: multipartInt(value.id) };
      else if (value === '' || value === 'null') out[slot] = null;
    }
    if (Array.isArray(out.participation)) {
      out.participation = out.participation.map((member) => {
        if (!member || typeof member !== 'object') return member;
        const entry = member as { user?: { id?: unknown } };
        return entry.user ? { ...entry, user: { ...entry.user, id: multipartInt(entry.user.id) } } : entry;
      });
    }
    return out;
  },
  check(actor, body) {
    slotsFor(actor, body);
    if (body.participation?.length && !can(actor, 'project.manage_team')) throw AppError.forbidden();
  },
  async apply(tx, app, { actor, projectId, body, requestId }) {
    const slots = slotsFor(actor, body);
    await setProjectSlots(tx, app, { projectId, actorId: actor.id, ...slots, requestId });
    const members = body.participation ?? [];
    await addParticipants(tx, app, { projectId, actorId: actor.id, members, requestId });
  },
};
