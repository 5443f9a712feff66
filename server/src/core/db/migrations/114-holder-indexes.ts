import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeWhenLarge } from './helpers.js';

// A store's delete asks whether any record still names it (org/store-holders.ts), and a dictionary node's whether
// an external house entry does (dictionary/dictionary-holders.ts): these columns led no index, so each question
// read its whole table. One index per column, so each is one index probe; approval.flow_id is read when a store's
// flow is removed or the store deleted.
const INDEXES: [name: string, table: string, column: string][] = [
  ['customer_store_idx', 'customer', 'store_id'],
  ['customer_look_store_idx', 'customer_look', 'store_id'],
  ['approval_applicant_store_idx', 'approval', 'applicant_store_id'],
  ['approval_flow_idx', 'approval', 'flow_id'],
  ['house_offline_store_idx', 'house_offline', 'store_id'],
  ['housecheck_import_store_idx', 'housecheck_import', 'store_id'],
  ['newhouse_report_store_idx', 'newhouse_report', 'store_id'],
  ['house_offline_region_idx', 'house_offline', 'region_id'],
  ['house_offline_building_idx', 'house_offline', 'building_id'],
  ['house_offline_unit_idx', 'house_offline', 'unit_id'],
  ['house_offline_floor_idx', 'house_offline', 'floor_id'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const [name, table, column] of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
  for (const table of new Set(INDEXES.map(([, table]) => table))) await analyzeWhenLarge(db, dialect, table, table);
}
