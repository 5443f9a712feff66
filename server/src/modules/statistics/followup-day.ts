import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { companyDate } from '../../core/clock.js';

// The follow-up statistics' summary rows (followup_day: per person, company day and kind, the follow-ups and how many
// are marked invalid), kept in the transaction that writes the follow-ups or marks one.

type Counted = { staff_id?: number | null | undefined; kind: string; created_at: number; invalid?: number | undefined };
type DayRow = { staff_id: number; day: string; kind: string; total: number; invalid: number };

// Rows per statement: five values each.
const CHUNK = 500;

// Every time zone's offset is a multiple of a quarter hour, so a quarter hour lies within one company day.
function dayOf(seconds: number, days: Map<number, string>): string {
  const quarter = Math.floor(seconds / 900);
  let day = days.get(quarter);
  if (day === undefined) days.set(quarter, day = companyDate(seconds));
  return day;
}

function summed(rows: Iterable<Counted>, into = new Map<string, DayRow>(), days = new Map<number, string>()): Map<string, DayRow> {
  for (const row of rows) {
    if (row.staff_id === null || row.staff_id === undefined) continue;
    const day = dayOf(Number(row.created_at), days);
    const key = `${row.staff_id} ${day} ${row.kind}`;
    const known = into.get(key) ?? { staff_id: row.staff_id, day, kind: row.kind, total: 0, invalid: 0 };
    known.total += 1;
    known.invalid += row.invalid ? 1 : 0;
    into.set(key, known);
  }
  return into;
}

// Counts newly written follow-ups (those without a person, written by the server's jobs, are not counted).
export async function countFollowups(db: Db, rows: Counted[]): Promise<void> {
  const all = [...summed(rows).values()];
  for (let i = 0; i < all.length; i += CHUNK) {
    await db.insertInto('followup_day').values(all.slice(i, i + CHUNK)).onConflict((oc) => oc.columns(['staff_id', 'day', 'kind']).doUpdateSet({
      total: sql<number>`followup_day.total + excluded.total`,
      invalid: sql<number>`followup_day.invalid + excluded.invalid`,
    })).execute();
  }
}

// A follow-up marked invalid (+1) or valid again (-1).
export async function countInvalid(db: Db, followup: { staff_id: number | null; kind: string; created_at: number }, change: 1 | -1): Promise<void> {
  if (followup.staff_id === null) return;
  await db.updateTable('followup_day').set({ invalid: sql<number>`invalid + ${change}` })
    .where('staff_id', '=', followup.staff_id).where('day', '=', companyDate(followup.created_at)).where('kind', '=', followup.kind).execute();
}

// Follow-ups read at a time by recountFollowups.
const PAGE = 10_000;

// npm run db:reindex (and seed:scale, which writes follow-ups around the app): counts every follow-up afresh, for
// those written around the app (plain SQL, a restore). Returns the number of summary rows.
export async function recountFollowups(db: Db): Promise<number> {
  const counts = new Map<string, DayRow>();
  const days = new Map<number, string>();
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('followup').select(['id', 'staff_id', 'kind', 'created_at', 'invalid'])
      .where('staff_id', 'is not', null).where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (!rows.length) break;
    summed(rows, counts, days);
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  const all = [...counts.values()];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('followup_day').execute();
    for (let i = 0; i < all.length; i += CHUNK) await trx.insertInto('followup_day').values(all.slice(i, i + CHUNK)).execute();
  });
  return all.length;
}
