import { sql } from 'kysely';
import {
  maskPhone, normalisePhone, type DataOf, type NewhouseSaleState, type ParsedInputOf, type ReportConfirm, type ReportPhoneMode, type ReportStage, newhouseReportAdd,
  newhouseReportHouses, newhouseReportList, newhouseReportUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, scopeFor } from '../../core/access.js';
import { contains } from '../../core/sql.js';
import { companyDate, companyWallClock } from '../../core/clock.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { customerReadScope, readableCustomer } from '../customer/customer-read.js';
import { assertTargetSet } from '../target/target-set.js';
import { DAY, coversOf, projectVisible, refuse, refuseField, toYuan } from './newhouse-read.js';
import { guarding, handleable, lapsedAt, reportItem, reportItems } from './report-read.js';

// Filing reports (报备) and changing them while undecided, the lists of reports, and the projects a report may be filed
// to. A phone is guarded per project by its protected reports: nobody may report it there again until the protection
// ends, the report is decided invalid, or it lapses.

const SOLD_OUT: NewhouseSaleState = 'sold_out';
const PENDING: ReportConfirm = 'pending';
const REPORTED: ReportStage = 'reported';
// Clocks of browsers and servers differ a little: a planned visit this much before now is still "now".
const CLOCK_SLACK = 60;

