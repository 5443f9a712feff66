import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Deal steps (交易流程): a deal's stages in order, each with its responsible person and a deadline counted in days from
// the signing date or from the previous step's completion, confirmed done by that person.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('deal_step'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('responsible_id', 'integer', (c) => c.notNull().references('staff.id'))
    // The deadline: `days` after the signing date, or after the previous step's completion.
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('count_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', text)
    .addColumn('done_at', 'bigint')
    .addColumn('done_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_step_deal_idx').on('deal_step').columns(['deal_id', 'sort']).execute();
  await db.schema.createIndex('deal_step_responsible_idx').on('deal_step').columns(['responsible_id', 'status']).execute();
}
