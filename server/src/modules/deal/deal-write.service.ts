import {
  DEAL_STATUS_LABELS, dealRuleText, maskPhone, type DataOf, type DealKind, type ParsedInputOf, type SplitInput, type SplitRole,
  dealAdd, dealDelete, dealUpdate, dealUpdateFind,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { removePicture } from '../../core/image.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';
import { isUniqueViolation } from '../../core/sql.js';
import { endWithdrawn, lockApproval, writeChain } from '../approval/engine.js';
import { guardOpenApproval } from '../approval/submit.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { assertTargetSet } from '../target/target-set.js';
import { assertCustomer, assertHouse, assertSignedNotAhead, assertStaff, assertWholeSplit, defaultSplit } from './deal-checks.js';
import { nextContractNo } from './deal-number.js';
import { dealDetail, dealForChange, dealInScope, type DealForChange } from './deal-read.js';
import { assertVersion, submitReview, updateAtVersion } from './deal-review.js';
import { allocate } from './split.js';

// Recording, reading for editing, changing and deleting deals.

function refuseStatus(ctx: Ctx, deal: DealForChange): never {
  if (deal.status === 'pending') throw new AppError('APPROVAL_OPEN', {}, { approval_id: deal.approval_id });
  throw new AppError('TRANSITION_NOT_ALLOWED', { detail: dealRuleText('statusIs', ctx.lang, { status: DEAL_STATUS_LABELS[deal.status][ctx.lang] }) });
}

// A number taken by another deal: 409002 naming it (the unique index says the same to a concurrent twin).
async function assertNumberFree(ctx: Ctx, trx: Db, contractNo: string, except: number | null): Promise<void> {
  let query = trx.selectFrom('deal').select('id').where('contract_no', '=', contractNo);
  if (except !== null) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: dealRuleText('numberTaken', ctx.lang, { number: contractNo }) });
}

async function guardNumber<T>(ctx: Ctx, contractNo: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error) && String((error as { message?: unknown }).message ?? '').includes('contract_no')) {
      throw new AppError('CONFLICT', { detail: dealRuleText('numberTaken', ctx.lang, { number: contractNo ?? '' }) });
    }
    throw error;
  }
}

async function writeSplit(trx: Db, dealId: number, split: readonly SplitInput[], commissionFen: number): Promise<void> {
  const amounts = allocate(commissionFen, split.map((s) => s.share));
  await trx.insertInto('deal_split').values(split.map((s, sort) => ({
    deal_id: dealId, sort, role: s.role, staff_id: s.staff_id, share: s.share, amount: amounts[sort] ?? 0,
  }))).execute();
}

type DealInput = ParsedInputOf<typeof dealAdd> | ParsedInputOf<typeof dealUpdate>;

// The house, customer, people and split of an entry or a change, checked; the split proposed when not given.
async function checked(ctx: Ctx, input: DealInput, kind: DealKind, except: number | null) {
  assertSignedNotAhead(ctx, input.signed_at);
  const house = await assertHouse(ctx, ctx.db, input.house_id, kind, except);
  const customer = await assertCustomer(ctx, ctx.db, input.customer_id, kind, except);
  const split = input.split ?? await defaultSplit(ctx.db, house, customer);
  assertWholeSplit(ctx, split);
  const agentId = input.agent_id ?? ctx.caller.staffId;
  const stores = await assertStaff(ctx, ctx.db, [agentId, ...split.map((s) => s.staff_id)]);
  return { split, agentId, storeId: stores.get(agentId) ?? null };
}

const moneyColumns = (input: DealInput) => ({
  price: yuanToFen(input.price), buyer_commission: yuanToFen(input.buyer_commission), seller_commission: yuanToFen(input.seller_commission),
});

export async function addDeal(ctx: Ctx, input: ParsedInputOf<typeof dealAdd>): Promise<DataOf<typeof dealAdd>> {
  await assertTargetSet(ctx);
  const { split, agentId, storeId } = await checked(ctx, input, input.kind, null);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const money = moneyColumns(input);
  const id = await guardNumber(ctx, input.contract_no, () => guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const contractNo = input.contract_no ?? await nextContractNo(trx, ctx.now);
    await assertNumberFree(ctx, trx, contractNo, null);
    const { id: dealId } = await trx.insertInto('deal').values({
      kind: input.kind, contract_no: contractNo, status: 'pending', house_id: input.house_id, customer_id: input.customer_id,
      buyer_name: input.buyer_name, buyer_phone_enc: cipher.encrypt(input.buyer_phone), buyer_phone_masked: maskPhone(input.buyer_phone),
      seller_name: input.seller_name, seller_phone_enc: cipher.encrypt(input.seller_phone), seller_phone_masked: maskPhone(input.seller_phone),
      ...money, signed_at: input.signed_at, agent_id: agentId, store_id: storeId, recorder_id: ctx.caller.staffId, remark: input.remark,
      approval_id: null, prev_house_status: null, prev_house_until: null, prev_customer_status: null, effective_at: null,
      created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await writeSplit(trx, dealId, split, money.buyer_commission + money.seller_commission);
    await submitReview(ctx, trx, { id: dealId, kind: input.kind, contract_no: contractNo, agent_id: agentId, version: 1 });
    return dealId;
  })));
  return dealDetail(ctx, id, 'company');
}

