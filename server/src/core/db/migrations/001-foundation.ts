import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {

  await withId(db.schema.createTable('company'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(50)', text)
    .addColumn('logo', 'varchar(500)', text)
    .addColumn('address', 'varchar(200)', text)
    .addColumn('phone', 'varchar(50)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('district'), dialect)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('district_company_name_uq', ['company_id', 'name'])
    .execute();

  await withId(db.schema.createTable('store'), dialect)
    .addColumn('district_id', 'integer', (c) => c.notNull().references('district.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', text)
    .addColumn('phone', 'varchar(50)', text)
    .addColumn('manager_id', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('formal'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('store_name_uq', ['name'])
    .execute();
  await db.schema.createIndex('store_district_idx').on('store').column('district_id').execute();

  await withId(db.schema.createTable('department'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.references('department.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('logo', 'varchar(500)', text)
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('department_parent_idx').on('department').column('parent_id').execute();

  await withId(db.schema.createTable('role'), dialect)
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', text)
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('position'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('level'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('min_points', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('staff'), dialect)
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', text)
    .addColumn('mobile', 'varchar(32)', text)
    .addColumn('avatar', 'varchar(500)', text)
    .addColumn('introduction', 'varchar(500)', text)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('department_id', 'integer', (c) => c.references('department.id'))
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
    .addColumn('position_id', 'integer', (c) => c.references('position.id'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('current_phone', 'varchar(32)', text)
    .addColumn('education', 'varchar(20)', text)
    .addColumn('work_type', 'varchar(20)', text)
    .addColumn('join_date', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_store_idx').on('staff').columns(['store_id', 'status']).execute();
  await db.schema.createIndex('staff_department_idx').on('staff').column('department_id').execute();
  await db.schema.createIndex('staff_role_idx').on('staff').column('role_id').execute();

  await withId(db.schema.createTable('staff_phone'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('sp_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('staff_phone_uq', ['staff_id', 'sp_number'])
    .execute();

  await db.schema
    .createTable('permission')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('menu_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_ja', 'varchar(100)', (c) => c.notNull())
    .addColumn('scoped', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('menu'), dialect)
    .addColumn('parent_id', 'integer', (c) => c.references('menu.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(50)', text)
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_ja', 'varchar(100)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('no_redirect', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('affix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_menu')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menu.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_menu_pk', ['role_id', 'menu_id'])
    .execute();

  await db.schema
    .createTable('role_permission')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('permission_code', 'varchar(64)', (c) => c.notNull().references('permission.code').onDelete('cascade'))
    .addColumn('data_scope', 'varchar(20)', (c) => c.notNull().defaultTo('self'))
    .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission_code'])
    .execute();

  await withId(db.schema.createTable('session'), dialect)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_code', 'varchar(32)')
    .addColumn('ip', 'varchar(64)', text)
    .addColumn('host_name', 'varchar(100)', text)
    .addColumn('machine', 'varchar(100)', text)
    .addColumn('bound', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('session_staff_idx').on('session').columns(['staff_id', 'revoked_at']).execute();

  await withId(db.schema.createTable('device_bind'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('host_name', 'varchar(100)', text)
    .addColumn('machine', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', text)
    .addColumn('remark', 'varchar(200)', text)
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('operated_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('operated_at', 'bigint')
    .execute();
  await db.schema.createIndex('device_bind_staff_idx').on('device_bind').columns(['staff_id', 'machine', 'status']).execute();
  await db.schema.createIndex('device_bind_status_idx').on('device_bind').columns(['status', 'created_at']).execute();

  await withId(db.schema.createTable('place'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('cidr', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('security_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id'))
    .addColumn('bind_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watermark_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('debug_guard_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session_idle_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .addColumn('session_absolute_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('lockout_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('lockout_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('login_attempt'), dialect)
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addUniqueConstraint('login_attempt_uq', ['account', 'ip'])
    .execute();

  await withId(db.schema.createTable('operation_log'), dialect)
    .addColumn('staff_id', 'integer')
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(100)', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('ip', 'varchar(64)', text)
    .addColumn('device', 'varchar(200)', text)
    .addColumn('result_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operation_log_time_idx').on('operation_log').column('created_at').execute();
  await db.schema.createIndex('operation_log_staff_idx').on('operation_log').columns(['staff_id', 'created_at']).execute();

  await withId(db.schema.createTable('behaviour_log'), dialect)
    .addColumn('staff_id', 'integer')
    .addColumn('account', 'varchar(64)', text)
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'text', text)
    .addColumn('ip', 'varchar(64)', text)
    .addColumn('device', 'varchar(200)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('behaviour_log_time_idx').on('behaviour_log').column('created_at').execute();
  await db.schema.createIndex('behaviour_log_staff_idx').on('behaviour_log').columns(['staff_id', 'created_at']).execute();

  await withId(db.schema.createTable('interface_log'), dialect)
    .addColumn('service', 'varchar(40)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('request', 'text', text)
    .addColumn('response', 'text', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('interface_log_time_idx').on('interface_log').column('created_at').execute();

  await withId(db.schema.createTable('monthly_target'), dialect)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('target_number_loan', 'integer', (c) => c.notNull())
    .addColumn('target_money_loan', 'bigint', (c) => c.notNull())
    .addColumn('target_number_old', 'integer', (c) => c.notNull())
    .addColumn('target_money_old', 'bigint', (c) => c.notNull())
    .addColumn('target_number_new', 'integer', (c) => c.notNull())
    .addColumn('target_money_new', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('monthly_target_uq', ['staff_id', 'month'])
    .execute();
}
