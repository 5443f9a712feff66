import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { text, withId } from './helpers.js';

// Deal pictures (成交图片: contract scans, receipts, identity papers), stored like house certificates and served only
// through signed links, with the deal's count of them kept in the transaction of each upload; the deal's own record
// of a review that ended 未通过 or was withdrawn (its status and the reason, worded in every language when the engine
// gave it), written by the approval item's reject hook instead of derived from the approval when read; and the
// deadline a deal step's responsible person was last told is overdue, so they are told once per deadline.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('deal_picture'), dialect)
    .addColumn('deal_id', 'integer', (c) => c.notNull().references('deal.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('thumb_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('file_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', text)
    .addColumn('uploader_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deal_picture_deal_idx').on('deal_picture').columns(['deal_id', 'kind', 'id']).execute();
  await db.schema.alterTable('deal').addColumn('picture_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Empty when the reason is a person's own words (in `reason`); otherwise the reason in every language, as JSON.
  await db.schema.alterTable('deal').addColumn('reason_i18n', 'varchar(2000)', text).execute();
  await markEndedReviews(db);

  await db.schema.alterTable('deal_step').addColumn('overdue_told_for', 'bigint').execute();
}

// Deals waiting whose review already ended without taking effect become 审核不通过 with the approval's reason, as the
// reject hook would have written it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function markEndedReviews(db: Kysely<any>): Promise<void> {
  const withdrawn = JSON.stringify({ en: 'Withdrawn', zh: '已撤回', es: 'Retirada', ja: '取り下げ' });
  await sql`update deal set status = 'rejected',
      reason = coalesce((select case when a.status = 'withdrawn' then '已撤回' else substr(a.result, 1, 200) end from approval a
        where a.id = deal.approval_id), ''),
      reason_i18n = coalesce((select case when a.status = 'withdrawn' then ${withdrawn} else a.result_i18n end from approval a
        where a.id = deal.approval_id), '')
    where status = 'pending' and exists (select 1 from approval a where a.id = deal.approval_id and a.status in ('rejected', 'withdrawn'))`
    .execute(db);
}
