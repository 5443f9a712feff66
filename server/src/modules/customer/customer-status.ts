import type { CustomerStatus } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { recordCustomerChange } from '../house/followup-record.js';
import { updateAtVersion } from './customer-policy.js';

// The one place a customer's status changes, with its follow-up, in the caller's transaction; back to 有效 restarts
// the release countdown.
export async function writeStatus(
  trx: Db, customer: { id: number; status: CustomerStatus; version: number }, to: CustomerStatus, reason: string, staffId: number | null, now: number,
): Promise<void> {
  await updateAtVersion(trx, customer.id, customer.version, {
    status: to, status_reason: to === 'valid' ? '' : reason, ...(to === 'valid' ? { active_at: now, warned_at: null } : {}),
  }, now);
  await recordCustomerChange(trx, { customerId: customer.id, staffId, kind: 'status', content: reason, change: { from: customer.status, to } }, now);
}
