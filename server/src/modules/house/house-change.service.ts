import {
  HOUSE_DATED_STATUSES, HOUSE_STATUSES_BY_DEAL, HOUSE_STATUS_LABELS, HOUSE_STATUS_MAX_DAYS, houseHandStatuses, houseRuleText,
  type DataOf, type HouseGrade, type HouseStatus, type ParsedInputOf, houseUpdatePrice, houseUpdateStatus,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { assertNoOpenShoot, endsHouse } from '../../core/open-shoot.js';
import { yuanToFen } from '../../core/money.js';
import { recordHouseChange } from './followup-record.js';
import { houseDetail, houseForChange, type HouseForChange } from './house-read.js';
import { assertVersion, updateAtVersion } from './house-write.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { houseSubject, houseToPublicItem, statusItem, writeRelease, writeStatusChange } from './house-status.approval.js';

// Status, price, grade and pool changes. Each one writes its typed follow-up in the same transaction as the change,
// so a house's follow-up list is its complete history.

const DAY = 86_400;

async function changeable(ctx: Ctx, id: number, version: number): Promise<HouseForChange> {
  const house = await houseForChange(ctx.db, ctx.caller, ctx.scope, id);
  assertVersion(house, version);
  return house;
}

function statusLabel(ctx: Ctx, status: HouseStatus): string {
  return HOUSE_STATUS_LABELS[status][ctx.lang];
}

// The rules of DOMAIN.md: the transition table by hand (内成交 only by a deal), an end date in the future (at most a year)
// for 预定/暂缓/封盘 and for nothing else, a reason for 无效.
function assertStatusChange(ctx: Ctx, from: HouseStatus, to: HouseStatus, until: number | null, reason: string): void {
  const allowed = houseHandStatuses(from);
  if (!allowed.includes(to)) {
    const detail = HOUSE_STATUSES_BY_DEAL.includes(to)
      ? houseRuleText('byDeal', ctx.lang, { status: statusLabel(ctx, to) })
      : houseRuleText('transition', ctx.lang, { from: statusLabel(ctx, from), to: statusLabel(ctx, to) });
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail }, { from, to, allowed });
  }
  const status = statusLabel(ctx, to);
  if (HOUSE_DATED_STATUSES.includes(to)) {
    if (until === null) throw new AppError('BAD_REQUEST', { detail: houseRuleText('untilRequired', ctx.lang, { status }) });
    if (until <= ctx.now) throw new AppError('BAD_REQUEST', { detail: houseRuleText('untilPast', ctx.lang) });
    if (until > ctx.now + HOUSE_STATUS_MAX_DAYS * DAY) {
      throw new AppError('BAD_REQUEST', { detail: houseRuleText('untilTooFar', ctx.lang, { days: HOUSE_STATUS_MAX_DAYS }) });
    }
  } else if (until !== null) {
    throw new AppError('BAD_REQUEST', { detail: houseRuleText('untilNotAllowed', ctx.lang, { status }) });
  }
  if (to === 'invalid' && !reason) throw new AppError('BAD_REQUEST', { detail: houseRuleText('reasonRequired', ctx.lang, { status }) });
}

// 无效 and 注销 wait for approval when their flow is enabled for the caller's store (house-status.approval.ts). A house
// with a VR shoot in progress is not ended (core/open-shoot.ts).
async function applyStatus(ctx: Ctx, house: HouseForChange, version: number, to: HouseStatus, until: number | null, reason: string) {
  assertStatusChange(ctx, house.status, to, until, reason);
  const item = statusItem(to);
  const subject = item ? await houseSubject(ctx.db, house.id) : '';
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    if (endsHouse(to)) await assertNoOpenShoot(trx, ctx.lang, house.id, ctx.now);
    const pending = item
      ? await submitApproval(trx, ctx, item, {
        recordId: house.id, recordVersion: version, subject, payload: { from: house.status, to, reason, maintainer_id: house.maintainer_id },
      })
      : null;
    if (pending === null) {
      await writeStatusChange(trx, { houseId: house.id, version, from: house.status, to, until, reason, staffId: ctx.caller.staffId }, ctx.now);
    }
  }));
  return houseDetail(ctx, house.id);
}

