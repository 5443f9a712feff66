import { sql } from 'kysely';
import {
  ENTRUST_EDITABLE, ENTRUST_PERIOD_DAYS_MAX, HOUSE_KIND_LABELS, entrustPeriodRule, type EntrustItem, type EntrustStatus,
  type EntrustType, type HouseKind,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { yuanToFen } from '../../core/money.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import { houseSubject } from '../house/house-status.approval.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { entrustBookItem, exclusiveRival, writeEffective } from './entrust.approval.js';
import { bookIn, bookItem, refuse, stateLabel, today, type BookRow } from './entrust-read.js';
import { attachScans } from './entrust-file.service.js';

// Entering, changing, submitting and deleting entrust books. The older sale and rental calls pass their kind, which the
// house or book must have; the general calls pass none.

export type BookFields = {
  type: EntrustType; start_date: string; end_date: string | null; owner_name: string; price: number; commission: string; remark: string;
  file_ids: number[];
};

function checkFields(ctx: Ctx, fields: BookFields): void {
  const rule = entrustPeriodRule(fields.type, fields.start_date, fields.end_date);
  if (rule) refuse(ctx, rule, { days: ENTRUST_PERIOD_DAYS_MAX });
}

function columns(fields: BookFields) {
  return {
    type: fields.type, start_date: fields.start_date, end_date: fields.end_date, owner_name: fields.owner_name, price: yuanToFen(fields.price),
    commission: fields.commission, remark: fields.remark,
  };
}

// A house the caller may see (house:list scope), of `kind` when the call is fixed to one.
async function houseFor(ctx: Ctx, houseId: number, kind: HouseKind | undefined) {
  const scope = await houseReadScope(ctx);
  const house = await ctx.db.selectFrom('house as h').select(['h.id', 'h.kind', 'h.maintainer_id']).where('h.id', '=', houseId)
    .where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const houseKind = house.kind as HouseKind;
  if (kind && houseKind !== kind) refuse(ctx, 'wrongKind', { kind: HOUSE_KIND_LABELS[houseKind][ctx.lang] });
  return { id: house.id, kind: houseKind, maintainerId: house.maintainer_id };
}

function assertEditable(ctx: Ctx, book: BookRow): void {
  if (!ENTRUST_EDITABLE.includes(book.status as EntrustStatus)) refuse(ctx, 'notEditable', { state: stateLabel(ctx, book) }, 'TRANSITION_NOT_ALLOWED');
}

// Submits the book at `version` in the caller's transaction: the approval when its flow is enabled, else effective now.
async function submitIn(trx: Db, ctx: Ctx, book: BookRow, version: number, maintainerId: number): Promise<void> {
  const scans = await trx.selectFrom('entrust_file').select((eb) => eb.fn.countAll<number>().as('n')).where('book_id', '=', book.id).executeTakeFirstOrThrow();
  if (Number(scans.n) === 0) refuse(ctx, 'scanRequired');
  if (book.type === 'exclusive') {
    const rival = await exclusiveRival(trx, book.house_id, book.id, today(ctx));
    if (rival) refuse(ctx, 'exclusiveTaken', { id: rival.id, state: stateLabel(ctx, rival) }, 'CONFLICT');
  }
  const pending = await trx.updateTable('entrust_book').set({ status: 'pending', approval_id: null, reject_reason: '', version: sql<number>`version + 1`, updated_at: ctx.now })
    .where('id', '=', book.id).where('version', '=', version).executeTakeFirst();
  if (Number(pending.numUpdatedRows) !== 1) throw new AppError('STALE');
  const subject = await houseSubject(trx, book.house_id);
  const approvalId = await submitApproval(trx, ctx, entrustBookItem, {
    recordId: book.id, recordVersion: version + 1, subject: `${subject} · ${book.owner_name}`,
    payload: {
      house_id: book.house_id, kind: book.kind as HouseKind, type: book.type as EntrustType, start_date: book.start_date, end_date: book.end_date,
      owner_name: book.owner_name, price: Number(book.price), maintainer_id: maintainerId,
    },
  });
  // The approval id is not a change of the book the approval was asked at: its version stays.
  if (approvalId === null) await writeEffective(trx, book.id, version + 1, ctx.now);
  else await trx.updateTable('entrust_book').set({ approval_id: approvalId }).where('id', '=', book.id).execute();
}

async function rowIn(trx: Db, id: number): Promise<BookRow> {
  const row = await trx.selectFrom('entrust_book').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, price: Number(row.price), created_at: Number(row.created_at), updated_at: Number(row.updated_at),
    effective_at: row.effective_at === null ? null : Number(row.effective_at) };
}

