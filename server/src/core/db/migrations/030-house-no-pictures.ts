import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// The list's "without pictures" filter (has_pictures=0: the houses still waiting for their photos, which a store
// manager chases) had only house_filter_idx, where the picture count is the nineteenth column. A company has pictures
// for most of its houses, so those without are few, and a count read the kind's entries until it had the cap and the
// status tabs every entry of the kind (at 1M houses on SQLite with one sale in a hundred without pictures: the list's
// count 12.5 ms, the tabs about 30 ms). A partial index of the houses without pictures, with what a count checks (the
// status tabs' status, a scoped count's pool and maintainer), makes them a search of those houses, as
// house_kind_keys_idx does for the houses with keys (migration 028). The list names the condition as a literal
// (house-list.service.ts). A house enters it when it is recorded and leaves it with its first picture; SQLite moves
// its entry when its status, pool or maintainer change meanwhile.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_no_pictures_idx').on('house')
    .columns(['kind', 'deleted_at', 'status', 'pool', 'maintainer_id'])
    .where(sql<boolean>`picture_count = 0`).execute();
  await analyzeHousesWhenLarge(db, dialect);
}
