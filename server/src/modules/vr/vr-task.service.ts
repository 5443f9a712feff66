import { sql } from 'kysely';
import { HOUSE_STATUS_LABELS, type DataOf, type HouseStatus, type ParsedInputOf, type VrTask, type VrTaskState, type vrCreateTask, type vrTasks } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { callOutside } from '../../core/outside-call.js';
import { ORDER_CLAIM_SECONDS, endsHouse } from '../../core/open-shoot.js';
import { lockRow } from '../../core/db/row-lock.js';
import { isUniqueViolation } from '../../core/sql.js';
import { readableHouse } from '../house/house-read.js';
import { notifyPath } from './provider.js';
import { vrProvider } from './providers.js';
import { refuse } from './vr-user.service.js';

// Shooting tasks on houses the caller may see (vr:task scope): ordering one for an active VR user, and a house's tasks.

async function visibleHouse(ctx: Ctx, houseId: number) {
  const house = await ctx.db.selectFrom('house as h').innerJoin('region as r', 'r.id', 'h.region_id')
    .select(['h.id', 'h.status', 'h.rooms', 'h.halls', 'h.area', 'r.name as region'])
    .where('h.id', '=', houseId).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  return house;
}

// What the VR service is told the house is (and its sandbox's tour shows): community and layout, never the door.
function houseTitle(house: { region: string; rooms: number; halls: number; area: number }): string {
  return `${house.region} ${house.rooms}室${house.halls}厅 ${(house.area / 100).toFixed(0)}㎡`;
}

function taskQuery(ctx: Ctx) {
  return ctx.db.selectFrom('vr_task as k').innerJoin('staff as s', 's.id', 'k.staff_id').leftJoin('staff as c', 'c.id', 'k.created_by')
    .select([
      'k.id', 'k.house_id', 'k.vr_user_id', 'k.staff_id', 's.name as staff_name', 'k.package_ref', 'k.package_name', 'k.provider', 'k.provider_ref',
      'k.state', 'k.shoot_url', 'k.tour_url', 'c.name as created_by_name', 'k.created_at', 'k.done_at',
    ]);
}
type TaskRow = Awaited<ReturnType<ReturnType<typeof taskQuery>['executeTakeFirstOrThrow']>>;

function taskItem(row: TaskRow): VrTask {
  return {
    ...row, state: row.state as VrTaskState, created_by_name: row.created_by_name ?? '', created_at: Number(row.created_at),
    done_at: row.done_at === null ? null : Number(row.done_at),
  };
}

// Claims the house for this order, in one transaction holding the house's row (core/open-shoot.ts): the house is still
// on the market, has no shoot in progress, and no other order holds it, so one order of a house at a time asks the VR
// service for a shoot, and no delete or ending of the house slips in while the service is asked (they check the claim
// holding the same row). A claim that lapsed (ORDER_CLAIM_SECONDS) is taken over.
async function claimHouse(ctx: Ctx, houseId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'house', houseId);
    const house = await trx.selectFrom('house').select('status').where('id', '=', houseId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!house) throw new AppError('NOT_FOUND');
    // A house off the market is not shot, as a house holding a shoot is not ended.
    const status = house.status as HouseStatus;
    if (endsHouse(status)) refuse(ctx, 'houseOffMarket', { status: HOUSE_STATUS_LABELS[status][ctx.lang] }, 'TRANSITION_NOT_ALLOWED');
    const open = await trx.selectFrom('vr_task').select('id').where('house_id', '=', houseId).where('state', '=', 'shooting').executeTakeFirst();
    if (open) refuse(ctx, 'openTask', {}, 'CONFLICT');
    const claimed = await trx.insertInto('vr_order_claim').values({ house_id: houseId, claimed_at: ctx.now })
      .onConflict((oc) => oc.column('house_id').doUpdateSet({ claimed_at: ctx.now }).where('vr_order_claim.claimed_at', '<', ctx.now - ORDER_CLAIM_SECONDS))
      .returning('house_id').executeTakeFirst();
    if (!claimed) refuse(ctx, 'openTask', {}, 'CONFLICT');
  });
}

// Releases this order's claim, not one another order took after it lapsed.
async function releaseHouse(ctx: Ctx, houseId: number): Promise<void> {
  await ctx.db.deleteFrom('vr_order_claim').where('house_id', '=', houseId).where('claimed_at', '=', ctx.now).execute();
}

export async function createTask(ctx: Ctx, input: ParsedInputOf<typeof vrCreateTask>): Promise<DataOf<typeof vrCreateTask>> {
  const house = await visibleHouse(ctx, input.house_id);
  const user = await ctx.db.selectFrom('vr_user as u').innerJoin('staff as s', 's.id', 'u.staff_id')
    .select(['u.id', 'u.status', 'u.provider_user_id', 'u.staff_id', 's.name', 's.status as staff_status'])
    .where('u.id', '=', input.vr_user_id).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND');
  if (user.status !== 'active') refuse(ctx, 'userDisabled', { name: user.name }, 'TRANSITION_NOT_ALLOWED');
  if (user.staff_status !== 'active') refuse(ctx, 'staffInactive', { name: user.name });
  await claimHouse(ctx, house.id);
  let id: number;
  try {
    const provider = await vrProvider(ctx);
    const taken = await callOutside(ctx, { service: 'vr', method: 'createtask', url: `${provider.name}:${user.provider_user_id}`, request: { house_id: house.id, user_ref: user.provider_user_id } },
      () => provider.createTask({ userRef: user.provider_user_id, houseId: house.id, title: houseTitle(house) }, `${ctx.config.publicUrl}${notifyPath(provider.name)}`));
    if (!taken) refuse(ctx, 'noShoots', {}, 'QUOTA_EXCEEDED');
    try {
      ({ id } = await ctx.db.insertInto('vr_task').values({
        house_id: house.id, vr_user_id: user.id, staff_id: user.staff_id, package_ref: taken.packageRef, package_name: taken.packageName.slice(0, 100),
        provider: provider.name, provider_ref: taken.ref, state: 'shooting', shoot_url: taken.shootUrl.slice(0, 500), created_by: ctx.caller.staffId,
        created_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow());
    } catch (error) {
      // Held by the database too, should a lapsed claim have let a second order in.
      if (isUniqueViolation(error)) refuse(ctx, 'openTask', {}, 'CONFLICT');
      throw error;
    }
  } finally {
    await releaseHouse(ctx, house.id);
  }
  return taskItem(await taskQuery(ctx).where('k.id', '=', id).executeTakeFirstOrThrow());
}

export async function houseTasks(ctx: Ctx, input: ParsedInputOf<typeof vrTasks>): Promise<DataOf<typeof vrTasks>> {
  const house = await visibleHouse(ctx, input.house_id);
  const [rows, count, photographers] = await Promise.all([
    taskQuery(ctx).where('k.house_id', '=', house.id).orderBy('k.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    ctx.db.selectFrom('vr_task').select(sql<number>`count(*)`.as('n')).where('house_id', '=', house.id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('vr_user as u').innerJoin('staff as s', 's.id', 'u.staff_id').leftJoin('store as so', 'so.id', 's.store_id')
      .select(['u.id', 's.name as staff_name', 'so.name as store_name'])
      .where('u.status', '=', 'active').where('s.status', '=', 'active').orderBy('s.name').orderBy('u.id').execute(),
  ]);
  return {
    list: rows.map(taskItem),
    page: { page: input.page, limit: input.limit, total: Number(count.n) },
    photographers: photographers.map((p) => ({ id: p.id, staff_name: p.staff_name, store_name: p.store_name ?? '' })),
  };
}