export type AddInput = BookFields & { house_id: number; submit: 0 | 1 };

export async function addBook(ctx: Ctx, input: AddInput, kind?: HouseKind): Promise<EntrustItem> {
  checkFields(ctx, input);
  const house = await houseFor(ctx, input.house_id, kind);
  const id = await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const { id: bookId } = await trx.insertInto('entrust_book').values({
      house_id: house.id, kind: house.kind, ...columns(input), status: 'draft', approval_id: null, reject_reason: '', agent_id: ctx.caller.staffId,
      store_id: ctx.caller.storeId, effective_at: null, version: 1, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await attachScans(trx, ctx, bookId, input.file_ids);
    if (input.submit === 1) await submitIn(trx, ctx, await rowIn(trx, bookId), 1, house.maintainerId);
    return bookId;
  }));
  return bookItem(ctx, id);
}

export type UpdateInput = BookFields & { id: number; version: number; submit: 0 | 1 };

export async function updateBook(ctx: Ctx, input: UpdateInput, kind?: HouseKind): Promise<EntrustItem> {
  const book = await bookIn(ctx, input.id, kind);
  if (book.version !== input.version) throw new AppError('STALE');
  assertEditable(ctx, book);
  checkFields(ctx, input);
  const house = await ctx.db.selectFrom('house').select('maintainer_id').where('id', '=', book.house_id).executeTakeFirstOrThrow();
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const changed = await trx.updateTable('entrust_book').set({ ...columns(input), version: sql<number>`version + 1`, updated_at: ctx.now })
      .where('id', '=', book.id).where('version', '=', input.version).where('status', 'in', [...ENTRUST_EDITABLE]).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('STALE');
    await attachScans(trx, ctx, book.id, input.file_ids);
    if (input.submit === 1) await submitIn(trx, ctx, await rowIn(trx, book.id), input.version + 1, house.maintainer_id);
  }));
  return bookItem(ctx, book.id);
}

export type DraftInput = BookFields & { id?: number | undefined; version?: number | undefined; house_id?: number | undefined };

// The older draft calls: a new draft on a house, or a draft or rejected book saved without submitting.
export function saveDraft(ctx: Ctx, input: DraftInput, kind: HouseKind): Promise<EntrustItem> {
  if (input.id !== undefined) return updateBook(ctx, { ...input, id: input.id, version: input.version ?? 0, submit: 0 }, kind);
  return addBook(ctx, { ...input, house_id: input.house_id ?? 0, submit: 0 }, kind);
}

export async function deleteBook(ctx: Ctx, input: { id: number; version: number }, kind?: HouseKind): Promise<null> {
  const book = await bookIn(ctx, input.id, kind);
  if (book.version !== input.version) throw new AppError('STALE');
  assertEditable(ctx, book);
  await ctx.db.transaction().execute(async (trx) => {
    // The scans go back to their uploaders' unattached uploads.
    await trx.updateTable('entrust_file').set({ book_id: null }).where('book_id', '=', book.id).execute();
    const gone = await trx.deleteFrom('entrust_book').where('id', '=', book.id).where('version', '=', input.version)
      .where('status', 'in', [...ENTRUST_EDITABLE]).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw new AppError('STALE');
  });
  return null;
}
