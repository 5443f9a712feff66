import {
  HOUSE_DETAIL_LINK, HOUSE_OPEN_STATUSES, HOUSE_STATUS_LABELS, houseRoleRuleText, houseRuleText, type DataOf, type HouseStatus, type ParsedInputOf,
  houseDoor, houseLinbao, houseQrCode,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { readHousePolicy } from '../../core/settings.js';
import { recordHouseChange } from '../house/followup-record.js';
import { houseForChange, liveHousesOnDoor, readableHouse } from '../house/house-read.js';
import { doorOf } from '../house/house.service.js';
import { assertFloor, assertPrivateCap, assertVersion, updateAtVersion } from '../house/house-write.js';
import { assertClaimCap, recordClaim } from '../house/pool-claim.js';
import { doorName } from './role-read.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { houseSubject } from '../house/house-status.approval.js';
import { houseToPrivateItem, writeClaim } from './house-claim.approval.js';
import { isUniqueViolation } from '../../core/sql.js';

// Moving a house to the door it should have been entered on, claiming one from the public pool (领包), and the
// house's QR code.

export async function changeDoor(ctx: Ctx, input: ParsedInputOf<typeof houseDoor>): Promise<DataOf<typeof houseDoor>> {
  const house = await houseForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(house, input.version);
  const current = await ctx.db.selectFrom('house').select(['door_id', 'total_floors']).where('id', '=', house.id).executeTakeFirstOrThrow();
  if (current.door_id === input.door_id) throw new AppError('BAD_REQUEST', { detail: houseRoleRuleText('sameDoor', ctx.lang) });
  const door = await doorOf(ctx, input.door_id);
  assertFloor(ctx.lang, door.floor_number, current.total_floors);
  const [from, to] = await Promise.all([doorName(ctx.db, current.door_id), doorName(ctx.db, door.id)]);
  const others = async (db: Ctx['db']) => (await liveHousesOnDoor(db, door.id, house.kind)).filter((m) => m.id !== house.id);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // The same guard as an entry: one live house per door and kind.
      const matches = await others(trx);
      if (matches.length) throw new AppError('DUPLICATE', {}, { list: matches });
      await updateAtVersion(trx, house.id, input.version, {
        door_id: door.id, region_id: door.region_id, building_id: door.building_id, unit_id: door.unit_id, floor_id: door.floor_id,
        floor_number: door.floor_number,
      }, ctx.now);
      await recordHouseChange(trx, {
        houseId: house.id, staffId: ctx.caller.staffId, kind: 'door', content: input.reason, change: { from, to },
      }, ctx.now);
    });
  } catch (error) {
    // Someone entered a house on that door in the moment between the check and the update.
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE', {}, { list: await others(ctx.db) });
    throw error;
  }
  return { id: house.id, version: input.version + 1 };
}

export async function claimHouse(ctx: Ctx, input: ParsedInputOf<typeof houseLinbao>): Promise<DataOf<typeof houseLinbao>> {
  const house = await ctx.db.selectFrom('house as h').innerJoin('staff as m', 'm.id', 'h.maintainer_id')
    .select(['h.id', 'h.pool', 'h.status', 'h.version', 'h.maintainer_id', 'm.name as maintainer_name'])
    .where('h.id', '=', input.id).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope))
    .executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  assertVersion(house, input.version);
  if (house.pool !== 'public') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: houseRoleRuleText('notPublic', ctx.lang) }, { pool: house.pool });
  const status = house.status as HouseStatus;
  if (!HOUSE_OPEN_STATUSES.includes(status)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: houseRoleRuleText('notOnMarket', ctx.lang, { status: HOUSE_STATUS_LABELS[status][ctx.lang] }) });
  }
  const policy = await readHousePolicy(ctx.db);
  const me = ctx.caller.staffId;
  const subject = await houseSubject(ctx.db, house.id);
  // Through approval when house_to_private's flow is enabled (house-claim.approval.ts): the private cap is checked now
  // and again when the approval ends; the daily claim cap counts the request now, on the day it is made.
  const approvalId = await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    await assertPrivateCap(trx, ctx, me, policy.privateCap);
    await assertClaimCap(trx, ctx, 'house', policy.claimDailyCap, (count) => houseRuleText('claimCap', ctx.lang, { count, cap: policy.claimDailyCap }));
    const pending = await submitApproval(trx, ctx, houseToPrivateItem, {
      recordId: house.id, recordVersion: input.version, subject,
      payload: { reason: input.reason, store_id: ctx.caller.storeId, maintainer_id: house.maintainer_id, applicant_name: ctx.caller.name, maintainer_name: house.maintainer_name },
    });
    if (pending === null) await writeClaim(trx, { houseId: house.id, version: input.version, staffId: me, storeId: ctx.caller.storeId, reason: input.reason }, ctx.now);
    await recordClaim(trx, ctx, { kind: 'house', recordId: house.id, approvalId: pending });
    return pending;
  }));
  return { id: house.id, version: approvalId === null ? input.version + 1 : input.version, approval_id: approvalId };
}

export async function houseQr(ctx: Ctx, input: ParsedInputOf<typeof houseQrCode>): Promise<DataOf<typeof houseQrCode>> {
  const house = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', input.id).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const url = `${ctx.config.publicUrl}${HOUSE_DETAIL_LINK}${house.id}`;
  // Loaded on first use, like the other libraries only some calls need.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, svg };
}
