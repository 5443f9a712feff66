import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// New houses (新房): projects sold for developers, with their labels, layouts, the developer's agents on site, the
// staff linked to them, pictures and the reports (报备) of customers; and follow-ups on a project. Money is integer
// fen, areas hundredths of a square metre, times epoch seconds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('newhouse'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.references('area.id'))
    .addColumn('address', 'varchar(200)', text)
    .addColumn('developer', 'varchar(100)', text)
    .addColumn('use', 'varchar(20)', (c) => c.notNull())
    .addColumn('sale_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('price_avg', 'bigint')
    .addColumn('price_total_min', 'bigint')
    .addColumn('price_total_max', 'bigint')
    .addColumn('opening_at', 'bigint')
    .addColumn('delivery_at', 'bigint')
    .addColumn('property_years', 'integer')
    .addColumn('commission', 'varchar(100)', text)
    .addColumn('protect_days', 'integer', (c) => c.notNull())
    .addColumn('visit_days', 'integer', (c) => c.notNull())
    .addColumn('phone_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('description', 'text', text)
    // Live pictures, kept with them: the cap is checked on it where two uploads cannot both take the last place.
    .addColumn('picture_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('newhouse_name_uq', ['name'])
    .execute();
  // The list's sorts, each for all projects and for the published ones agents see.
  await db.schema.createIndex('newhouse_published_updated_idx').on('newhouse').columns(['published', 'updated_at', 'id']).execute();
  await db.schema.createIndex('newhouse_published_price_idx').on('newhouse').columns(['published', 'price_avg', 'id']).execute();
  await db.schema.createIndex('newhouse_published_opening_idx').on('newhouse').columns(['published', 'opening_at', 'id']).execute();
  await db.schema.createIndex('newhouse_updated_idx').on('newhouse').columns(['updated_at', 'id']).execute();
  await db.schema.createIndex('newhouse_area_idx').on('newhouse').columns(['area_id', 'updated_at']).execute();
  await db.schema.createIndex('newhouse_manager_idx').on('newhouse').column('manager_id').execute();

  await db.schema.createTable('newhouse_label')
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('label.id'))
    .addPrimaryKeyConstraint('newhouse_label_pk', ['newhouse_id', 'label_id'])
    .execute();
  await db.schema.createIndex('newhouse_label_label_idx').on('newhouse_label').columns(['label_id', 'newhouse_id']).execute();

  await withId(db.schema.createTable('newhouse_layout'), dialect)
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('halls', 'integer', (c) => c.notNull())
    .addColumn('toilets', 'integer', (c) => c.notNull())
    .addColumn('area', 'integer', (c) => c.notNull())
    .addColumn('price_total', 'bigint')
    .addColumn('orientation', 'varchar(20)', text)
    .addColumn('sale_state', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('newhouse_layout_name_uq', ['newhouse_id', 'name'])
    .execute();
  // A project's layouts by bedrooms then area; the list's bedroom filter finds projects from it.
  await db.schema.createIndex('newhouse_layout_rooms_idx').on('newhouse_layout').columns(['newhouse_id', 'rooms', 'area']).execute();
  await db.schema.createIndex('newhouse_layout_by_rooms_idx').on('newhouse_layout').columns(['rooms', 'newhouse_id']).execute();

  await withId(db.schema.createTable('newhouse_agent'), dialect)
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('position', 'varchar(30)', text)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newhouse_agent_project_idx').on('newhouse_agent').columns(['newhouse_id', 'enabled', 'name']).execute();

  await withId(db.schema.createTable('newhouse_staff'), dialect)
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('newhouse_staff_uq', ['newhouse_id', 'user_id'])
    .execute();
  // Whether a person is linked to a project (report handling), and the links newest first.
  await db.schema.createIndex('newhouse_staff_user_idx').on('newhouse_staff').columns(['user_id', 'newhouse_id']).execute();
  await db.schema.createIndex('newhouse_staff_created_idx').on('newhouse_staff').columns(['created_at', 'id']).execute();

  await withId(db.schema.createTable('newhouse_picture'), dialect)
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id').onDelete('cascade'))
    .addColumn('group', 'varchar(20)', (c) => c.notNull())
    .addColumn('url', 'varchar(200)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', text)
    .addColumn('uploader_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newhouse_picture_project_idx').on('newhouse_picture').columns(['newhouse_id', 'group', 'sort', 'id']).execute();

  await withId(db.schema.createTable('newhouse_report'), dialect)
    .addColumn('newhouse_id', 'integer', (c) => c.notNull().references('newhouse.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id'))
    .addColumn('customer_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('phone_enc', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone_masked', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone_hash', 'varchar(64)', (c) => c.notNull())
    // The phone's last four digits, for the keyword search.
    .addColumn('phone_tail', 'varchar(4)', (c) => c.notNull())
    .addColumn('visit_at', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', text)
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('confirm', 'varchar(10)', (c) => c.notNull())
    .addColumn('confirm_reason', 'varchar(200)', text)
    .addColumn('confirmed_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .addColumn('visited_at', 'bigint')
    .addColumn('pledged_at', 'bigint')
    .addColumn('subscribed_at', 'bigint')
    .addColumn('dealt_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addColumn('deal_amount', 'bigint')
    .addColumn('commission_amount', 'bigint')
    .addColumn('protected_until', 'bigint', (c) => c.notNull())
    // The end of the visit window, fixed at filing: a report still at 报备 after it has lapsed.
    .addColumn('visit_deadline', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The duplicate guard: a phone's reports to a project.
  await db.schema.createIndex('newhouse_report_phone_idx').on('newhouse_report').columns(['newhouse_id', 'phone_hash', 'protected_until']).execute();
  // The lists: a reporter's (and a scope's reporters') newest first, a project's, everyone's.
  await db.schema.createIndex('newhouse_report_reporter_idx').on('newhouse_report').columns(['reporter_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('newhouse_report_project_idx').on('newhouse_report').columns(['newhouse_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('newhouse_report_created_idx').on('newhouse_report').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('newhouse_report_customer_idx').on('newhouse_report').columns(['customer_id', 'created_at'])
    .where(sql<boolean>`customer_id is not null`).execute();

  await db.schema.alterTable('followup').addColumn('newhouse_id', 'integer', (c) => c.references('newhouse.id')).execute();
  // Only the projects' follow-ups, as the customers' index holds only theirs (migration 034).
  await db.schema.createIndex('followup_newhouse_idx').on('followup').columns(['newhouse_id', 'created_at', 'id'])
    .where(sql<boolean>`newhouse_id is not null`).execute();
}
