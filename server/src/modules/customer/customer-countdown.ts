import { WRITTEN_FOLLOWUP_KINDS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { changeOf } from '../house/followup-record.js';

// A private customer's release countdown (active_at) runs from the latest of: when its agent took it (its entry, a
// claim, a hand-over from a leaver, a return to 有效: the timeline's entry, pool, role and status records), its agent's
// latest valid written follow-up, and its latest effective viewing. Each of those moves it forward as it happens; a
// follow-up marked invalid, or valid again, finds it afresh here, in the caller's transaction.
export async function recountCountdown(trx: Db, customerId: number): Promise<void> {
  const customer = await trx.selectFrom('customer').select(['agent_id', 'active_at', 'created_at', 'last_look_at'])
    .where('id', '=', customerId).executeTakeFirst();
  if (!customer) return;
  const [changes, written] = await Promise.all([
    trx.selectFrom('followup').select(['kind', 'detail', 'created_at'])
      .where('customer_id', '=', customerId).where('kind', 'in', ['pool', 'role', 'status']).execute(),
    trx.selectFrom('followup').select((eb) => eb.fn.max<number | null>('created_at').as('at'))
      .where('customer_id', '=', customerId).where('staff_id', '=', customer.agent_id).where('kind', 'in', WRITTEN_FOLLOWUP_KINDS)
      .where('invalid', '=', 0).executeTakeFirst(),
  ]);
  // A claim (to the private pool), a hand-over (a new agent) or a return to 有效 restarted the countdown.
  const restarted = (c: { kind: string; detail: string }) => c.kind === 'role' || changeOf(c.kind, c.detail)?.to === (c.kind === 'pool' ? 'private' : 'valid');
  const taken = changes.filter(restarted).map((c) => Number(c.created_at));
  const activeAt = Math.max(Number(customer.created_at), ...taken, Number(written?.at ?? 0), Number(customer.last_look_at ?? 0));
  if (activeAt === Number(customer.active_at)) return;
  // A later start is a new countdown, warned again before its end.
  await trx.updateTable('customer').set({ active_at: activeAt, ...(activeAt > Number(customer.active_at) ? { warned_at: null } : {}) })
    .where('id', '=', customerId).execute();
}
