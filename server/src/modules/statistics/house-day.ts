import { sql } from 'kysely';
import { pictureChangeAction } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { companyDate } from '../../core/clock.js';

// The house statistics' summary rows (house_day: per person, company day and kind, the follow-ups on houses, the
// owner phones revealed and the entrust books that took effect), kept in the transaction that writes the follow-ups,
// reveals the phone or makes the book effective.

// The kinds beside the follow-up kinds: a picture upload (apart from the other picture records), an owner phone
// revealed, and an entrust book that took effect (counted for the person who recorded it, on the day it did).
export const HOUSE_DAY_KINDS = { pictureUpload: 'picture_upload', phoneView: 'phone_view', entrust: 'entrust' } as const;

type Counted = { staff_id?: number | null | undefined; kind: string; detail?: string | undefined; created_at: number };
type DayRow = { staff_id: number; day: string; kind: string; total: number };

// The behaviour log's phone_view entries of owner phones start so (house-owner.service.ts); customers' start 'customer'.
export const OWNER_PHONE_DETAIL = 'house';

// Rows per statement: four values each.
const CHUNK = 500;

function kindOf(row: Counted): string {
  if (row.kind !== 'picture' || !row.detail) return row.kind;
  return pictureChangeAction(JSON.parse(row.detail) as { from: unknown; to: unknown })?.action === 'upload' ? HOUSE_DAY_KINDS.pictureUpload : row.kind;
}

function summed(rows: Iterable<Counted>, into = new Map<string, DayRow>()): Map<string, DayRow> {
  for (const row of rows) {
    if (row.staff_id === null || row.staff_id === undefined) continue;
    const day = companyDate(Number(row.created_at));
    const kind = kindOf(row);
    const key = `${row.staff_id} ${day} ${kind}`;
    const known = into.get(key) ?? { staff_id: row.staff_id, day, kind, total: 0 };
    known.total += 1;
    into.set(key, known);
  }
  return into;
}

async function upsert(db: Db, all: DayRow[]): Promise<void> {
  for (let i = 0; i < all.length; i += CHUNK) {
    await db.insertInto('house_day').values(all.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['staff_id', 'day', 'kind']).doUpdateSet({ total: sql<number>`house_day.total + excluded.total` })).execute();
  }
}

// Counts newly written follow-ups that are on a house and have a person.
export function countHouseFollowups(db: Db, rows: (Counted & { house_id?: number | null | undefined })[]): Promise<void> {
  return upsert(db, [...summed(rows.filter((row) => row.house_id !== null && row.house_id !== undefined)).values()]);
}

// Counts one owner phone revealed, in the reveal's transaction.
export function countPhoneView(db: Db, staffId: number, at: number): Promise<void> {
  return upsert(db, [{ staff_id: staffId, day: companyDate(at), kind: HOUSE_DAY_KINDS.phoneView, total: 1 }]);
}

// Counts one entrust book that took effect, in the transaction that makes it so (a book in force never goes back).
export function countEntrustEffective(db: Db, agentId: number, at: number): Promise<void> {
  return upsert(db, [{ staff_id: agentId, day: companyDate(at), kind: HOUSE_DAY_KINDS.entrust, total: 1 }]);
}

// Follow-ups and log entries read at a time by recountHouseDays.
const PAGE = 10_000;

// npm run db:reindex: counts every follow-up on a house, every owner phone revealed and every entrust book in force afresh, for those written
// around the app (plain SQL, a restore). Returns the number of summary rows.
export async function recountHouseDays(db: Db): Promise<number> {
  const counts = new Map<string, DayRow>();
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('followup')
      .select(['id', 'house_id', 'staff_id', 'kind', sql<string>`case when kind = 'picture' then detail else '' end`.as('detail'), 'created_at'])
      .where('staff_id', 'is not', null).where('house_id', 'is not', null).where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (!rows.length) break;
    summed(rows, counts);
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  after = 0;
  for (;;) {
    const rows = await db.selectFrom('behaviour_log').select(['id', 'staff_id', 'created_at'])
      .where('action', '=', 'phone_view').where('detail', 'like', `${OWNER_PHONE_DETAIL} %`).where('staff_id', 'is not', null)
      .where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (!rows.length) break;
    summed(rows.map((r) => ({ staff_id: r.staff_id, kind: HOUSE_DAY_KINDS.phoneView, created_at: Number(r.created_at) })), counts);
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  after = 0;
  for (;;) {
    const rows = await db.selectFrom('entrust_book').select(['id', 'agent_id', 'effective_at']).where('status', '=', 'effective')
      .where('effective_at', 'is not', null).where('id', '>', after).orderBy('id').limit(PAGE).execute();
    if (!rows.length) break;
    summed(rows.map((r) => ({ staff_id: r.agent_id, kind: HOUSE_DAY_KINDS.entrust, created_at: Number(r.effective_at) })), counts);
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  const all = [...counts.values()];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('house_day').execute();
    for (let i = 0; i < all.length; i += CHUNK) await trx.insertInto('house_day').values(all.slice(i, i + CHUNK)).execute();
  });
  return all.length;
}
