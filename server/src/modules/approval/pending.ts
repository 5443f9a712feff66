import type { ApprovalItemCode } from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';

// The approval open on a record, for the record's own answers (PendingApproval).
export async function pendingApproval(db: Db, recordKind: string, recordId: number) {
  const row = await db.selectFrom('approval').select(['id', 'item_type', 'created_at'])
    .where('record_kind', '=', recordKind).where('record_id', '=', recordId).where('status', '=', 'pending').executeTakeFirst();
  return row ? { ...row, item_type: row.item_type as ApprovalItemCode } : null;
}

// The same for many records at once (a page of keys).
export async function pendingApprovals(db: Db, recordKind: string, recordIds: number[]): Promise<Map<number, number>> {
  if (!recordIds.length) return new Map();
  const rows = await db.selectFrom('approval').select(['id', 'record_id'])
    .where('record_kind', '=', recordKind).where('record_id', 'in', recordIds).where('status', '=', 'pending').execute();
  return new Map(rows.map((r) => [r.record_id, r.id]));
}
