import { sql } from 'kysely';
import {
  APPOINTMENT_OPEN_STATUSES, APPOINTMENT_SLOT_LABELS, APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUS_TRANSITIONS, LANGS, type Text, CUSTOMER_OPEN_STATUSES,
  customerRuleText, type AppointmentItem, type AppointmentSlot, type AppointmentStatus, type CustomerKind, type CustomerStatus, type DataOf,
  type ParsedInputOf, customerAppointList, customerAppointUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { assertCustomerReadable, customerForChange } from './customer-read.js';
import { assertHousesChoosable, houseBriefs } from './customer-houses.js';
import { companyWallClock, startOfCompanyDay } from '../../core/clock.js';
import { notify } from '../message/message-write.js';
import { houseList, houseTitles } from '../../core/house-title.js';

// Viewing appointments (预约带看): a customer, a company day and its part, the houses to show. Booked 预约中, confirmed
// 已确认 once the customer says they come; cancelled or missed by hand; 已带看 when the viewing is recorded
// (customer-look).

export async function appointmentItems(ctx: Ctx, ids: number[]): Promise<AppointmentItem[]> {
  if (!ids.length) return [];
  const { db } = ctx;
  const [rows, houses] = await Promise.all([
    db.selectFrom('customer_appointment as a').innerJoin('customer as c', 'c.id', 'a.customer_id').innerJoin('staff as ag', 'ag.id', 'a.agent_id')
      .select(['a.id', 'a.customer_id', 'c.name as customer_name', 'c.kind as customer_kind', 'a.agent_id', 'ag.name as agent_name', 'a.day',
        'a.slot', 'a.status', 'a.remark', 'a.look_id', 'a.version', 'a.created_at'])
      .where('a.id', 'in', ids).execute(),
    db.selectFrom('customer_appointment_house').select(['appointment_id', 'house_id']).where('appointment_id', 'in', ids).orderBy('house_id').execute(),
  ]);
  const briefs = await houseBriefs(ctx, houses.map((h) => h.house_id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      ...row, customer_kind: row.customer_kind as CustomerKind, slot: row.slot as AppointmentSlot, status: row.status as AppointmentStatus,
      houses: houses.filter((h) => h.appointment_id === id).flatMap((h) => briefs.get(h.house_id) ?? []),
    }];
  });
}

// The maintainers of the booked houses, but the one who booked, each told which of their houses the customer comes to see.
async function tellMaintainers(trx: Db, ctx: Ctx, customerName: string, day: number, slot: AppointmentSlot, houseIds: number[]) {
  const houses = await trx.selectFrom('house').select(['id', 'maintainer_id']).where('id', 'in', houseIds).execute();
  const byMaintainer = new Map<number, number[]>();
  for (const h of houses) if (h.maintainer_id !== ctx.caller.staffId) byMaintainer.set(h.maintainer_id, [...(byMaintainer.get(h.maintainer_id) ?? []), h.id]);
  if (!byMaintainer.size) return;
  const titles = await houseTitles(trx, houses.map((h) => h.id));
  const date = companyWallClock(day).toISOString().slice(0, 10);
  const time = Object.fromEntries(LANGS.map((lang) => [lang, `${date} ${APPOINTMENT_SLOT_LABELS[slot][lang]}`])) as Text;
  for (const [maintainerId, ids] of byMaintainer) {
    await notify(trx, { kind: 'viewingBooked', to: [maintainerId], now: ctx.now, params: { customer: customerName, house: houseList(titles, ids, maintainerId), time } });
  }
}

const slotOrder = sql<number>`case a.slot when 'morning' then 0 when 'afternoon' then 1 else 2 end`;