export async function listReports(ctx: Ctx, input: ParsedInputOf<typeof newhouseReportList>): Promise<DataOf<typeof newhouseReportList>> {
  let query = ctx.db.selectFrom('newhouse_report as r');
  if (input.mine === 1) {
    query = query.where('r.reporter_id', '=', ctx.caller.staffId);
  } else {
    const confirmScope = await scopeFor(ctx, 'newhouse:confirm');
    const own = scopeCondition(ctx.caller, ctx.scope, 'r.reporter_id');
    query = query.where(confirmScope ? sql<boolean>`(${own} or ${handleable(ctx.caller, confirmScope)})` : own);
  }
  if (input.new_id !== undefined) query = query.where('r.newhouse_id', '=', input.new_id);
  if (input.customer_id !== undefined) query = query.where('r.customer_id', '=', input.customer_id);
  if (input.confirm) query = query.where('r.confirm', '=', input.confirm);
  if (input.stage) query = query.where('r.stage', '=', input.stage);
  if (input.lapsed !== undefined) query = query.where(input.lapsed === 1 ? lapsedAt('r', ctx.now) : sql<boolean>`not ${lapsedAt('r', ctx.now)}`);
  if (input.keyword) {
    const word = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'r.customer_name', word), eb('r.phone_tail', '=', word)]));
  }
  if (input.from !== undefined) query = query.where('r.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('r.created_at', '<=', input.to);
  const [rows, total] = await Promise.all([
    query.select('r.id').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await reportItems(ctx, rows.map((r) => r.id)), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

// A visit planned after the window could never be recorded (the report lapses at its end).
function assertVisitPlanned(ctx: Ctx, visitAt: number, window: { reportedAt: number; deadline: number }): void {
  if (visitAt < ctx.now - CLOCK_SLACK) refuseField(ctx.lang, 'visit_at', 'visitPast');
  if (visitAt > window.deadline) {
    const until = companyWallClock(window.deadline).toISOString().slice(0, 16).replace('T', ' ');
    refuseField(ctx.lang, 'visit_at', 'visitLate', { days: Math.round((window.deadline - window.reportedAt) / DAY), until });
  }
}

// The customer named by id, when the caller may see it (customer:list), with its first phone.
async function reportedCustomer(ctx: Ctx, customerId: number): Promise<{ name: string; phone: string | null }> {
  const scope = await customerReadScope(ctx);
  const row = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.name']).where('c.id', '=', customerId)
    .where(readableCustomer(ctx.caller, scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const phone = await ctx.db.selectFrom('customer_phone').select('phone_enc').where('customer_id', '=', row.id).orderBy('sort').limit(1).executeTakeFirst();
  if (!phone) return { name: row.name, phone: null };
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  return { name: row.name, phone: cipher.decrypt(phone.phone_enc) };
}

export async function addReport(ctx: Ctx, input: ParsedInputOf<typeof newhouseReportAdd>): Promise<DataOf<typeof newhouseReportAdd>> {
  await assertTargetSet(ctx);
  const project = await projectVisible(ctx, input.new_id);
  if (!project.published || project.sale_state === SOLD_OUT) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'notOpen');
  // A customer the caller may not see is not found, whatever else the request gets wrong.
  const customer = input.customer_id === undefined ? null : await reportedCustomer(ctx, input.customer_id);
  assertVisitPlanned(ctx, input.visit_at, { reportedAt: ctx.now, deadline: ctx.now + project.visit_days * DAY });
  const name = input.customer_name ?? customer?.name ?? '';
  const phone = input.customer_phone ?? customer?.phone ?? null;
  if (phone === null) refuseField(ctx.lang, 'customer_phone', 'phoneRequired');
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const hash = cipher.phoneHash(phone);
  const id = await ctx.db.transaction().execute(async (trx) => {
    // The project's row is written first: two reports of one phone to it at once are checked one after the other.
    await trx.updateTable('newhouse').set({ version: sql<number>`version` }).where('id', '=', project.id).execute();
    const guard = await trx.selectFrom('newhouse_report as r').select((eb) => eb.fn.max('r.protected_until').as('until'))
      .where('r.newhouse_id', '=', project.id).where('r.phone_hash', '=', hash).where(guarding('r', ctx.now)).executeTakeFirst();
    if (guard?.until !== null && guard?.until !== undefined) {
      refuse(ctx, 'CONFLICT', 'protected', { until: companyDate(Number(guard.until)) });
    }
    const row = await trx.insertInto('newhouse_report').values({
      newhouse_id: project.id, customer_id: input.customer_id ?? null, customer_name: name, phone_enc: cipher.encrypt(phone),
      phone_masked: maskPhone(phone), phone_hash: hash, phone_tail: normalisePhone(phone).slice(-4), visit_at: input.visit_at, remark: input.remark,
      reporter_id: ctx.caller.staffId, store_id: ctx.caller.storeId, confirm: PENDING, confirm_reason: '', confirmed_by: null, confirmed_at: null,
      stage: REPORTED, reported_at: ctx.now, protected_until: ctx.now + project.protect_days * DAY,
      visit_deadline: ctx.now + project.visit_days * DAY, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return reportItem(ctx, id);
}

export async function updateReport(ctx: Ctx, input: ParsedInputOf<typeof newhouseReportUpdate>): Promise<DataOf<typeof newhouseReportUpdate>> {
  const report = await ctx.db.selectFrom('newhouse_report as r').select(['r.id', 'r.version', 'r.confirm', 'r.reported_at', 'r.visit_deadline'])
    .where('r.id', '=', input.id).where(scopeCondition(ctx.caller, ctx.scope, 'r.reporter_id')).executeTakeFirst();
  if (!report) throw new AppError('NOT_FOUND');
  if (report.version !== input.version) throw new AppError('STALE');
  if (report.confirm !== PENDING) refuse(ctx, 'TRANSITION_NOT_ALLOWED', 'notPending');
  assertVisitPlanned(ctx, input.visit_at, { reportedAt: Number(report.reported_at), deadline: Number(report.visit_deadline) });
  const result = await ctx.db.updateTable('newhouse_report')
    .set({ customer_name: input.customer_name, visit_at: input.visit_at, remark: input.remark, version: sql<number>`version + 1`, updated_at: ctx.now })
    .where('id', '=', report.id).where('version', '=', input.version).where('confirm', '=', PENDING).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
  return reportItem(ctx, report.id);
}

export async function reportHouses(ctx: Ctx, input: ParsedInputOf<typeof newhouseReportHouses>): Promise<DataOf<typeof newhouseReportHouses>> {
  let query = ctx.db.selectFrom('newhouse as n').leftJoin('area as a', 'a.id', 'n.area_id')
    .select(['n.id', 'n.name', 'a.name as area_name', 'n.address', 'n.sale_state', 'n.price_avg', 'n.commission', 'n.protect_days', 'n.visit_days',
      'n.phone_mode'])
    .select((eb) => eb.selectFrom('newhouse_report as r').select(eb.fn.countAll<number | string>().as('n'))
      .whereRef('r.newhouse_id', '=', 'n.id').where('r.reporter_id', '=', ctx.caller.staffId).as('my_reports'))
    .where('n.published', '=', 1).where('n.sale_state', '<>', SOLD_OUT);
  if (input.keyword) {
    const word = input.keyword;
    query = query.where((eb) => eb.or([contains(ctx.dialect, 'n.name', word), contains(ctx.dialect, 'n.address', word), contains(ctx.dialect, 'n.developer', word)]));
  }
  const rows = await query.orderBy('n.updated_at', 'desc').orderBy('n.id', 'desc').limit(input.limit).execute();
  const covers = await coversOf(ctx.db, rows.map((r) => r.id));
  return {
    list: rows.map((row) => ({
      id: row.id, name: row.name, area_name: row.area_name ?? '', address: row.address, sale_state: row.sale_state as NewhouseSaleState,
      price_avg: toYuan(row.price_avg), commission: row.commission, protect_days: row.protect_days,
      visit_days: row.visit_days, phone_mode: row.phone_mode as ReportPhoneMode, cover_url: covers.get(row.id) ?? '', my_reports: Number(row.my_reports ?? 0),
    })),
  };
}
