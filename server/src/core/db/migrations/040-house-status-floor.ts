import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// A floor range (the list's floor_min and floor_max: the low, middle or high floors) had no index to search: the floor
// sits eleventh in house_filter_idx, so a count read the kind's whole range there (SQLite) or the table (PostgreSQL,
// in parallel), and the status tabs each status's range. At 1M houses the high floors (0.9 % of the sales): the
// company's list 28 ms and its tabs 73 ms on SQLite, 96 and 148 ms on PostgreSQL; an agent's tabs 60 and 89 ms. This
// index holds the floor after the status, then what a count checks (the liveness, the pool and the maintainer, the
// scope's parts included), so a status's houses on some floors are one range read from the index alone. For a floor
// range with no other filter (house-list.service.ts, floorAlone: the list's count then names every status) the list
// takes 3-5 ms and the tabs 3.5-15.5 ms on SQLite, 5-10 and 6-14 ms on PostgreSQL.
// Its entries move when a house's status, pool, maintainer or floor changes, not on a follow-up or an edit of other
// columns; one index more, after migration 039's one fewer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_status_floor_idx').on('house')
    .columns(['kind', 'status', 'floor_number', 'deleted_at', 'pool', 'maintainer_id', 'id']).where(sql<boolean>`deleted_at is null`).execute();
  await analyzeHousesWhenLarge(db, dialect, 'house_kind_status_floor_idx');
}
