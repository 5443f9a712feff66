import { sql } from 'kysely';
import {
  APPOINTMENT_OPEN_STATUSES, APPOINTMENT_STATUS_LABELS, CUSTOMER_OPEN_STATUSES, customerRuleText, type AppointmentStatus, type CustomerKind, type CustomerStatus, type DataOf, type ParsedInputOf, lookAdd,
  lookAgreementUpdate, lookUpdate, lookUpfile,
  HOUSE_PICTURE_THUMB_WIDTH,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { removeUpload, type UploadedFile } from '../../core/storage.js';
import { recordCustomerChange } from '../house/followup-record.js';
import { storePicture } from '../../core/image.js';
import { assertHousesChoosable } from '../customer/customer-houses.js';
import { customerReadScope, readableCustomer } from '../customer/customer-read.js';
import { lookInScope, lookItem, refreshLookCounts } from './look-read.js';

// Recording viewings, changing them, and their signed agreements. The agreement image is uploaded first (and shown
// back as its thumbnail), then attached by its id; a viewing with its agreement is effective and counts.

const FOLDER = 'look-agreements';
const NAME_MAX = 200;

function refuse(ctx: Ctx, rule: Parameters<typeof customerRuleText>[0], params: Record<string, string | number> = {}): never {
  throw new AppError('BAD_REQUEST', { detail: customerRuleText(rule, ctx.lang, params) });
}

export async function uploadAgreement(ctx: Ctx, input: ParsedInputOf<typeof lookUpfile> & { file: UploadedFile }): Promise<DataOf<typeof lookUpfile>> {
  const { dataDir } = ctx.config;
  const image = await storePicture(dataDir, FOLDER, input.file, HOUSE_PICTURE_THUMB_WIDTH);
  if (!image) refuse(ctx, 'unreadable');
  const { url, thumbUrl } = image;
  const name = (input.file.filename.split(/[\\/]/).pop() ?? '').trim().slice(-NAME_MAX);
  try {
    const { id } = await ctx.db.insertInto('customer_look_file').values({
      staff_id: ctx.caller.staffId, url, thumb_url: thumbUrl, kind: input.file.kind, size: input.file.bytes.length, width: image.width,
      height: image.height, original_name: name, created_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    return { id, url: ctx.uploadLinks.sign(url, ctx.now), thumb_url: ctx.uploadLinks.sign(thumbUrl, ctx.now), width: image.width, height: image.height, name };
  } catch (error) {
    await Promise.all([removeUpload(dataDir, url), removeUpload(dataDir, thumbUrl)]);
    throw error;
  }
}

// An agreement image the caller uploaded and has not attached yet, claimed for the viewing in the caller's transaction
// (of two attaching the same file at once, one claims it).
async function claimFile(trx: Db, ctx: Ctx, fileId: number, lookId: number) {
  const file = await trx.updateTable('customer_look_file').set({ look_id: lookId })
    .where('id', '=', fileId).where('staff_id', '=', ctx.caller.staffId).where('look_id', 'is', null)
    .returning(['url', 'thumb_url']).executeTakeFirst();
  if (!file) refuse(ctx, 'fileUnknown', { id: fileId });
  return file;
}

async function assertCompanion(ctx: Ctx, companionId: number | null): Promise<void> {
  if (companionId === null) return;
  if (companionId === ctx.caller.staffId) refuse(ctx, 'companionIsAgent');
  const row = await ctx.db.selectFrom('staff').select('id').where('id', '=', companionId).where('status', '=', 'active').executeTakeFirst();
  if (!row) refuse(ctx, 'staffUnknown', { id: companionId });
}

async function lookCustomer(ctx: Ctx, customerId: number) {
  const scope = await customerReadScope(ctx);
  const row = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.kind', 'c.status', 'c.name'])
    .where('c.id', '=', customerId).where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (!CUSTOMER_OPEN_STATUSES.includes(row.status as CustomerStatus)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText('customerClosed', ctx.lang) });
  }
  return { ...row, kind: row.kind as CustomerKind };
}

// Why an appointment cannot take the viewing: another customer's (or none), or no longer open, named by its status.
async function refuseAppointment(trx: Db, ctx: Ctx, appointmentId: number, customerId: number): Promise<never> {
  const appointment = await trx.selectFrom('customer_appointment').select(['customer_id', 'status']).where('id', '=', appointmentId).executeTakeFirst();
  if (appointment?.customer_id !== customerId) refuse(ctx, 'appointmentOtherCustomer');
  refuse(ctx, 'appointmentClosed', { status: APPOINTMENT_STATUS_LABELS[appointment.status as AppointmentStatus][ctx.lang] });
}

function assertNotFuture(ctx: Ctx, lookAt: number): void {
  if (lookAt > ctx.now + 60) refuse(ctx, 'lookInFuture');
}

async function writeHouses(trx: Db, lookId: number, customerId: number, houseIds: number[], lookAt: number, effective: boolean): Promise<void> {
  await trx.deleteFrom('customer_look_house').where('look_id', '=', lookId).execute();
  await trx.insertInto('customer_look_house').values(houseIds.map((house_id) => ({
    look_id: lookId, house_id, customer_id: customerId, look_at: lookAt, effective: effective ? 1 : 0,
  }))).execute();
}

export async function addLook(ctx: Ctx, input: ParsedInputOf<typeof lookAdd>): Promise<DataOf<typeof lookAdd>> {
  const customer = await lookCustomer(ctx, input.customer_id);
  assertNotFuture(ctx, input.look_at);
  await assertHousesChoosable(ctx, input.house_ids, customer.kind);
  await assertCompanion(ctx, input.companion_id);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: lookId } = await trx.insertInto('customer_look').values({
      customer_id: customer.id, agent_id: ctx.caller.staffId, companion_id: input.companion_id, store_id: ctx.caller.storeId,
      look_at: input.look_at, feedback: input.feedback, appointment_id: input.appointment_id ?? null, created_by: ctx.caller.staffId,
      created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    const effective = input.file_id !== undefined;
    if (input.file_id !== undefined) {
      const file = await claimFile(trx, ctx, input.file_id, lookId);
      await trx.updateTable('customer_look').set({ agreement_url: file.url, agreement_thumb: file.thumb_url, agreement_at: ctx.now, effective: 1 })
        .where('id', '=', lookId).execute();
    }
    if (input.appointment_id !== undefined) {
      const booked = await trx.updateTable('customer_appointment').set({ status: 'viewed', look_id: lookId, version: sql<number>`version + 1`, updated_at: ctx.now })
        .where('id', '=', input.appointment_id).where('customer_id', '=', customer.id).where('status', 'in', APPOINTMENT_OPEN_STATUSES).executeTakeFirst();
      if (Number(booked.numUpdatedRows) !== 1) await refuseAppointment(trx, ctx, input.appointment_id, customer.id);
    }
    await writeHouses(trx, lookId, customer.id, input.house_ids, input.look_at, effective);
    await refreshLookCounts(trx, ctx, customer.id, input.house_ids);
    await recordCustomerChange(trx, {
      customerId: customer.id, staffId: ctx.caller.staffId, kind: 'look', content: input.feedback, change: { from: null, to: lookId },
    }, ctx.now);
    return lookId;
  });
  return lookItem(ctx, id);
}

