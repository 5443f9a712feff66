import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// The house list's building filter: a building's few houses searched by the building, in update order, where no index
// led with it and a list of one building read every house of the kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_building_updated_idx').on('house')
    .columns(['kind', 'building_id', 'updated_at', 'id']).where(sql<boolean>`deleted_at is null`).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_kind_building_updated_idx');
}
