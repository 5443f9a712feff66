import { sql, type Updateable } from 'kysely';
import { CUSTOMER_OPEN_STATUSES, CUSTOMER_POLICY_DEFAULTS, POOL_POLICY_DEFAULTS, customerRuleText, type CustomerDuplicateScope } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { CustomerTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { prepared } from '../../core/db/prepared.js';
import { DEFAULT_COMPANY_ID, type PoolPolicy } from '../../core/settings.js';
import { lockRow } from '../../core/db/row-lock.js';

// The company's customer policy (company settings), read where it applies and never cached, so a change counts from
// the next request or job run; and the write rules every customer change shares.

export type CustomerPolicy = PoolPolicy & { privateCap: number; releaseDays: number; duplicateScope: CustomerDuplicateScope; duplicateBlocks: boolean };

const policyLookup = prepared((db: Db, v: { companyId: number }) => db.selectFrom('company')
  .select(['customer_private_cap', 'customer_release_days', 'customer_duplicate_scope', 'customer_duplicate_blocks', 'hold_protect_days', 'pool_claim_daily_cap'])
  .where('id', '=', v.companyId));

export async function readCustomerPolicy(db: Db): Promise<CustomerPolicy> {
  const row = await policyLookup.first(db, { companyId: DEFAULT_COMPANY_ID });
  const values = row ?? { ...CUSTOMER_POLICY_DEFAULTS, ...POOL_POLICY_DEFAULTS };
  return {
    privateCap: values.customer_private_cap, releaseDays: values.customer_release_days,
    duplicateScope: values.customer_duplicate_scope as CustomerDuplicateScope, duplicateBlocks: values.customer_duplicate_blocks !== 0,
    holdProtectDays: values.hold_protect_days, claimDailyCap: values.pool_claim_daily_cap,
  };
}

// The caller read `version`; a different one means someone changed the customer since (602144, nothing written).
export function assertVersion(current: { version: number }, version: number): void {
  if (current.version !== version) throw new AppError('STALE');
}

// Changes a customer only if it still has the version the caller read, and moves the version on: of two saves of the
// same version exactly one matches, the other gets 602144 and its transaction writes nothing.
export async function updateAtVersion(db: Db, id: number, version: number, values: Updateable<CustomerTable>, now: number): Promise<void> {
  const result = await db.updateTable('customer')
    .set({ ...values, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

// A person may hold at most `cap` open private customers (entry, claim). Counted one change at a time: SQLite runs one
// write transaction at a time, and on PostgreSQL the person's staff row is locked first.
export async function assertPrivateCap(trx: Db, ctx: Ctx, staffId: number, cap: number): Promise<void> {
  await lockRow(trx, 'staff', staffId);
  const { n } = await trx.selectFrom('customer').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', staffId).where('pool', '=', 'private').where('status', 'in', CUSTOMER_OPEN_STATUSES).executeTakeFirstOrThrow();
  if (Number(n) >= cap) {
    throw new AppError('QUOTA_EXCEEDED', { detail: customerRuleText('privateCap', ctx.lang, { count: Number(n), cap }) });
  }
}
