import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import type { Database } from '../../core/db/schema.js';
import { companyWallClock } from '../../core/clock.js';
import type { Job } from '../../core/jobs.js';
import { notify } from '../message/message-write.js';
import { houseTitles } from '../../core/house-title.js';

// A lent key past its due date: its borrower is told once per lend and due date (overdue_told_for holds the due
// date told, so a new lend or a later date is a new occasion). The UPDATE … RETURNING repeats the condition, so two
// servers running the job at once tell nobody twice.
function overdueUntold(now: number) {
  return (eb: ExpressionBuilder<Database, 'house_key'>) => eb.and([
    eb('status', '=', 'lent'), eb('due_at', '<', now), eb('deleted_at', 'is', null), eb('borrower_id', 'is not', null),
    eb.or([eb('overdue_told_for', 'is', null), eb('overdue_told_for', '<>', eb.ref('due_at'))]),
  ]);
}

export async function tellOverdueKeys(db: Db, now: number, { batch = 500 }: { batch?: number } = {}): Promise<number> {
  const due = overdueUntold(now);
  return db.transaction().execute(async (trx) => {
    const rows = await trx.updateTable('house_key').set({ overdue_told_for: sql<number>`due_at` })
      .where(due).where('id', 'in', (eb) => eb.selectFrom('house_key').select('id').where(due).orderBy('due_at').limit(batch))
      .returning(['id', 'house_id', 'number', 'borrower_id', 'due_at']).execute();
    const titles = await houseTitles(trx, rows.map((row) => row.house_id));
    for (const row of rows) {
      if (row.borrower_id === null || row.due_at === null) continue;
      await notify(trx, {
        kind: 'keyOverdue', to: [row.borrower_id], now,
        params: { house: `${titles(row.house_id, row.borrower_id) || `#${row.house_id}`} (${row.number})`, due: companyWallClock(row.due_at).toISOString().slice(0, 16).replace('T', ' ') },
      });
    }
    return rows.length;
  });
}

export const houseKeyJobs: Job[] = [
  { name: 'key-overdue-notice', everyMs: 10 * 60_000, run: (db, now) => tellOverdueKeys(db, now) },
];
