import { APPOINTMENT_OPEN_STATUSES } from '@brokerage/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { storeManagerOf, type Leaver } from './resign-handover.js';

export type WorkHandover = { to: number | null; steps: number; appointments: number };

// When a person leaves, the work they still owe goes to their store's active manager: their open deal steps (the
// step's overdue notice then told afresh) and their open viewing appointments. Unlike private houses and customers it
// never goes to a pool, which nobody works from, so it goes to the manager whatever the company's hand-over setting;
// a store without another active manager keeps it with the leaver, for dealstep/update to hand out one by one.
export async function handOverWork(trx: Db, leaver: Leaver, now: number): Promise<WorkHandover> {
  const manager = await storeManagerOf(trx, leaver);
  if (!manager) return { to: null, steps: 0, appointments: 0 };
  const steps = await trx.updateTable('deal_step').set({ responsible_id: manager.id, overdue_told_for: null })
    .where('responsible_id', '=', leaver.id).where('status', '=', 'pending').executeTakeFirst();
  const appointments = await trx.updateTable('customer_appointment')
    .set({ agent_id: manager.id, version: sql<number>`version + 1`, updated_at: now })
    .where('agent_id', '=', leaver.id).where('status', 'in', APPOINTMENT_OPEN_STATUSES).executeTakeFirst();
  return { to: manager.id, steps: Number(steps.numUpdatedRows), appointments: Number(appointments.numUpdatedRows) };
}
