import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// house.area_id: its community's district, copied onto the house as the community is (region_id), kept by the
// community's edit (dictionary.service.ts, updateRegion). A district's list looked its communities up first and then
// searched them one by one (a district has about 100 at a million houses): its count read each community's range of
// house_kind_region_area_idx and its page walked house_sort_filter_idx checking each house against the hundred ids,
// 0.5 ms each on SQLite, the slowest list of the benchmark after labels. Now the
// district is one range of its own indexes: the count searches the area range within it, and the page walks it in
// update order with the filters staff add to a district checked inside the index.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('house').addColumn('area_id', 'integer').execute();
  await fillHouseDistricts(db);
  await db.schema.createIndex('house_kind_district_area_idx').on('house')
    .columns(['kind', 'area_id', 'area', 'deleted_at', 'status', 'pool', 'maintainer_id']).execute();
  await db.schema.createIndex('house_kind_district_updated_idx').on('house').columns([
    'kind', 'area_id', 'updated_at', 'id', 'deleted_at', 'status', 'pool', 'maintainer_id', 'store_id', 'area', 'price', 'rooms',
  ]).execute();
  await analyzeHousesWhenLarge(db, dialect);
}

// Every house's district from its community.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function fillHouseDistricts(db: Kysely<any>): Promise<void> {
  await sql`update house set area_id = (select r.area_id from region r where r.id = house.region_id)`.execute(db);
}