export async function findForUpdate(ctx: Ctx, id: number): Promise<DataOf<typeof dealUpdateFind>> {
  const row = await ctx.db.selectFrom('deal as d')
    .select(['d.id', 'd.version', 'd.kind', 'd.contract_no', 'd.house_id', 'd.customer_id', 'd.buyer_name', 'd.buyer_phone_masked',
      'd.seller_name', 'd.seller_phone_masked', 'd.price', 'd.signed_at', 'd.buyer_commission', 'd.seller_commission', 'd.agent_id', 'd.remark'])
    .where('d.id', '=', id).where(dealInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [deal, split] = await Promise.all([
    dealForChange(ctx.db, ctx.caller, ctx.scope, id),
    ctx.db.selectFrom('deal_split').select(['role', 'staff_id', 'share']).where('deal_id', '=', id).orderBy('sort').execute(),
  ]);
  return {
    id: row.id, version: row.version, kind: row.kind as DealKind, status: deal.status, contract_no: row.contract_no, house_id: row.house_id,
    customer_id: row.customer_id, buyer_name: row.buyer_name, buyer_phone: row.buyer_phone_masked, seller_name: row.seller_name,
    seller_phone: row.seller_phone_masked, price: fenToYuan(row.price), signed_at: row.signed_at,
    buyer_commission: fenToYuan(row.buyer_commission), seller_commission: fenToYuan(row.seller_commission), agent_id: row.agent_id,
    remark: row.remark, split: split.map((s) => ({ role: s.role as SplitRole, staff_id: s.staff_id, share: s.share })),
  };
}

// Only a deal 审核不通过 changes (in review: 409004; any other status: 409001); it stays 审核不通过 until resubmitted.
export async function updateDeal(ctx: Ctx, input: ParsedInputOf<typeof dealUpdate>): Promise<DataOf<typeof dealUpdate>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  if (deal.status !== 'rejected') refuseStatus(ctx, deal);
  const { split, agentId, storeId } = await checked(ctx, input, deal.kind, deal.id);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const money = moneyColumns(input);
  const phone = (side: 'buyer' | 'seller', value: string | undefined) => (value === undefined ? {}
    : { [`${side}_phone_enc`]: cipher.encrypt(value), [`${side}_phone_masked`]: maskPhone(value) });
  await guardNumber(ctx, input.contract_no, () => ctx.db.transaction().execute(async (trx) => {
    await assertNumberFree(ctx, trx, input.contract_no, deal.id);
    await updateAtVersion(trx, deal.id, input.version, {
      status: 'rejected', contract_no: input.contract_no, house_id: input.house_id, customer_id: input.customer_id,
      buyer_name: input.buyer_name, seller_name: input.seller_name, ...phone('buyer', input.buyer_phone), ...phone('seller', input.seller_phone),
      ...money, signed_at: input.signed_at, agent_id: agentId, store_id: storeId, remark: input.remark,
    }, ctx.now);
    await trx.deleteFrom('deal_split').where('deal_id', '=', deal.id).execute();
    await writeSplit(trx, deal.id, split, money.buyer_commission + money.seller_commission);
  }));
  return dealDetail(ctx, deal.id, 'company');
}

// Only a deal 待审核 (its review withdrawn) or 审核不通过 is deleted.
export async function deleteDeal(ctx: Ctx, input: ParsedInputOf<typeof dealDelete>): Promise<DataOf<typeof dealDelete>> {
  const deal = await dealForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(deal, input.version);
  if (deal.status !== 'pending' && deal.status !== 'rejected') refuseStatus(ctx, deal);
  const pictures = await ctx.db.transaction().execute(async (trx) => {
    const files = await trx.selectFrom('deal_picture').select(['url', 'thumb_url as thumbUrl']).where('deal_id', '=', deal.id).execute();
    await trx.deleteFrom('deal_picture').where('deal_id', '=', deal.id).execute();
    await trx.deleteFrom('deal_split').where('deal_id', '=', deal.id).execute();
    await trx.deleteFrom('deal_performance').where('deal_id', '=', deal.id).execute();
    await trx.deleteFrom('deal_step').where('deal_id', '=', deal.id).execute();
    const result = await trx.deleteFrom('deal').where('id', '=', deal.id).where('version', '=', input.version).executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) throw new AppError('STALE');
    // Withdrawn after the deal is gone, so the item's reject hook has no deal left to mark 审核不通过.
    const approval = deal.approval_id === null ? undefined : await lockApproval(trx, deal.approval_id);
    if (approval?.status === 'pending') {
      await writeChain(trx, approval.id, 'withdraw', { staffId: ctx.caller.staffId }, ctx.now);
      await endWithdrawn(trx, approval, ctx.now);
    }
    return files;
  });
  // The scans' files go once the rows are gone for good.
  await Promise.all(pictures.map((picture) => removePicture(ctx.config.dataDir, picture)));
  return { id: deal.id };
}
