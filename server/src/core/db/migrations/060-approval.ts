import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Approvals: the flows per item type (company-wide, or one store's override), the approvals with their pending change,
// the approvers' tasks per step, and the chain of every operation.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('approval_flow'), dialect)
    .addColumn('item_type', 'varchar(40)', (c) => c.notNull())
    // Null: the company-wide flow.
    .addColumn('store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    // JSON: the ordered steps (contract FlowStepInput), read and written whole.
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One company-wide flow per item type and one override per store and item type.
  await db.schema.createIndex('approval_flow_company_idx').on('approval_flow').unique().column('item_type')
    .where(sql<boolean>`store_id is null`).execute();
  await db.schema.createIndex('approval_flow_store_idx').on('approval_flow').unique().columns(['item_type', 'store_id'])
    .where(sql<boolean>`store_id is not null`).execute();

  await withId(db.schema.createTable('approval'), dialect)
    .addColumn('item_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('record_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    // The record's version when the request was made: the change applies only to that version.
    .addColumn('record_version', 'bigint', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', text)
    // JSON: the pending change, as the item type's module wrote it.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('applicant_store_id', 'integer', (c) => c.references('store.id'))
    .addColumn('flow_id', 'integer', (c) => c.references('approval_flow.id'))
    // JSON: the flow's steps as they were when the request was made.
    .addColumn('steps', 'text', (c) => c.notNull())
    // 1-based; null once ended.
    .addColumn('current_step', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', text)
    // Why it ended 未通过: the approver's reason as typed, or (result_i18n) the system's reason as JSON in the four
    // languages, shown in the reader's.
    .addColumn('result', 'varchar(500)', text)
    .addColumn('result_i18n', 'varchar(2000)', text)
    // The current step's overdue time and what the overdue job then does (null: no rule, or wait).
    .addColumn('due_at', 'bigint')
    .addColumn('due_action', 'varchar(10)')
    // A step passed by its overdue rule: the approval ends 超期通过.
    .addColumn('overdue_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  // At most one open approval per record: a second request is refused while one is open.
  await db.schema.createIndex('approval_open_record_idx').on('approval').unique().columns(['record_kind', 'record_id'])
    .where(sql<boolean>`status = 'pending'`).execute();
  await db.schema.createIndex('approval_record_idx').on('approval').columns(['record_kind', 'record_id', 'id']).execute();
  // my initiated, newest first; a category's list, newest first, by status; the overdue job.
  await db.schema.createIndex('approval_applicant_idx').on('approval').columns(['applicant_id', 'id']).execute();
  await db.schema.createIndex('approval_category_idx').on('approval').columns(['category', 'status', 'id']).execute();
  await db.schema.createIndex('approval_due_idx').on('approval').columns(['due_at'])
    .where(sql<boolean>`status = 'pending'`).execute();

  await withId(db.schema.createTable('approval_task'), dialect)
    .addColumn('approval_id', 'integer', (c) => c.notNull().references('approval.id'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    // The order within a 依次 step.
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('fallback', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'varchar(500)', text)
    .addColumn('acted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // What waits for a person (todo, the menu's count) and what they handled (done).
  await db.schema.createIndex('approval_task_staff_idx').on('approval_task').columns(['staff_id', 'state', 'category', 'approval_id']).execute();
  await db.schema.createIndex('approval_task_approval_idx').on('approval_task').columns(['approval_id', 'step', 'seq']).execute();

  await withId(db.schema.createTable('approval_chain'), dialect)
    .addColumn('approval_id', 'integer', (c) => c.notNull().references('approval.id'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('step', 'integer')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('to_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('comment', 'varchar(500)', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('approval_chain_approval_idx').on('approval_chain').columns(['approval_id', 'id']).execute();
}
