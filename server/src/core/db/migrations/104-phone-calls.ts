import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Calls to house owners through the telephony provider: who called which owner's phone (kept masked and as the keyed
// hash of house_owner_phone, never in clear), from which outbound number, the call's state at the provider, its
// times and its recording (a private upload). And the sandbox provider's own record of the calls it was asked to
// place, which its page answers or leaves unanswered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('phone_call'), dialect)
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('house_owner.id'))
    .addColumn('phone_index', 'integer', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(30)', text)
    .addColumn('callee_masked', 'varchar(24)', (c) => c.notNull())
    .addColumn('callee_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('caller_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)', text)
    // calling → answered | missed | failed, once, by the provider's callback.
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recording_url', 'varchar(200)', text)
    .addColumn('recording_size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The list by person, by house and by store, newest first; the callback finds its call by the provider's reference.
  await db.schema.createIndex('phone_call_staff_idx').on('phone_call').columns(['staff_id', 'started_at']).execute();
  await db.schema.createIndex('phone_call_house_idx').on('phone_call').columns(['house_id', 'started_at']).execute();
  await db.schema.createIndex('phone_call_store_idx').on('phone_call').columns(['store_id', 'started_at']).execute();
  await db.schema.createIndex('phone_call_ref_idx').on('phone_call').columns(['provider', 'provider_ref']).execute();

  // The sandbox provider's side: the calls it placed (the owner's phone masked only) and how its page ended them.
  await db.schema.createTable('phone_sandbox_call')
    .addColumn('ref', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('caller_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('callee_masked', 'varchar(24)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
