import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Customers (buyers and renters) with their phones (encrypted like owners' phones, with a keyed hash for the duplicate
// guard) and wants, appointments, viewings with their houses and signed agreements, the company's customer policy,
// and the customer an operation log entry concerns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('company').addColumn('customer_private_cap', 'integer', (c) => c.notNull().defaultTo(200)).execute();
  await db.schema.alterTable('company').addColumn('customer_release_days', 'integer', (c) => c.notNull().defaultTo(15)).execute();
  await db.schema.alterTable('company').addColumn('customer_duplicate_scope', 'varchar(20)', (c) => c.notNull().defaultTo('company')).execute();

  await withId(db.schema.createTable('customer'), dialect)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('sex', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)')
    .addColumn('level', 'varchar(4)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('status_reason', 'varchar(200)', text)
    .addColumn('pool', 'varchar(10)', (c) => c.notNull())
    .addColumn('urgency', 'varchar(10)', (c) => c.notNull())
    // Wants: bit sets over the contract's lists (rooms 0-9, HOUSE_USES, DECORATIONS), ranges in fen and hundredths of a m².
    .addColumn('want_rooms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('want_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('want_decorations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_min', 'bigint')
    .addColumn('price_max', 'bigint')
    .addColumn('area_min', 'integer')
    .addColumn('area_max', 'integer')
    .addColumn('floor_min', 'integer')
    .addColumn('floor_max', 'integer')
    .addColumn('school_district', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment', 'varchar(20)')
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('recorder_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    // When the release countdown started: entry, claim, the latest valid follow-up or effective viewing.
    .addColumn('active_at', 'bigint', (c) => c.notNull())
    .addColumn('warned_at', 'bigint')
    .addColumn('last_followup_at', 'bigint')
    .addColumn('last_look_at', 'bigint')
    .addColumn('looks_30d', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('look_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: a kind's customers by pool and status, latest change first; an agent's own; the release job's candidates.
  await db.schema.createIndex('customer_list_idx').on('customer').columns(['kind', 'pool', 'status', 'updated_at', 'id']).execute();
  await db.schema.createIndex('customer_agent_idx').on('customer').columns(['agent_id', 'pool', 'status', 'updated_at']).execute();
  await db.schema.createIndex('customer_release_idx').on('customer').columns(['active_at', 'id'])
    .where(sql<boolean>`pool = 'private' and status in ('valid', 'paused')`).execute();
  await db.schema.createIndex('customer_look_idx').on('customer').columns(['last_look_at', 'id'])
    .where(sql<boolean>`last_look_at is not null`).execute();

  await withId(db.schema.createTable('customer_phone'), dialect)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone_masked', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_phone_customer_uq').on('customer_phone').columns(['customer_id', 'sort']).unique().execute();
  await db.schema.createIndex('customer_phone_hash_idx').on('customer_phone').columns(['phone_hash', 'customer_id']).execute();

  // Wanted communities and districts, one row each, so a house finds the customers who want its place by index.
  await db.schema.createTable('customer_want_region')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('region.id'))
    .addPrimaryKeyConstraint('customer_want_region_pk', ['customer_id', 'region_id'])
    .execute();
  await db.schema.createIndex('customer_want_region_idx').on('customer_want_region').columns(['region_id', 'customer_id']).execute();
  await db.schema.createTable('customer_want_area')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('area.id'))
    .addPrimaryKeyConstraint('customer_want_area_pk', ['customer_id', 'area_id'])
    .execute();
  await db.schema.createIndex('customer_want_area_idx').on('customer_want_area').columns(['area_id', 'customer_id']).execute();

  await withId(db.schema.createTable('customer_appointment'), dialect)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('staff.id'))
    // The company day's start (epoch seconds) and its part.
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('slot', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('look_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_appointment_day_idx').on('customer_appointment').columns(['day', 'id']).execute();
  await db.schema.createIndex('customer_appointment_agent_idx').on('customer_appointment').columns(['agent_id', 'day']).execute();
  await db.schema.createIndex('customer_appointment_customer_idx').on('customer_appointment').columns(['customer_id', 'day']).execute();
  await db.schema.createTable('customer_appointment_house')
    .addColumn('appointment_id', 'integer', (c) => c.notNull().references('customer_appointment.id').onDelete('cascade'))
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addPrimaryKeyConstraint('customer_appointment_house_pk', ['appointment_id', 'house_id'])
    .execute();

  await withId(db.schema.createTable('customer_look'), dialect)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('companion_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('look_at', 'bigint', (c) => c.notNull())
    .addColumn('feedback', 'varchar(500)', text)
    .addColumn('appointment_id', 'integer')
    // The signed viewing agreement (看房确认书): the image and its thumbnail under /uploads/, '' until attached.
    .addColumn('agreement_url', 'varchar(200)', text)
    .addColumn('agreement_thumb', 'varchar(200)', text)
    .addColumn('agreement_at', 'bigint')
    // Counts (statistics, last viewing, 二看) once it has a house and its agreement.
    .addColumn('effective', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_look_customer_idx').on('customer_look').columns(['customer_id', 'look_at', 'id']).execute();
  await db.schema.createIndex('customer_look_agent_idx').on('customer_look').columns(['agent_id', 'look_at', 'id']).execute();
  await db.schema.createIndex('customer_look_time_idx').on('customer_look').columns(['look_at', 'id']).execute();
  await db.schema.createTable('customer_look_house')
    .addColumn('look_id', 'integer', (c) => c.notNull().references('customer_look.id').onDelete('cascade'))
    .addColumn('house_id', 'integer', (c) => c.notNull().references('house.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
    .addColumn('look_at', 'bigint', (c) => c.notNull())
    .addColumn('effective', 'integer', (c) => c.notNull().defaultTo(0))
    // A second (or later) effective viewing of the same customer and house (二看).
    .addColumn('is_second', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('customer_look_house_pk', ['look_id', 'house_id'])
    .execute();
  await db.schema.createIndex('customer_look_house_house_idx').on('customer_look_house').columns(['house_id', 'look_at']).execute();
  await db.schema.createIndex('customer_look_house_pair_idx').on('customer_look_house').columns(['customer_id', 'house_id', 'look_at']).execute();

  // Agreement images uploaded before their viewing is saved (customerlook/upfile); look_id once attached.
  await withId(db.schema.createTable('customer_look_file'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', text)
    .addColumn('look_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_look_file_staff_idx').on('customer_look_file').columns(['staff_id', 'created_at']).execute();

  await db.schema.alterTable('operation_log').addColumn('customer_id', 'integer').execute();
  await db.schema.createIndex('operation_log_customer_idx').on('operation_log').columns(['customer_id', 'created_at', 'id'])
    .where(sql<boolean>`customer_id is not null`).execute();
}
