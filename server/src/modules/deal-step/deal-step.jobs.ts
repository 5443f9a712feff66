import { sql } from 'kysely';
import { DEAL_LIVE_STATUSES, DEAL_STEP_LABELS, DEAL_STEP_NOTICE_TEXTS, LANGS, format, type DealStepCode, type Text } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { companyDate } from '../../core/clock.js';
import { inBatches, type Job } from '../../core/jobs.js';
import { notify } from '../message/message-write.js';

// An open step of a deal in force past its deadline: its responsible person is told once per deadline
// (overdue_told_for holds the deadline told, so a deadline that moves, as when the step before it is confirmed, is a new
// occasion). The deadline is computed as dealstep/list computes it: from the
// signing date, or from the previous step's completion. Each mark is an UPDATE that repeats the condition, so two
// servers running the job at once tell nobody twice.

const DAY = 86_400;
const BATCH = 200;

// The step's deadline in SQL: `days` after the signing date, or after the completion of the step before it in order
// (the signing date for a first step; null while that step is open).
const deadline = sql<number | null>`(case when s.count_from = 'deal' then d.signed_at
  else case when exists (select 1 from deal_step e where e.deal_id = s.deal_id and (e.sort < s.sort or (e.sort = s.sort and e.id < s.id)))
    then (select p.done_at from deal_step p where p.deal_id = s.deal_id and (p.sort < s.sort or (p.sort = s.sort and p.id < s.id))
      order by p.sort desc, p.id desc limit 1)
    else d.signed_at end
  end + s.days * ${DAY})`;

function overdueUntold(db: Db, now: number, batch: number) {
  const steps = db.selectFrom('deal_step as s').innerJoin('deal as d', 'd.id', 's.deal_id')
    .select(['s.id', 's.code', 's.responsible_id', 's.overdue_told_for', 'd.contract_no', deadline.as('deadline')])
    .where('s.status', '=', 'pending').where('d.status', 'in', DEAL_LIVE_STATUSES);
  return db.selectFrom(steps.as('x')).selectAll()
    .where('x.deadline', '<', now)
    .where((eb) => eb.or([eb('x.overdue_told_for', 'is', null), eb('x.overdue_told_for', '<>', eb.ref('x.deadline'))]))
    .orderBy('x.deadline').orderBy('x.id').limit(batch).execute();
}

// The {step} of the message in every language: the step's name and the day it was due.
function overdueText(code: DealStepCode, due: number): Text {
  const date = companyDate(due);
  return Object.fromEntries(LANGS.map((lang) => [lang, format(DEAL_STEP_NOTICE_TEXTS.overdue[lang], { name: DEAL_STEP_LABELS[code][lang], date })])) as Text;
}

export async function tellOverdueSteps(db: Db, now: number, { batch = BATCH, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<number> {
  let told = 0;
  await inBatches(batch, signal, () => db.transaction().execute(async (trx) => {
    const rows = await overdueUntold(trx, now, batch);
    for (const row of rows) {
      const due = Number(row.deadline);
      const marked = await trx.updateTable('deal_step').set({ overdue_told_for: due })
        .where('id', '=', row.id).where('status', '=', 'pending')
        .where((eb) => eb.or([eb('overdue_told_for', 'is', null), eb('overdue_told_for', '<>', due)])).executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) continue;
      await notify(trx, {
        kind: 'dealStep', to: [row.responsible_id], now, params: { deal: row.contract_no, step: overdueText(row.code as DealStepCode, due) },
      });
      told += 1;
    }
    return rows.length;
  }));
  return told;
}

export const dealStepJobs: Job[] = [
  { name: 'deal-step-overdue-notice', everyMs: 10 * 60_000, run: (db, now, signal) => tellOverdueSteps(db, now, { signal }) },
];
