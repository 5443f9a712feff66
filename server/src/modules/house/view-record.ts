import { sql } from 'kysely';
import { HOUSE_VIEW_WINDOW_SECONDS } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// The browse log's entry for opening a house's detail (house-log lists them).

// One statement: the insert happens only when this person has no view of this house within the window, so a
// reload adds nothing and there is no read-then-write for concurrent reads to trip over.
export async function recordHouseView(db: Db, houseId: number, staffId: number, now: number): Promise<void> {
  await db.insertInto('house_view').columns(['house_id', 'staff_id', 'viewed_at'])
    .expression(db.selectNoFrom([
      sql<number>`cast(${houseId} as integer)`.as('house_id'),
      sql<number>`cast(${staffId} as integer)`.as('staff_id'),
      sql<number>`cast(${now} as bigint)`.as('viewed_at'),
    ]).where((w) => w.not(w.exists(w.selectFrom('house_view as v').select('v.id')
      .where('v.staff_id', '=', staffId).where('v.house_id', '=', houseId)
      .where('v.viewed_at', '>', now - HOUSE_VIEW_WINDOW_SECONDS)))))
    .execute();
}
