import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// The list's "with keys" filter (has_keys=1: the houses whose keys the company holds, 钥匙房源) had only
// house_filter_idx, where the key count is the eighteenth column: a count read the kind's every entry while keys were
// rare, and a page under the cap the rows of all of them (at 1M houses with 285 sales with keys: the list 140-185 ms
// on SQLite, 320-470 ms on PostgreSQL). A partial index of the houses with keys, with what a count checks (the status
// tabs' status, a scoped count's pool and maintainer), makes it a search of those houses. The list names the
// condition exactly as here, a literal (house-list.service.ts): both planners use a partial index only for a query
// whose conditions imply its own, and a prepared statement's parameter implies nothing. It holds only the houses with
// keys: SQLite moves an entry when their keys, status, pool or maintainer change; PostgreSQL adds one for every new
// version of such a house's row.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('house_kind_keys_idx').on('house')
    .columns(['kind', 'deleted_at', 'status', 'pool', 'maintainer_id'])
    .where(sql<boolean>`key_count > 0`).execute();
  await analyzeHousesWhenLarge(db, dialect);
}