export async function listAppointments(ctx: Ctx, input: ParsedInputOf<typeof customerAppointList>): Promise<DataOf<typeof customerAppointList>> {
  let query = ctx.db.selectFrom('customer_appointment as a').where('a.day', '>=', startOfCompanyDay(input.from)).where('a.day', '<=', input.to);
  if (input.customer_id !== undefined) {
    // A customer's appointments are part of the customer: whoever may see it sees them all.
    await assertCustomerReadable(ctx, input.customer_id);
    query = query.where('a.customer_id', '=', input.customer_id);
  } else if (ctx.scope !== 'company') {
    query = query.where(scopeCondition(ctx.caller, ctx.scope, 'a.agent_id'));
  }
  if (input.agent_id !== undefined) query = query.where('a.agent_id', '=', input.agent_id);
  if (input.status) query = query.where('a.status', '=', input.status);
  const [rows, total] = await Promise.all([
    query.select('a.id').orderBy('a.day').orderBy(slotOrder).orderBy('a.id').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await appointmentItems(ctx, rows.map((r) => r.id)), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}

function refuseDay(ctx: Ctx): never {
  const message = customerRuleText('appointmentPast', ctx.lang);
  throw fieldRefusal('day', message);
}

export async function updateAppointment(ctx: Ctx, input: ParsedInputOf<typeof customerAppointUpdate>): Promise<DataOf<typeof customerAppointUpdate>> {
  const customer = await customerForChange(ctx.db, ctx.caller, ctx.scope, input.customer_id);
  const day = startOfCompanyDay(input.day);
  // 预约中 or 已确认: the day, slot, houses and remark are written, for an open customer.
  const booking = APPOINTMENT_OPEN_STATUSES.includes(input.status);
  if (booking) {
    if (!CUSTOMER_OPEN_STATUSES.includes(customer.status as CustomerStatus)) {
      throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText('customerClosed', ctx.lang) });
    }
    await assertHousesChoosable(ctx, input.house_ids, customer.kind);
  }
  const writeHouses = async (trx: Db, appointmentId: number) => {
    await trx.deleteFrom('customer_appointment_house').where('appointment_id', '=', appointmentId).execute();
    await trx.insertInto('customer_appointment_house').values(input.house_ids.map((house_id) => ({ appointment_id: appointmentId, house_id }))).execute();
  };
  if (input.id === undefined || input.version === undefined) {
    if (day < startOfCompanyDay(ctx.now)) refuseDay(ctx);
    if (input.status !== 'pending') {
      throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText('appointmentClosed', ctx.lang, { status: APPOINTMENT_STATUS_LABELS[input.status][ctx.lang] }) });
    }
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { id: appointmentId } = await trx.insertInto('customer_appointment').values({
        customer_id: customer.id, agent_id: ctx.caller.staffId, day, slot: input.slot, status: 'pending', remark: input.remark,
        created_by: ctx.caller.staffId, created_at: ctx.now, updated_at: ctx.now,
      }).returning('id').executeTakeFirstOrThrow();
      await writeHouses(trx, appointmentId);
      await tellMaintainers(trx, ctx, customer.name, day, input.slot, input.house_ids);
      return appointmentId;
    });
    return (await appointmentItems(ctx, [id]))[0] as AppointmentItem;
  }
  const appointment = await ctx.db.selectFrom('customer_appointment').select(['id', 'customer_id', 'status', 'version', 'day'])
    .where('id', '=', input.id).executeTakeFirst();
  if (!appointment) throw new AppError('NOT_FOUND');
  if (appointment.customer_id !== customer.id) throw new AppError('BAD_REQUEST', { detail: customerRuleText('appointmentOtherCustomer', ctx.lang) });
  const { version } = input;
  if (appointment.version !== version) throw new AppError('STALE');
  const from = appointment.status as AppointmentStatus;
  if (!APPOINTMENT_OPEN_STATUSES.includes(from)) {
    const status = APPOINTMENT_STATUS_LABELS[from][ctx.lang];
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText(from === 'viewed' ? 'appointmentViewed' : 'appointmentClosed', ctx.lang, { status }) });
  }
  if (!APPOINTMENT_STATUS_TRANSITIONS[from].includes(input.status)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', {
      detail: customerRuleText('transition', ctx.lang, { from: APPOINTMENT_STATUS_LABELS[from][ctx.lang], to: APPOINTMENT_STATUS_LABELS[input.status][ctx.lang] }),
    });
  }
  // A day already past stays as it was (the appointment is confirmed, cancelled or missed late); it is not moved to one.
  if (day !== Number(appointment.day) && day < startOfCompanyDay(ctx.now)) refuseDay(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('customer_appointment').set({
      day, slot: input.slot, status: input.status, remark: input.remark, version: sql<number>`version + 1`, updated_at: ctx.now,
    }).where('id', '=', appointment.id).where('version', '=', version).where('status', '=', from).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
    if (booking) await writeHouses(trx, appointment.id);
  });
  return (await appointmentItems(ctx, [appointment.id]))[0] as AppointmentItem;
}
