import { z } from 'zod';
import { APPROVAL_CHANGE_LABELS, CUSTOMER_KIND_LABELS, CUSTOMER_STATUS_LABELS, CustomerStatus, type CustomerKind, type Lang } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { defineApprovalItem } from '../approval/registry.js';
import { writeStatus } from './customer-status.js';

// Setting a customer 无效 may wait for approval (customer_invalid): the payload and the write the approval applies,
// the same write customeroffline/add makes when no flow covers the caller's store.

const InvalidPayload = z.object({ from: CustomerStatus, reason: z.string(), maintainer_id: z.number().int() });
export type InvalidPayload = z.infer<typeof InvalidPayload>;

async function customerVersion(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('customer').select('version').where('id', '=', id).executeTakeFirst();
  return row ? row.version : null;
}

// A customer in words for the approval lists: its kind and name.
export async function customerSubject(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('customer').select(['kind', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
  return `${CUSTOMER_KIND_LABELS[row.kind as CustomerKind].zh} · ${row.name}`;
}

export const customerInvalidItem = defineApprovalItem({
  code: 'customer_invalid',
  payload: InvalidPayload,
  currentVersion: customerVersion,
  apply: (trx, e) => writeStatus(trx, { id: e.recordId, status: e.payload.from, version: e.recordVersion }, 'invalid', e.payload.reason, e.applicantId, e.now),
  describe: (p: InvalidPayload, lang: Lang) => [
    { label: APPROVAL_CHANGE_LABELS.status[lang], before: CUSTOMER_STATUS_LABELS[p.from][lang], after: CUSTOMER_STATUS_LABELS.invalid[lang] },
    ...(p.reason ? [{ label: APPROVAL_CHANGE_LABELS.reason[lang], before: '', after: p.reason }] : []),
  ],
});