export async function changeStatus(ctx: Ctx, input: ParsedInputOf<typeof houseUpdateStatus>): Promise<DataOf<typeof houseUpdateStatus>> {
  const house = await changeable(ctx, input.id, input.version);
  return applyStatus(ctx, house, input.version, input.status, input.until, input.reason);
}

// 封盘: the owner takes the house off the market until a date; the same rules as any change to sealed.
export async function closeHouse(ctx: Ctx, input: { id: number; version: number; until: number; reason: string }) {
  const house = await changeable(ctx, input.id, input.version);
  return applyStatus(ctx, house, input.version, 'sealed', input.until, input.reason);
}

export async function changePrice(ctx: Ctx, input: ParsedInputOf<typeof houseUpdatePrice>): Promise<DataOf<typeof houseUpdatePrice>> {
  const house = await changeable(ctx, input.id, input.version);
  const price = yuanToFen(input.price);
  const basePrice = input.base_price === null ? null : yuanToFen(input.base_price);
  if (basePrice !== null && basePrice > price) throw new AppError('BAD_REQUEST', { detail: houseRuleText('basePriceAbovePrice', ctx.lang) });
  if (price === house.price && basePrice === house.base_price) throw new AppError('BAD_REQUEST', { detail: houseRuleText('unchanged', ctx.lang) });
  await ctx.db.transaction().execute(async (trx) => {
    await updateAtVersion(trx, house.id, input.version, { price, base_price: basePrice }, ctx.now);
    await trx.insertInto('house_price_history').values({
      house_id: house.id, staff_id: ctx.caller.staffId, price_from: house.price, price_to: price, base_price_from: house.base_price,
      base_price_to: basePrice, reason: input.reason, created_at: ctx.now,
    }).execute();
    await recordHouseChange(trx, {
      houseId: house.id, staffId: ctx.caller.staffId, kind: 'price', content: input.reason,
      change: { from: house.price, to: price, base_from: house.base_price, base_to: basePrice },
    }, ctx.now);
  });
  return houseDetail(ctx, house.id);
}

export async function changeGrade(ctx: Ctx, input: { id: number; version: number; grade: HouseGrade; reason: string }) {
  const house = await changeable(ctx, input.id, input.version);
  if (house.grade === input.grade) throw new AppError('BAD_REQUEST', { detail: houseRuleText('unchanged', ctx.lang) });
  await ctx.db.transaction().execute(async (trx) => {
    await updateAtVersion(trx, house.id, input.version, { grade: input.grade }, ctx.now);
    await recordHouseChange(trx, {
      houseId: house.id, staffId: ctx.caller.staffId, kind: 'grade', content: input.reason, change: { from: house.grade, to: input.grade },
    }, ctx.now);
  });
  return houseDetail(ctx, house.id);
}

// Private → public pool by hand (through approval when house_to_public's flow is enabled); the pool job does the
// same for houses left without a follow-up.
export async function releaseHouse(ctx: Ctx, input: { id: number; version: number; reason: string }) {
  const house = await changeable(ctx, input.id, input.version);
  if (house.pool === 'public') throw new AppError('TRANSITION_NOT_ALLOWED', { detail: houseRuleText('alreadyPublic', ctx.lang) });
  const subject = await houseSubject(ctx.db, house.id);
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const pending = await submitApproval(trx, ctx, houseToPublicItem, {
      recordId: house.id, recordVersion: input.version, subject, payload: { reason: input.reason, maintainer_id: house.maintainer_id },
    });
    if (pending === null) await writeRelease(trx, { houseId: house.id, version: input.version, reason: input.reason, staffId: ctx.caller.staffId }, ctx.now);
  }));
  return houseDetail(ctx, house.id);
}
