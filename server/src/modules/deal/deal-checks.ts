import {
  CUSTOMER_OPEN_STATUSES, CUSTOMER_STATUS_LABELS, DEAL_LIVE_STATUSES, HOUSE_KIND_OF_CUSTOMER, HOUSE_STATUS_LABELS, SHARE_WHOLE, canChangeStatus, dealRuleText,
  sharePercent, type CustomerKind, type CustomerStatus, type DealKind, type DealRule, type HouseStatus, type SplitInput,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { companyDate } from '../../core/clock.js';
import { scopeFor } from '../../core/access.js';
import { readableHouse } from '../house/house-read.js';
import { readableCustomer } from '../customer/customer-read.js';
import { proposeSplit, shareSum } from './split.js';
import { readSplitPolicy } from '../../core/settings.js';

// The rules a deal's house, customer, people and split must meet when it is recorded or changed.

function refuse(ctx: Ctx, rule: DealRule, params: Record<string, string | number>): never {
  throw new AppError('BAD_REQUEST', { detail: dealRuleText(rule, ctx.lang, params) });
}

// A deal is recorded once signed: a signing date after today (company time) would count its performance in a month to come.
export function assertSignedNotAhead(ctx: Ctx, signedAt: number): void {
  if (companyDate(signedAt) <= companyDate(ctx.now)) return;
  const message = dealRuleText('signedFuture', ctx.lang);
  throw fieldRefusal('signed_at', message);
}

// Shares must make exactly 100 %: otherwise refused with the sum and the difference.
export function assertWholeSplit(ctx: Ctx, split: readonly SplitInput[]): void {
  const sum = shareSum(split);
  if (sum === SHARE_WHOLE) return;
  refuse(ctx, sum < SHARE_WHOLE ? 'splitShort' : 'splitOver', { sum: sharePercent(sum), diff: sharePercent(Math.abs(SHARE_WHOLE - sum)) });
}

// A house may get a deal when it is on the market, or 内成交 without one (set by hand before only a deal could set
// it): the check for another deal in review or in force below tells the two 内成交 apart.
export function houseDealable(status: HouseStatus): boolean {
  return canChangeStatus(status, 'deal_internal') || status === 'deal_internal';
}

// A customer may sign when active or paused, or 内成交 without a deal in force (set by hand before only a deal could).
export async function customerDealable(db: Db, customerId: number, status: CustomerStatus, exceptDeal: number | null): Promise<boolean> {
  if (CUSTOMER_OPEN_STATUSES.includes(status)) return true;
  if (status !== 'deal_internal') return false;
  let live = db.selectFrom('deal').select('id').where('customer_id', '=', customerId).where('status', 'in', DEAL_LIVE_STATUSES);
  if (exceptDeal !== null) live = live.where('id', '<>', exceptDeal);
  return (await live.executeTakeFirst()) === undefined;
}

// A live house the caller may see, of the deal's kind, on the market, without another deal in review or in force.
export async function assertHouse(ctx: Ctx, db: Db, houseId: number, kind: DealKind, exceptDeal: number | null) {
  const scope = await scopeFor(ctx, 'house:list');
  const row = scope && await db.selectFrom('house as h').select(['h.id', 'h.kind', 'h.status', 'h.maintainer_id', 'h.recorder_id'])
    .where('h.id', '=', houseId).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, scope)).executeTakeFirst();
  if (!row) refuse(ctx, 'houseUnknown', { id: houseId });
  if (row.kind !== kind) refuse(ctx, 'houseKind', { id: houseId });
  const status = row.status as HouseStatus;
  if (!houseDealable(status)) refuse(ctx, 'houseNotOpen', { id: houseId, status: HOUSE_STATUS_LABELS[status][ctx.lang] });
  let other = db.selectFrom('deal as d').select('d.contract_no').where('d.house_id', '=', houseId)
    .where('d.status', 'in', ['pending', 'effective', 'settled', 'closed']);
  if (exceptDeal !== null) other = other.where('d.id', '<>', exceptDeal);
  const taken = await other.executeTakeFirst();
  if (taken) refuse(ctx, 'houseInDeal', { id: houseId, number: taken.contract_no });
  return row;
}

// A customer the caller may see, looking for this kind of deal, able to sign (customerDealable).
export async function assertCustomer(ctx: Ctx, db: Db, customerId: number, kind: DealKind, exceptDeal: number | null) {
  const scope = await scopeFor(ctx, 'customer:list');
  const row = scope && await db.selectFrom('customer as c').select(['c.id', 'c.kind', 'c.status', 'c.agent_id'])
    .where('c.id', '=', customerId).where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!row) refuse(ctx, 'customerUnknown', { id: customerId });
  if (HOUSE_KIND_OF_CUSTOMER[row.kind as CustomerKind] !== kind) refuse(ctx, 'customerKind', { id: customerId });
  const status = row.status as CustomerStatus;
  if (!await customerDealable(db, customerId, status, exceptDeal)) refuse(ctx, 'customerNotOpen', { id: customerId, status: CUSTOMER_STATUS_LABELS[status][ctx.lang] });
  return row;
}

// Active members of staff, each of the ids; the stores of those found.
export async function assertStaff(ctx: Ctx, db: Db, ids: number[]): Promise<Map<number, number | null>> {
  const wanted = [...new Set(ids)];
  const rows = await db.selectFrom('staff').select(['id', 'store_id']).where('id', 'in', wanted).where('status', '=', 'active').execute();
  const found = new Map(rows.map((r) => [r.id, r.store_id]));
  for (const id of wanted) if (!found.has(id)) refuse(ctx, 'staffUnknown', { id });
  return found;
}

// The company's default split for this house and customer (split.ts, the shares from company settings): its
// maintainer, key holder, surveyor and recorder, and the customer's agent.
export async function defaultSplit(
  db: Db, house: { id: number; maintainer_id: number; recorder_id: number }, customer: { agent_id: number },
): Promise<SplitInput[]> {
  const [roles, policy] = await Promise.all([
    db.selectFrom('house_role').select(['role', 'staff_id']).where('house_id', '=', house.id).where('role', 'in', ['key', 'survey']).execute(),
    readSplitPolicy(db),
  ]);
  const holder = (role: string) => roles.find((r) => r.role === role)?.staff_id ?? null;
  return proposeSplit({
    house: house.maintainer_id, key: holder('key'), survey: holder('survey'), record: house.recorder_id, customer: customer.agent_id,
  }, policy);
}
