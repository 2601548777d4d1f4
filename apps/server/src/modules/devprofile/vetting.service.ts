import type { Db } from '../../db/client.ts';
import type { SessionActor } from '../../http/session.ts';
import { recordAudit } from '../audit/repository.ts';
import { setVetted } from './vetting.repository.ts';

/**
 * PATCH devprofile/{id}/ `{is_vetted}` (`tests.manage`): a conditional update of the talent's
 * profile and, when it changed, one audit row (`talent.vetted` or `talent.unvetted`), in one
 * transaction. Setting the value it already has changes nothing and records nothing.
 */
export async function changeVetting(
  db: Db,
  actor: SessionActor,
  talentId: number,
  isVetted: boolean,
  requestId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await setVetted(tx, talentId, isVetted))) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: isVetted ? 'talent.vetted' : 'talent.unvetted',
      targetType: 'user',
      targetId: talentId,
      before: { is_vetted: !isVetted },
      after: { is_vetted: isVetted },
      requestId,
    });
  });
}
