import { APPOINTMENT_OPEN_STATUSES } from '@brokerage/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { companyDate } from '../../core/clock.js';
import { recordCustomerChanges, recordStepHandovers } from '../house/followup-record.js';
import { storeManagerOf, type Leaver } from './resign-handover.js';

export type Person = { id: number; name: string };
export type WorkHandover = { to: number; steps: number; appointments: number };

// When a person leaves, the work they still owe goes to their store's active manager: their open deal steps (the
// step's overdue notice then told afresh) and their open viewing appointments. Unlike private houses and customers it
// never goes to a pool, which nobody works from, so it goes to the manager whatever the company's hand-over setting;
// without another active manager in their store (or without a store) it goes to the person recording the resignation,
// so no step or appointment waits on a closed account. Each customer whose appointment or deal's steps moved gets a
// typed follow-up on its timeline (`role`: the appointment's day or the deal's contract number, from the leaver to the
// new person), in the same transaction.
export async function handOverWork(trx: Db, leaver: Leaver, by: Person, now: number): Promise<WorkHandover> {
  const to = (await storeManagerOf(trx, leaver)) ?? by;
  const steps = await trx.updateTable('deal_step').set({ responsible_id: to.id, overdue_told_for: null })
    .where('responsible_id', '=', leaver.id).where('status', '=', 'pending').returning('deal_id').execute();
  const appointments = await trx.updateTable('customer_appointment')
    .set({ agent_id: to.id, version: sql<number>`version + 1`, updated_at: now })
    .where('agent_id', '=', leaver.id).where('status', 'in', APPOINTMENT_OPEN_STATUSES).returning(['customer_id', 'day']).execute();
  await recordCustomerChanges(trx, appointments.map((a) => ({
    customerId: a.customer_id, staffId: by.id, kind: 'role' as const, content: companyDate(a.day), change: { role: 'appointment', from: leaver.name, to: to.name },
  })), now);
  await recordStepHandovers(trx, steps.map((s) => s.deal_id), { from: leaver.name, to: to.name, by: by.id }, now);
  return { to: to.id, steps: steps.length, appointments: appointments.length };
}
