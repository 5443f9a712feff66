import { sql } from 'kysely';
import { LOOK_COUNT_DAYS, type CustomerKind, type LookItem } from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { DataScope } from '@brokerage/contract';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { houseBriefs } from '../customer/customer-houses.js';

// Reading viewings, and keeping the counts they feed: 二看 flags, the customer's and the houses' last viewing and
// 30-day counts.

const DAY = 86_400;

// Who may see or change a viewing: its lead agent within the scope.
export function lookInScope(caller: Caller, scope: DataScope, alias = 'l') {
  return scopeCondition(caller, scope, `${alias}.agent_id`);
}

// The viewings as answers show them: the agreement's files through signed links (core/upload-links.ts).
export async function lookItems(ctx: Ctx, ids: number[]): Promise<LookItem[]> {
  if (!ids.length) return [];
  const { db } = ctx;
  const sign = (url: string) => ctx.uploadLinks.sign(url, ctx.now);
  const [rows, houses] = await Promise.all([
    db.selectFrom('customer_look as l').innerJoin('customer as c', 'c.id', 'l.customer_id').innerJoin('staff as ag', 'ag.id', 'l.agent_id')
      .leftJoin('staff as co', 'co.id', 'l.companion_id').leftJoin('store as so', 'so.id', 'l.store_id')
      .select(['l.id', 'l.customer_id', 'c.name as customer_name', 'c.kind as customer_kind', 'l.agent_id', 'ag.name as agent_name',
        'l.companion_id', 'co.name as companion_name', 'so.name as store_name', 'l.look_at', 'l.feedback', 'l.appointment_id',
        'l.agreement_url', 'l.agreement_thumb', 'l.agreement_at', 'l.effective', 'l.version', 'l.created_at'])
      .where('l.id', 'in', ids).execute(),
    db.selectFrom('customer_look_house').select(['look_id', 'house_id', 'is_second']).where('look_id', 'in', ids).orderBy('house_id').execute(),
  ]);
  const briefs = await houseBriefs(ctx, houses.map((h) => h.house_id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { agreement_url, agreement_thumb, agreement_at, ...rest } = row;
    return [{
      ...rest,
      customer_kind: row.customer_kind as CustomerKind,
      companion_name: row.companion_name ?? '',
      store_name: row.store_name ?? '',
      agreement: agreement_url && agreement_at !== null ? { url: sign(agreement_url), thumb_url: sign(agreement_thumb), at: agreement_at } : null,
      effective: row.effective ? 1 : 0,
      houses: houses.filter((h) => h.look_id === id).flatMap((h) => {
        const brief = briefs.get(h.house_id);
        return brief ? [{ ...brief, second: h.is_second ? 1 as const : 0 as const }] : [];
      }),
    }];
  });
}

export async function lookItem(ctx: Ctx, id: number): Promise<LookItem> {
  const [item] = await lookItems(ctx, [id]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

// After a viewing of this customer and these houses was recorded or changed, in its transaction: which effective
// viewings of each pair are 二看 (all but the first), and the customer's and houses' last viewing and counts. The
// agent's countdown to the public pool restarts from the latest effective viewing.
export async function refreshLookCounts(db: Db, ctx: Pick<Ctx, 'now'>, customerId: number, houseIds: number[]): Promise<void> {
  if (!houseIds.length) return;
  const since = ctx.now - LOOK_COUNT_DAYS * DAY;
  await db.updateTable('customer_look_house as lh')
    .set({
      is_second: sql<number>`case when lh.effective = 1 and exists (select 1 from customer_look_house p where p.customer_id = lh.customer_id
        and p.house_id = lh.house_id and p.effective = 1 and (p.look_at < lh.look_at or (p.look_at = lh.look_at and p.look_id < lh.look_id)))
        then 1 else 0 end`,
    })
    .where('lh.customer_id', '=', customerId).where('lh.house_id', 'in', houseIds).execute();
  await db.updateTable('customer')
    .set({
      last_look_at: sql<number | null>`(select max(look_at) from customer_look l where l.customer_id = customer.id and l.effective = 1)`,
      look_count: sql<number>`(select count(*) from customer_look l where l.customer_id = customer.id and l.effective = 1)`,
      looks_30d: sql<number>`(select count(*) from customer_look l where l.customer_id = customer.id and l.effective = 1 and l.look_at >= ${since})`,
    })
    .where('id', '=', customerId).execute();
  await db.updateTable('customer')
    .set({ active_at: sql<number>`last_look_at`, warned_at: null })
    .where('id', '=', customerId).where('last_look_at', 'is not', null).where(sql<boolean>`last_look_at > active_at`).execute();
  await db.updateTable('house')
    .set({
      last_view_at: sql<number | null>`(select max(look_at) from customer_look_house lh where lh.house_id = house.id and lh.effective = 1)`,
      views_30d: sql<number>`(select count(*) from customer_look_house lh where lh.house_id = house.id and lh.effective = 1 and lh.look_at >= ${since})`,
    })
    .where('id', 'in', houseIds).execute();
}
