import type { Updateable } from 'kysely';
import type { CustomerStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { CustomerTable } from '../../core/db/schema.js';
import { recordCustomerChange } from '../house/followup-record.js';
import { updateAtVersion } from './customer-policy.js';

// The release countdown and hold of a status change: back to 有效 the countdown starts again; 暂缓 is a hold, which
// keeps the customer from the release for the company's hold_protect_days from now (customer.jobs.ts), so the warning
// of its release comes anew.
function statusCountdown(to: CustomerStatus, now: number): Updateable<CustomerTable> {
  if (to === 'valid') return { active_at: now, warned_at: null, held_at: null };
  if (to === 'paused') return { held_at: now, warned_at: null };
  return { held_at: null };
}

// The one place a customer's status changes, with its follow-up, in the caller's transaction.
export async function writeStatus(
  trx: Db, customer: { id: number; status: CustomerStatus; version: number }, to: CustomerStatus, reason: string, staffId: number | null, now: number,
): Promise<void> {
  await updateAtVersion(trx, customer.id, customer.version, {
    status: to, status_reason: to === 'valid' ? '' : reason, ...statusCountdown(to, now),
  }, now);
  await recordCustomerChange(trx, { customerId: customer.id, staffId, kind: 'status', content: reason, change: { from: customer.status, to } }, now);
}
