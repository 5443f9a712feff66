import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// Communities with an area range (district + area, a community + area): the list's total was counted along
// house_region_filter_idx, where the area comes eighth, so every live house of each community was read to find those
// in range (about 5,000 entries for the 2,000 counted; 0.65-0.8 ms at a million houses on SQLite). Here the range is
// searched within each community: 0.27-0.29 ms on SQLite, 5.1 → 3.5 ms on PostgreSQL (docs/performance.md, change
// 31). Area and community rarely change, so a house's edits and follow-ups do not write it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_region_area_idx').on('house').columns(['kind', 'region_id', 'area'])
    .where(sql<boolean>`deleted_at is null`).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_kind_region_area_idx');
}
