import { sql } from 'kysely';
import { HOUSE_VIEW_WINDOW_SECONDS, type DataOf, houseViewList } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { assertHouseReadable } from '../followup/followup.service.js';

// The browse log of houses: who opened a house's detail.

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

export async function listHouseViews(
  ctx: Ctx, input: { house_id: number; page: number; limit: number },
): Promise<DataOf<typeof houseViewList>> {
  await assertHouseReadable(ctx, input.house_id);
  const query = ctx.db.selectFrom('house_view as v').innerJoin('staff as s', 's.id', 'v.staff_id')
    .where('v.house_id', '=', input.house_id)
    .where(scopeCondition(ctx.caller, ctx.scope, 'v.staff_id'));
  const [rows, total] = await Promise.all([
    query.leftJoin('store as so', 'so.id', 's.store_id')
      .select(['v.id', 'v.staff_id', 's.name as staff_name', 'so.name as store_name', 'v.viewed_at'])
      .orderBy('v.viewed_at', 'desc').orderBy('v.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, store_name: r.store_name ?? '' })),
    page: { page: input.page, limit: input.limit, total: Number(total.n) },
  };
}
