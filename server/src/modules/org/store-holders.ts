import { STORE_RECORD_LABELS, STORE_STATUS_LABELS, orgRuleText, type Lang, type StoreRecord } from '@brokerage/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { LIST_SEPARATOR, heldBy, type Holder } from '../../core/db/holders.js';
import { AppError } from '../../core/errors.js';

// The records that name a store by a foreign key and keep it: a store named by any of them is closed, not deleted.
export const STORE_HOLDERS: readonly Holder<StoreRecord>[] = [
  { table: 'house_key', column: 'store_id', record: 'keys' },
  { table: 'customer', column: 'store_id', record: 'customers' },
  { table: 'customer_look', column: 'store_id', record: 'viewings' },
  { table: 'deal', column: 'store_id', record: 'deals' },
  { table: 'deal_performance', column: 'store_id', record: 'deals' },
  { table: 'approval', column: 'applicant_store_id', record: 'approvals' },
  { table: 'housecheck_import', column: 'store_id', record: 'offlineHouses' },
  { table: 'house_offline', column: 'store_id', record: 'offlineHouses' },
  { table: 'newhouse_report', column: 'store_id', record: 'newhouseReports' },
  { table: 'entrust_book', column: 'store_id', record: 'entrustBooks' },
  { table: 'phone_call', column: 'store_id', record: 'phoneCalls' },
];

// The other foreign keys to a store, which deleting it clears: resigned people and the houses they kept lose the
// store, its departments and its own approval flows go with it, and its duty-zone links cascade.
export const STORE_CLEARED = ['staff.store_id', 'house.store_id', 'department.store_id', 'approval_flow.store_id', 'zone_store.store_id'];

// Refuses (409003) when any record keeps the store, naming the kinds in the caller's language. A store's own
// approval flow that a request went through counts as an approval.
export async function assertStoreUnheld(db: Db, store: { id: number; name: string }, lang: Lang): Promise<void> {
  const flowUsed = sql`select 1 from approval a join approval_flow f on f.id = a.flow_id where f.store_id = ${store.id}`;
  const records = await heldBy(db, STORE_HOLDERS, store.id, Object.keys(STORE_RECORD_LABELS) as StoreRecord[],
    [{ record: 'approvals', exists: flowUsed }]);
  if (records.length === 0) return;
  throw new AppError('IN_USE', {
    detail: orgRuleText('storeHasRecords', lang, {
      name: store.name,
      records: records.map((r) => STORE_RECORD_LABELS[r][lang]).join(LIST_SEPARATOR[lang]),
      closed: STORE_STATUS_LABELS.closed[lang],
    }),
  });
}