// A viewing led by an agent within the caller's look:add scope, at the version the caller read.
async function lookForChange(ctx: Ctx, id: number, version: number) {
  const row = await ctx.db.selectFrom('customer_look as l').select(['l.id', 'l.customer_id', 'l.version', 'l.effective', 'l.agreement_url', 'l.agreement_thumb'])
    .where('l.id', '=', id).where(lookInScope(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.version !== version) throw new AppError('STALE');
  return row;
}

async function bumpVersion(trx: Db, id: number, version: number, values: Record<string, unknown>, now: number): Promise<void> {
  const result = await trx.updateTable('customer_look').set({ ...values, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

export async function updateLook(ctx: Ctx, input: ParsedInputOf<typeof lookUpdate>): Promise<DataOf<typeof lookUpdate>> {
  const look = await lookForChange(ctx, input.id, input.version);
  const customer = await ctx.db.selectFrom('customer').select(['id', 'kind']).where('id', '=', look.customer_id).executeTakeFirstOrThrow();
  assertNotFuture(ctx, input.look_at);
  await assertHousesChoosable(ctx, input.house_ids, customer.kind as CustomerKind);
  await assertCompanion(ctx, input.companion_id);
  await ctx.db.transaction().execute(async (trx) => {
    const before = (await trx.selectFrom('customer_look_house').select('house_id').where('look_id', '=', look.id).execute()).map((r) => r.house_id);
    await bumpVersion(trx, look.id, input.version, { look_at: input.look_at, companion_id: input.companion_id, feedback: input.feedback }, ctx.now);
    await writeHouses(trx, look.id, customer.id, input.house_ids, input.look_at, look.effective === 1);
    await refreshLookCounts(trx, ctx, customer.id, [...new Set([...before, ...input.house_ids])]);
  });
  return lookItem(ctx, look.id);
}

export async function updateAgreement(ctx: Ctx, input: ParsedInputOf<typeof lookAgreementUpdate>): Promise<DataOf<typeof lookAgreementUpdate>> {
  const look = await lookForChange(ctx, input.id, input.version);
  await ctx.db.transaction().execute(async (trx) => {
    const file = await claimFile(trx, ctx, input.file_id, look.id);
    await bumpVersion(trx, look.id, input.version, { agreement_url: file.url, agreement_thumb: file.thumb_url, agreement_at: ctx.now, effective: 1 }, ctx.now);
    await trx.updateTable('customer_look_house').set({ effective: 1 }).where('look_id', '=', look.id).execute();
    const houses = (await trx.selectFrom('customer_look_house').select('house_id').where('look_id', '=', look.id).execute()).map((r) => r.house_id);
    await refreshLookCounts(trx, ctx, look.customer_id, houses);
  });
  // The replaced agreement's files stay: the earlier row of customer_look_file still names them.
  return lookItem(ctx, look.id);
}
