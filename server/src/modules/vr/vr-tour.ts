import type { Db } from '../../core/db/database.js';

export type HouseTour = { task_id: number; tour_url: string; done_at: number };

// A house's latest finished virtual tour, for what shows or publishes the house (its detail, the listing portals);
// null while none was shot.
export async function houseTour(db: Db, houseId: number): Promise<HouseTour | null> {
  const row = await db.selectFrom('vr_task').select(['id', 'tour_url', 'done_at'])
    .where('house_id', '=', houseId).where('state', '=', 'done').where('done_at', 'is not', null)
    .orderBy('done_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row || row.done_at === null) return null;
  return { task_id: row.id, tour_url: row.tour_url, done_at: Number(row.done_at) };
}
