import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// Communities with an area range (district + area, a community + area): the list's total was counted along
// house_region_filter_idx, where the area comes eighth, so every live house of each community was read to find those
// in range. Here the range is searched within each community. Area and community rarely change, so a house's edits and follow-ups do not write it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_region_area_idx').on('house').columns(['kind', 'region_id', 'area'])
    .where(sql<boolean>`deleted_at is null`).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_kind_region_area_idx');
}
