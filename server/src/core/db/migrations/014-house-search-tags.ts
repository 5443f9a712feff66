import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from './helpers.js';

// Saved searches of the house list (search tags): a person's own named filter sets, per house kind. The query is
// the list's filters as JSON, checked by the contract before it is stored.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('house_search_tag'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    // Names the filter panel shows for the query's ids (HouseSearchDisplay as JSON).
    .addColumn('display', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A name once per person and kind, enforced by the database so two saves at once cannot both pass; it also
  // serves the person's list and the count against the cap.
  await db.schema.createIndex('house_search_tag_name_uq').on('house_search_tag').columns(['staff_id', 'kind', 'name']).unique().execute();
}
