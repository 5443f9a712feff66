import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, customerAppointList, customerAppointUpdate, lookAdd, type AppointmentItem } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, nowSeconds } from '../../test/houses.js';
import { enterCustomer } from './customer.test-helpers.js';

// An appointment's states: 预约中 → 已确认 → 已带看, 已取消 or 已失约 (from either open state).

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login('agent');
});
afterAll(async () => {
  await t.close();
});

async function booked() {
  const customer = await enterCustomer(t, agent);
  const house = await enterHouse(t, agent);
  const day = nowSeconds() + 2 * DAY;
  const { body } = await t.call(customerAppointUpdate, { customer_id: customer.id, day, slot: 'afternoon', house_ids: [house.id] }, { token: agent });
  expect(body.code, JSON.stringify(body)).toBe('200000');
  return { customer, house, day, appointment: body.data };
}

// The call that moves an appointment, sending its day, slot, houses and remark as they are.
function move(a: AppointmentItem, status: 'pending' | 'confirmed' | 'cancelled' | 'missed', changes: { slot?: 'morning' | 'evening'; remark?: string } = {}) {
  return t.call(customerAppointUpdate, {
    id: a.id, version: a.version, customer_id: a.customer_id, day: a.day, slot: changes.slot ?? a.slot, house_ids: a.houses.map((h) => h.id),
    remark: changes.remark ?? a.remark, status,
  }, { token: agent, lang: 'zh' });
}

describe('confirming an appointment', () => {
  it('confirms a booked appointment, which may still change its details, is listed by its status, and cannot go back to 预约中', async () => {
    const { appointment, day } = await booked();
    const confirmed = await move(appointment, 'confirmed');
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', version: appointment.version + 1 });
    const listed = await t.call(customerAppointList, { from: day - DAY, to: day + DAY, status: 'confirmed' }, { token: agent });
    expect(listed.body.data.list.map((a) => a.id)).toContain(appointment.id);
    const pending = await t.call(customerAppointList, { from: day - DAY, to: day + DAY, status: 'pending' }, { token: agent });
    expect(pending.body.data.list.map((a) => a.id)).not.toContain(appointment.id);

    const changed = await move(confirmed.body.data, 'confirmed', { slot: 'evening', remark: '客户改到晚上' });
    expect(changed.body.data).toMatchObject({ status: 'confirmed', slot: 'evening', remark: '客户改到晚上' });

    const before = await snapshot(t.db, ['operation_log']);
    const back = await move(changed.body.data, 'pending');
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({ code: ERRORS.TRANSITION_NOT_ALLOWED.code, message: '当前状态不允许此操作：已确认不能改为预约中' });
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('cancels or marks missed a confirmed appointment, after which it cannot change', async () => {
    for (const status of ['cancelled', 'missed'] as const) {
      const { appointment } = await booked();
      const confirmed = (await move(appointment, 'confirmed')).body.data;
      const done = await move(confirmed, status);
      expect(done.body.data.status).toBe(status);
      const again = await move(done.body.data, 'confirmed');
      expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    }
  });

  it('books only as 预约中', async () => {
    const customer = await enterCustomer(t, agent);
    const house = await enterHouse(t, agent);
    const { body } = await t.call(customerAppointUpdate, {
      customer_id: customer.id, day: nowSeconds() + DAY, slot: 'morning', house_ids: [house.id], status: 'confirmed',
    }, { token: agent });
    expect(body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });

  it('is booked or moved only to today or a later day, while one whose day has passed may still be confirmed, cancelled or marked missed', async () => {
    const customer = await enterCustomer(t, agent);
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    const past = await t.call(customerAppointUpdate, { customer_id: customer.id, day: nowSeconds() - DAY, slot: 'morning', house_ids: [house.id] }, { token: agent });
    expect([past.status, past.body.code]).toEqual([400, ERRORS.VALIDATION.code]);
    expect(past.body.data).toMatchObject({ fields: { day: 'an appointment cannot be on a day already past' } });
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);

    const { appointment } = await booked();
    await t.db.updateTable('customer_appointment').set({ day: appointment.day - 4 * DAY }).where('id', '=', appointment.id).execute();
    const aged = { ...appointment, day: appointment.day - 4 * DAY };
    const kept = await move(aged, 'confirmed', { remark: '客户确认来' });
    expect(kept.body.data).toMatchObject({ status: 'confirmed', day: aged.day });
    const earlier = await t.call(customerAppointUpdate, {
      id: aged.id, version: kept.body.data.version, customer_id: aged.customer_id, day: aged.day - DAY, slot: aged.slot, house_ids: [house.id], status: 'confirmed',
    }, { token: agent, lang: 'zh' });
    expect(earlier.body).toMatchObject({ code: ERRORS.VALIDATION.code, data: { fields: { day: '预约日期不能早于今天' } } });
    const missed = await move(kept.body.data, 'missed');
    expect(missed.body.data).toMatchObject({ status: 'missed', day: aged.day });
  });

  it('becomes 已带看 when its viewing is recorded, and then cannot change', async () => {
    const { appointment, customer, house } = await booked();
    const confirmed = (await move(appointment, 'confirmed')).body.data;
    const look = await t.call(lookAdd, {
      customer_id: customer.id, look_at: nowSeconds() - 60, house_ids: [house.id], appointment_id: appointment.id, feedback: '客户满意',
    }, { token: agent });
    expect(look.body.code, JSON.stringify(look.body)).toBe('200000');
    const viewed = await t.db.selectFrom('customer_appointment').select(['status', 'look_id', 'version']).where('id', '=', appointment.id).executeTakeFirstOrThrow();
    expect(viewed).toMatchObject({ status: 'viewed', look_id: look.body.data.id });
    const cancel = await move({ ...confirmed, version: viewed.version }, 'cancelled');
    expect(cancel.body).toMatchObject({ code: ERRORS.TRANSITION_NOT_ALLOWED.code, message: '当前状态不允许此操作：已带看的预约不能修改' });
  });
});
