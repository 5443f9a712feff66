import type { Db } from '../../core/db/database.js';
import { nextTurn, type Job } from '../../core/jobs.js';
import { applyOverdue, lockApproval } from './engine.js';

// The overdue rule of the steps: an approval whose current step passed its hours is approved or rejected by the rule.
// Each approval in its own transaction, re-checked once held, so a run on another server, or an approver acting at
// the same moment, is never applied twice.

const BATCH = 50;

export async function runOverdueApprovals(db: Db, now: number, { batch = BATCH, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  let changed = 0;
  for (;;) {
    const due = await db.selectFrom('approval').select('id').where('status', '=', 'pending').where('due_at', '<=', now)
      .where('due_action', 'in', ['approve', 'reject']).orderBy('due_at').limit(batch).execute();
    for (const { id } of due) {
      const done = await db.transaction().execute(async (trx) => {
        const a = await lockApproval(trx, id);
        if (!a || a.status !== 'pending' || a.due_at === null || Number(a.due_at) > now || !a.due_action) return false;
        await applyOverdue(trx, a, now);
        return true;
      });
      if (done) changed += 1;
    }
    if (due.length < batch || signal?.aborted) break;
    await nextTurn();
  }
  return changed;
}

export const approvalJobs: Job[] = [
  { name: 'approval-overdue', everyMs: 60_000, run: (db, now, signal) => runOverdueApprovals(db, now, { signal }) },
];
