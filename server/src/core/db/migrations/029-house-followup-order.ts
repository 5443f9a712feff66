import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { analyzeHousesWhenLarge } from './helpers.js';

// A range of follow-up dates (the web app's "not followed up since") past the list's cap was walked in update order,
// reading each house's row for its last follow-up, or gathered from house_kind_followup_idx, reading each match's row
// for its update time: the houses not followed up for 150 days at 1M houses on SQLite (56,314 sales) took 54 ms a page
// walked and 80 ms gathered, as the houses followed up long ago sit far down the update order. The index now holds the
// update time and the id after the columns it had, so such a page is gathered from its entries alone and sorted:
// 2.9 ms for those 56,314, about 55 ns an entry. Every follow-up already moved its
// house's entry here (its date leads); an edit now moves it too, as it does in the other indexes holding the update
// time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('house_kind_followup_idx').execute();
  await db.schema.createIndex('house_kind_followup_idx').on('house')
    .columns(['kind', 'deleted_at', 'last_followup_at', 'status', 'pool', 'maintainer_id', 'updated_at', 'id'])
    .where(sql<boolean>`last_followup_at is not null`).execute();
  await analyzeHousesWhenLarge(db, dialect);
}
