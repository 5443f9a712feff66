import { sql } from 'kysely';
import { z } from 'zod';
import {
  APPROVAL_CHANGE_LABELS, CUSTOMER_OPEN_STATUSES, DEAL_CONTRACT_NO_LABEL, CUSTOMER_STATUS_LABELS, DEAL_KIND_LABELS, DEAL_LIVE_STATUSES, DEAL_STATUS_LABELS, HOUSE_STATUS_LABELS,
  LANGS, dealRuleText, type CustomerStatus, type DealKind, type HouseStatus, type Lang, type Text,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { defineApprovalItem } from '../approval/registry.js';
import { writeStatusChange } from '../house/house-status.approval.js';
import { writeStatus } from '../customer/customer-status.js';
import { reopenBlockers } from '../customer/customer-duplicates.js';
import type { Ctx } from '../../core/context.js';
import { customerDealable, houseDealable } from './deal-checks.js';
import { reversePerformance, writePerformance } from './performance.js';

// A deal taking effect (the approval item deal_review, or at once when no flow covers it) and being terminated: the
// house and the customer go to 内成交 through their own status writes (so their versions and follow-ups stay right)
// and come back to what they were; its 应收业绩 is written, and taken back in the month it ends.

// What stops a deal from taking effect now, in words of any language; null when nothing does.
export async function effectBlocker(db: Db, dealId: number): Promise<((lang: Lang) => string) | null> {
  const row = await db.selectFrom('deal as d').innerJoin('house as h', 'h.id', 'd.house_id').innerJoin('customer as c', 'c.id', 'd.customer_id')
    .select(['h.id as house_id', 'h.status as house_status', 'h.deleted_at', 'c.id as customer_id', 'c.status as customer_status'])
    .where('d.id', '=', dealId).executeTakeFirstOrThrow();
  const houseStatus = row.house_status as HouseStatus;
  const houseTaken = houseStatus === 'deal_internal' && await db.selectFrom('deal').select('id').where('house_id', '=', row.house_id)
    .where('status', 'in', DEAL_LIVE_STATUSES).where('id', '<>', dealId).executeTakeFirst() !== undefined;
  if (row.deleted_at !== null || !houseDealable(houseStatus) || houseTaken) {
    return (lang) => dealRuleText('houseNotOpen', lang, { id: row.house_id, status: HOUSE_STATUS_LABELS[houseStatus][lang] });
  }
  const customerStatus = row.customer_status as CustomerStatus;
  if (!await customerDealable(db, row.customer_id, customerStatus, dealId)) {
    return (lang) => dealRuleText('customerNotOpen', lang, { id: row.customer_id, status: CUSTOMER_STATUS_LABELS[customerStatus][lang] });
  }
  return null;
}

const reasonOf = (contractNo: string) => `成交 ${contractNo}`;

// The deal at `version` takes effect: house and customer 内成交 (their previous statuses kept on the deal), its
// performance written. The caller checked effectBlocker in the same transaction.
export async function makeEffective(trx: Db, dealId: number, version: number, staffId: number, now: number): Promise<void> {
  const deal = await trx.selectFrom('deal').select(['id', 'contract_no', 'house_id', 'customer_id', 'signed_at']).where('id', '=', dealId)
    .executeTakeFirstOrThrow();
  const house = await trx.selectFrom('house').select(['id', 'status', 'status_until', 'version']).where('id', '=', deal.house_id)
    .executeTakeFirstOrThrow();
  const customer = await trx.selectFrom('customer').select(['id', 'status', 'version']).where('id', '=', deal.customer_id)
    .executeTakeFirstOrThrow();
  const reason = reasonOf(deal.contract_no);
  // A 内成交 set by hand had no deal behind it: ending this deal puts the house and the customer back on the market.
  const before = <S extends string>(status: S) => (status === 'deal_internal' ? 'valid' : status);
  await writeStatusChange(trx, {
    houseId: house.id, version: house.version, from: house.status as HouseStatus, to: 'deal_internal', until: null, reason, staffId,
  }, now);
  await writeStatus(trx, { id: customer.id, status: customer.status as CustomerStatus, version: customer.version }, 'deal_internal', reason, staffId, now);
  const result = await trx.updateTable('deal').set({
    status: 'effective', prev_house_status: before(house.status), prev_house_until: house.status_until, prev_customer_status: before(customer.status),
    effective_at: now, reason: '', reason_i18n: '', version: sql<number>`version + 1`, updated_at: now,
  }).where('id', '=', dealId).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
  await writePerformance(trx, deal, now);
}

// Terminating an effective deal: its house and customer return to what they were when it took effect (if they are
// still 内成交: someone may have moved them since), its 应收业绩 taken back in the month of `now`. With `guard` (a
// person's terminate; the demo seed has no duplicates to guard) a customer returning to an open status passes the
// duplicate guard as a recovery does: when an open customer took its phone meanwhile and duplicates block, the deal
// still ends and the customer goes to 无效 with the holder named in its reason, to be recovered like any 无效 one.
export async function restoreAfterDeal(
  trx: Db, deal: { id: number; contract_no: string; house_id: number; customer_id: number; prev_house_status: string | null; prev_house_until: number | null; prev_customer_status: string | null },
  reason: string, staffId: number, now: number, guard: Ctx | null,
): Promise<void> {
  const house = await trx.selectFrom('house').select(['id', 'status', 'version']).where('id', '=', deal.house_id).where('deleted_at', 'is', null)
    .executeTakeFirst();
  const why = `${reasonOf(deal.contract_no)} 终止：${reason}`;
  if (house?.status === 'deal_internal') {
    await writeStatusChange(trx, {
      houseId: house.id, version: house.version, from: 'deal_internal', to: (deal.prev_house_status ?? 'valid') as HouseStatus,
      until: deal.prev_house_until, reason: why, staffId,
    }, now);
  }
  const customer = await trx.selectFrom('customer').select(['id', 'kind', 'status', 'version']).where('id', '=', deal.customer_id).executeTakeFirstOrThrow();
  if (customer.status === 'deal_internal') {
    const back = (deal.prev_customer_status ?? 'valid') as CustomerStatus;
    const holder = guard && CUSTOMER_OPEN_STATUSES.includes(back) ? (await reopenBlockers(guard, trx, customer))[0] : undefined;
    const current = { id: customer.id, status: 'deal_internal' as const, version: customer.version };
    if (holder) {
      await writeStatus(trx, current, 'invalid', `${why}；${dealRuleText('customerPhoneHeld', 'zh', { id: holder.id, agent: holder.agent_name })}`, staffId, now);
    } else {
      await writeStatus(trx, current, back, why, staffId, now);
    }
  }
  await reversePerformance(trx, deal.id, now);
}

// ---- the approval item
const ReviewPayload = z.object({ contract_no: z.string(), maintainer_id: z.number().int() });
type ReviewPayload = z.infer<typeof ReviewPayload>;

async function dealVersion(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('deal').select('version').where('id', '=', id).executeTakeFirst();
  return row ? row.version : null;
}

// A deal in words for the approval lists: its kind and contract number.
export function dealSubject(kind: DealKind, contractNo: string): string {
  return `${DEAL_KIND_LABELS[kind].zh} · ${contractNo}`;
}

// deal.reason's length (migration 090).
const REASON_MAX = 200;

const inEveryLanguage = (words: (lang: Lang) => string): Text => Object.fromEntries(LANGS.map((lang) => [lang, words(lang)])) as Text;

export const dealReviewItem = defineApprovalItem({
  code: 'deal_review',
  payload: ReviewPayload,
  currentVersion: dealVersion,
  recheck: async (db, e) => {
    const blocker = await effectBlocker(db, e.recordId);
    return blocker ? inEveryLanguage(blocker) : null;
  },
  apply: (trx, e) => makeEffective(trx, e.recordId, e.recordVersion, e.applicantId, e.now),
  // 审核不通过 with the reason, only while the deal still waits for this very review (a resubmitted deal has a newer one).
  reject: async (trx, e) => {
    await trx.updateTable('deal').set({
      status: 'rejected', reason: e.reason.text.slice(0, REASON_MAX), reason_i18n: e.reason.i18n ? JSON.stringify(e.reason.i18n) : '',
      version: sql<number>`version + 1`, updated_at: e.now,
    }).where('id', '=', e.recordId).where('status', '=', 'pending').where('approval_id', '=', e.approvalId).execute();
  },
  describe: (p: ReviewPayload, lang: Lang) => [
    { label: APPROVAL_CHANGE_LABELS.status[lang], before: DEAL_STATUS_LABELS.pending[lang], after: DEAL_STATUS_LABELS.effective[lang] },
    { label: DEAL_CONTRACT_NO_LABEL[lang], before: '', after: p.contract_no },
  ],
});
