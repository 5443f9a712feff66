import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { addDays, companyDate, nextDay } from '../../core/clock.js';

// The follow-up statistics' summary rows, per person and kind, the follow-ups and how many are marked invalid: per
// company day (followup_day) and per company month (followup_month, the sum of its days), kept together in the
// transaction that writes the follow-ups or marks one.

type Counted = { staff_id?: number | null | undefined; kind: string; created_at: number; invalid?: number | undefined };
type DayRow = { staff_id: number; day: string; kind: string; total: number; invalid: number };
type MonthRow = { staff_id: number; month: string; kind: string; total: number; invalid: number };

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

// The company month of a company day is its first seven characters.
function monthsOf(days: Iterable<DayRow>): MonthRow[] {
  const months = new Map<string, MonthRow>();
  for (const { staff_id, day, kind, total, invalid } of days) {
    const month = day.slice(0, 7);
    const key = `${staff_id} ${month} ${kind}`;
    const known = months.get(key) ?? { staff_id, month, kind, total: 0, invalid: 0 };
    known.total += total;
    known.invalid += invalid;
    months.set(key, known);
  }
  return [...months.values()];
}

// The one writer of changes to both tables, so that neither changes without the other: follow-ups added to the rows
// there or written, or marks changing the rows of follow-ups already counted (one written around the app is counted,
// mark included, once db:reindex has run).
async function addCounts(db: Db, days: DayRow[], change: 'followups' | 'marks'): Promise<void> {
  const months = monthsOf(days);
  if (change === 'marks') {
    for (const d of days) {
      await db.updateTable('followup_day').set({ invalid: sql<number>`invalid + ${d.invalid}` })
        .where('staff_id', '=', d.staff_id).where('day', '=', d.day).where('kind', '=', d.kind).execute();
    }
    for (const m of months) {
      await db.updateTable('followup_month').set({ invalid: sql<number>`invalid + ${m.invalid}` })
        .where('staff_id', '=', m.staff_id).where('month', '=', m.month).where('kind', '=', m.kind).execute();
    }
    return;
  }
  for (let i = 0; i < days.length; i += CHUNK) {
    await db.insertInto('followup_day').values(days.slice(i, i + CHUNK)).onConflict((oc) => oc.columns(['staff_id', 'day', 'kind']).doUpdateSet({
      total: sql<number>`followup_day.total + excluded.total`,
      invalid: sql<number>`followup_day.invalid + excluded.invalid`,
    })).execute();
  }
  for (let i = 0; i < months.length; i += CHUNK) {
    await db.insertInto('followup_month').values(months.slice(i, i + CHUNK)).onConflict((oc) => oc.columns(['staff_id', 'month', 'kind']).doUpdateSet({
      total: sql<number>`followup_month.total + excluded.total`,
      invalid: sql<number>`followup_month.invalid + excluded.invalid`,
    })).execute();
  }
}

// Counts newly written follow-ups (those without a person, written by the server's jobs, are not counted).
export async function countFollowups(db: Db, rows: Counted[]): Promise<void> {
  const days = [...summed(rows).values()];
  if (days.length) await addCounts(db, days, 'followups');
}

// A follow-up marked invalid (+1) or valid again (-1).
export async function countInvalid(db: Db, followup: { staff_id: number | null; kind: string; created_at: number }, change: 1 | -1): Promise<void> {
  if (followup.staff_id === null) return;
  await addCounts(db, [{ staff_id: followup.staff_id, day: companyDate(followup.created_at), kind: followup.kind, total: 0, invalid: change }], 'marks');
}

// Follow-ups read at a time by recountFollowups.
const PAGE = 10_000;

// npm run db:reindex (and seed:scale, which writes follow-ups around the app): counts every follow-up afresh, for
// those written around the app (plain SQL, a restore). Returns the number of rows written per day and per month.
export async function recountFollowups(db: Db): Promise<{ days: number; months: number }> {
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
  const months = monthsOf(all);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('followup_day').execute();
    await trx.deleteFrom('followup_month').execute();
    for (let i = 0; i < all.length; i += CHUNK) await trx.insertInto('followup_day').values(all.slice(i, i + CHUNK)).execute();
    for (let i = 0; i < months.length; i += CHUNK) await trx.insertInto('followup_month').values(months.slice(i, i + CHUNK)).execute();
  });
  return { days: all.length, months: months.length };
}

// The first day of the month after a company day's.
function nextMonthStart(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

// The summary rows of a range of company days (both included), per person and kind, several rows each: the whole
// months within it from followup_month, the days of the months it covers in part from followup_day.
export function followupCounts(db: Db, range: { from: string; to: string }) {
  const days = (from: string, to: string) => db.selectFrom('followup_day')
    .select(['staff_id', 'kind', 'total', 'invalid']).where('day', '>=', from).where('day', '<=', to);
  const wholeFrom = range.from.endsWith('-01') ? range.from : nextMonthStart(range.from);
  const wholeTo = nextDay(range.to).endsWith('-01') ? range.to : addDays(`${range.to.slice(0, 7)}-01`, -1);
  if (wholeFrom > wholeTo) return days(range.from, range.to);
  let rows = db.selectFrom('followup_month').select(['staff_id', 'kind', 'total', 'invalid'])
    .where('month', '>=', wholeFrom.slice(0, 7)).where('month', '<=', wholeTo.slice(0, 7));
  if (range.from < wholeFrom) rows = rows.unionAll(days(range.from, addDays(wholeFrom, -1)));
  if (wholeTo < range.to) rows = rows.unionAll(days(nextDay(wholeTo), range.to));
  return rows;
}
