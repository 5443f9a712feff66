import { ERRORS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { deviceOf, type RequestMeta } from '../../core/context.js';
import { recordHouseChange } from '../house/followup-record.js';
import { updateAtVersion } from '../house/house-write.js';
import type { ProviderReport } from './provider.js';

// The end of a task the VR service reports is written exactly once, however often it is reported: in one transaction
// the task moves from shooting to done (with its tour) or failed (given up, which frees the house for a new task) by a
// conditional update, and only the report that moved it writes the rest. A house without a VR surveyor then gets the
// photographer of a done task as one, written as staffrole/add writes a role (the house's version, a 'role' follow-up
// by the server), so the typed follow-ups and the role statistics see it.

// ended: this report ended the task; known: it had ended before, nothing written; refused: no task of this service
// has the reference.
export type Finish = 'ended' | 'known' | 'refused';

export async function finishTask(db: Db, provider: string, report: ProviderReport, meta: RequestMeta): Promise<Finish> {
  return db.transaction().execute(async (trx): Promise<Finish> => {
    const task = await trx.selectFrom('vr_task').select(['id', 'house_id', 'staff_id', 'created_by', 'state'])
      .where('provider_ref', '=', report.taskRef).where('provider', '=', provider).executeTakeFirst();
    if (!task) return 'refused';
    if (task.state !== 'shooting') return 'known';
    const done = report.outcome === 'done';
    const moved = await trx.updateTable('vr_task').set({ state: report.outcome, tour_url: done ? report.tourUrl.slice(0, 500) : '', done_at: report.at })
      .where('id', '=', task.id).where('state', '=', 'shooting').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'known';
    if (done) await assignVrSurveyor(trx, task, meta.now);
    await trx.insertInto('operation_log').values({
      staff_id: null, method: 'POST', endpoint: 'vr/notify', target_id: task.id, house_id: task.house_id, ip: meta.ip, device: deviceOf(meta),
      result_code: ERRORS.OK.code, created_at: meta.now,
    }).execute();
    return 'ended';
  });
}

async function assignVrSurveyor(db: Db, task: { house_id: number; staff_id: number; created_by: number }, now: number): Promise<void> {
  const house = await db.selectFrom('house').select(['id', 'version']).where('id', '=', task.house_id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!house) return;
  const held = await db.selectFrom('house_role').select('staff_id').where('house_id', '=', house.id).where('role', '=', 'vr_survey').executeTakeFirst();
  if (held) return;
  const photographer = await db.selectFrom('staff').select(['id', 'name']).where('id', '=', task.staff_id).where('status', '=', 'active').executeTakeFirst();
  if (!photographer) return;
  await updateAtVersion(db, house.id, house.version, {}, now);
  await db.insertInto('house_role').values({ house_id: house.id, role: 'vr_survey', staff_id: photographer.id, assigned_by: task.created_by, assigned_at: now }).execute();
  await recordHouseChange(db, { houseId: house.id, staffId: null, kind: 'role', content: '', change: { role: 'vr_survey', from: null, to: photographer.name } }, now);
}
