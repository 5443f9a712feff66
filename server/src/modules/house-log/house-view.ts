import { type DataOf, houseViewList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { assertHouseReadable } from '../followup/followup.service.js';

// The browse log of houses: who opened a house's detail (written by house/get, house/view-record.ts).

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
