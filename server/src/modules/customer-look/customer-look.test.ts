import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ERRORS, customerAppointUpdate, customerGet, followupList, houseCustomerMatch, houseGet, houseListForLook, lookAdd, lookAgreementUpdate,
  lookCustomerList, lookGet, lookHouseAddress, lookList, lookPreview, lookSeeMore, lookStatistics, lookUpdate, type lookUpfile, type DataOf,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { DAY, enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { enterCustomer } from '../customer/customer.test-helpers.js';

let t: TestApp;
let base: string;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
});
afterAll(async () => {
  await t.close();
});

type LookFile = DataOf<typeof lookUpfile>;
async function upfile(bytes: Buffer, name = '看房确认书.jpg', token = agent) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${base}/api/v1/customerlook/upfile`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() as { code: string; data: LookFile } };
}
const agreementImage = () => sharp({ create: { width: 900, height: 1200, channels: 3, background: '#fffdf5' } }).jpeg().toBuffer();
async function agreement(token = agent): Promise<LookFile> {
  const { body } = await upfile(await agreementImage(), '看房确认书.jpg', token);
  if (body.code !== '200000') throw new Error(JSON.stringify(body));
  return body.data;
}

describe('the agreement upload', () => {
  it('takes an image checked by its content, makes a thumbnail to preview, and refuses anything else', async () => {
    const { status, body } = await upfile(await agreementImage());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ width: 900, height: 1200, name: '看房确认书.jpg' });
    const thumb = await fetch(`${base}${body.data.thumb_url}`);
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(400);
    const text = await upfile(Buffer.from('not an image at all, just words'), 'fake.jpg');
    expect(text.status).toBe(400);
  });
});

describe('viewings', () => {
  it('counts a viewing only once its signed agreement is attached; then it updates the houses and the customer', async () => {
    const customer = await enterCustomer(t, agent);
    const [h1, h2] = [await enterHouse(t, agent), await enterHouse(t, agent)];
    const lookAt = nowSeconds() - 3600;
    const added = await t.call(lookAdd, { customer_id: customer.id, look_at: lookAt, house_ids: [h1.id, h2.id], feedback: '客户喜欢' }, { token: agent });
    expect(added.body.data).toMatchObject({ effective: 0, agreement: null, agent_id: agentId, houses: [{ id: h1.id, second: 0 }, { id: h2.id, second: 0 }] });
    expect((await t.call(customerGet, { id: customer.id }, { token: agent })).body.data).toMatchObject({ last_look_at: null, look_count: 0 });
    expect((await t.call(houseGet, { id: h1.id }, { token: agent })).body.data).toMatchObject({ last_view_at: null, views_30d: 0 });

    const file = await agreement();
    const signed = await t.call(lookAgreementUpdate, { id: added.body.data.id, version: 1, file_id: file.id }, { token: agent });
    // The same files, each answer signing its links anew (core/upload-links.ts).
    const unsigned = (url: string) => url.split('?')[0];
    expect(signed.body.data).toMatchObject({ effective: 1, version: 2 });
    expect([signed.body.data.agreement?.url, signed.body.data.agreement?.thumb_url].map((u) => unsigned(u ?? ''))).toEqual([unsigned(file.url), unsigned(file.thumb_url)]);
    expect((await t.call(customerGet, { id: customer.id }, { token: agent })).body.data).toMatchObject({ last_look_at: lookAt, look_count: 1, looks_30d: 1 });
    for (const house of [h1, h2]) {
      expect((await t.call(houseGet, { id: house.id }, { token: agent })).body.data).toMatchObject({ last_view_at: lookAt, views_30d: 1 });
    }
    // A file is attached once.
    const reused = await t.call(lookAdd, { customer_id: customer.id, look_at: lookAt, house_ids: [h1.id], file_id: file.id }, { token: agent });
    expect(reused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const timeline = (await t.call(followupList, { customer_id: customer.id, kind: 'look' }, { token: agent })).body.data.list;
    expect(timeline).toHaveLength(1);
  });

  it('needs at least one house, not in the future, of the customer\'s kind; writes nothing otherwise', async () => {
    const customer = await enterCustomer(t, agent);
    const rental = await enterHouse(t, agent, 'rent');
    const house = await enterHouse(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    const none = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds(), house_ids: [] }, { token: agent });
    expect(none.body.code).toBe(ERRORS.VALIDATION.code);
    const kind = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds(), house_ids: [rental.id] }, { token: agent, lang: 'zh' });
    expect(kind.body.message).toBe(`请求无法处理：房源${rental.id}与客户需求类型不符`);
    const future = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds() + DAY, house_ids: [house.id] }, { token: agent });
    expect(future.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('counts a second effective viewing of the same customer and house as 二看, and finds it again when a viewing changes', async () => {
    const customer = await enterCustomer(t, agent);
    const [h1, h2] = [await enterHouse(t, agent), await enterHouse(t, agent)];
    // Long ago, where no other viewing of the demo or of the other tests is.
    const base = nowSeconds() - 1000 * DAY;
    const first = await t.call(lookAdd, { customer_id: customer.id, look_at: base, house_ids: [h1.id], file_id: (await agreement()).id }, { token: agent });
    const second = await t.call(lookAdd, { customer_id: customer.id, look_at: base + DAY, house_ids: [h1.id, h2.id], file_id: (await agreement()).id }, { token: agent });
    expect(second.body.data.houses).toEqual([expect.objectContaining({ id: h1.id, second: 1 }), expect.objectContaining({ id: h2.id, second: 0 })]);
    expect((await t.call(lookGet, { id: first.body.data.id }, { token: agent })).body.data.houses[0]?.second).toBe(0);
    // Without an agreement a third viewing is no 二看.
    const unsigned = await t.call(lookAdd, { customer_id: customer.id, look_at: base + 2 * DAY, house_ids: [h2.id] }, { token: agent });
    expect(unsigned.body.data.houses[0]?.second).toBe(0);
    // The first viewing moved after the second: the second's h1 is now the first one.
    const moved = await t.call(lookUpdate, { id: first.body.data.id, version: first.body.data.version, look_at: base + 3 * DAY, house_ids: [h1.id] }, { token: agent });
    expect(moved.body.data.houses[0]?.second).toBe(1);
    expect((await t.call(lookGet, { id: second.body.data.id }, { token: agent })).body.data.houses[0]?.second).toBe(0);
    const stats = (await t.call(lookStatistics, { from: base - DAY, to: base + 4 * DAY }, { token: agent })).body.data;
    expect(stats.list).toEqual([expect.objectContaining({ agent_id: agentId, looks: 3, effective: 2, without_agreement: 1, house_looks: 3, second_looks: 1, customers: 1 })]);
    const seconds = (await t.call(lookList, { second: 1, customer_id: customer.id }, { token: agent })).body.data.list;
    expect(seconds.map((l) => l.id)).toEqual([first.body.data.id]);
    expect((await t.call(lookCustomerList, { customer_id: customer.id }, { token: agent })).body.data.page.total).toBe(3);
    expect((await t.call(lookSeeMore, { house_id: h1.id }, { token: agent })).body.data.page.total).toBe(2);
  });

  it('turns the appointment it records into 已带看, and refuses a viewing of another agent\'s private customer', async () => {
    const customer = await enterCustomer(t, agent);
    const house = await enterHouse(t, agent);
    const booked = (await t.call(customerAppointUpdate, { customer_id: customer.id, day: nowSeconds(), slot: 'morning', house_ids: [house.id] }, { token: agent })).body.data;
    const look = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds() - 60, house_ids: [house.id], appointment_id: booked.id }, { token: agent });
    expect(look.body.data.appointment_id).toBe(booked.id);
    const row = await t.db.selectFrom('customer_appointment').select(['status', 'look_id']).where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'viewed', look_id: look.body.data.id });
    const managersCustomer = await enterCustomer(t, manager);
    expect((await t.call(lookAdd, { customer_id: managersCustomer.id, look_at: nowSeconds(), house_ids: [house.id] }, { token: agent })).body.code)
      .toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(lookGet, { id: look.body.data.id }, { token: manager })).body.code).toBe('200000');
  });

  it('refuses a viewing of an appointment no longer open by its status, and one of another customer as such, writing nothing', async () => {
    const customer = await enterCustomer(t, agent);
    const other = await enterCustomer(t, agent);
    const house = await enterHouse(t, agent);
    const book = async (customerId: number) => (await t.call(customerAppointUpdate, { customer_id: customerId, day: nowSeconds(), slot: 'morning', house_ids: [house.id] }, { token: agent })).body.data;
    const cancelled = await book(customer.id);
    await t.db.updateTable('customer_appointment').set({ status: 'cancelled' }).where('id', '=', cancelled.id).execute();
    const othersBooking = await book(other.id);
    const before = await t.db.selectFrom('customer_look').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const closed = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds() - 60, house_ids: [house.id], appointment_id: cancelled.id }, { token: agent, lang: 'zh' });
    expect(closed.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(closed.body.message).toContain('该预约已取消');
    const notTheirs = await t.call(lookAdd, { customer_id: customer.id, look_at: nowSeconds() - 60, house_ids: [house.id], appointment_id: othersBooking.id }, { token: agent });
    expect(notTheirs.body.message).toContain('the appointment belongs to another customer');
    const after = await t.db.selectFrom('customer_look').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives the addresses and the agreement preview of the viewing entry', async () => {
    const customer = await enterCustomer(t, agent, { name: '孙先生' });
    const house = await enterHouse(t, agent);
    const addresses = (await t.call(lookHouseAddress, { house_ids: [house.id, 999_999] }, { token: agent })).body.data.list;
    expect(addresses.map((a) => a.id)).toEqual([house.id]);
    expect(addresses[0]?.address).toContain(house.region_name);
    const preview = (await t.call(lookPreview, { customer_id: customer.id, look_at: nowSeconds(), house_ids: [house.id] }, { token: agent, lang: 'zh' })).body.data;
    expect(preview).toMatchObject({ title: '看房确认书', customer_name: '孙先生', agent_name: '张伟', houses: [{ id: house.id }] });
    expect(preview.customer_phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(preview.clause).toContain(preview.company);
  });
});

describe('matching', () => {
  it('ranks houses by how many of a customer\'s wants they meet, and customers by how many a house meets', async () => {
    const [best, half] = [await enterHouse(t, agent, 'sale', { rooms: 3, area: 100, price: 4_000_000 }), await enterHouse(t, agent, 'sale', { rooms: 1, area: 45, price: 4_100_000 })];
    const customer = await enterCustomer(t, agent, {
      region_ids: [best.region_id], rooms: [3], area_min: 90, area_max: 110, price_min: 3_500_000, price_max: 4_500_000, decorations: ['fine'],
    });
    const picks = (await t.call(houseListForLook, { customer_id: customer.id, limit: 50 }, { token: agent })).body.data.list;
    const rank = (id: number) => picks.findIndex((p) => p.id === id);
    const top = picks.find((p) => p.id === best.id);
    expect(top?.met).toEqual(expect.arrayContaining(['region', 'rooms', 'area', 'price', 'decoration']));
    expect(rank(best.id)).toBeGreaterThanOrEqual(0);
    if (rank(half.id) >= 0) expect(rank(best.id)).toBeLessThan(rank(half.id));
    expect(picks.every((p, i) => i === 0 || (picks[i - 1]?.score ?? 0) >= p.score)).toBe(true);
    expect(picks.every((p) => p.kind === 'sale' && p.score >= 1)).toBe(true);

    const other = await enterCustomer(t, agent, { price_min: 3_800_000, price_max: 4_200_000, rooms: [1] });
    const wanting = (await t.call(houseCustomerMatch, { house_id: best.id, limit: 50 }, { token: agent })).body.data.list;
    const ids = wanting.map((c) => c.id);
    expect(ids).toContain(customer.id);
    expect(ids.indexOf(customer.id)).toBeLessThan(ids.indexOf(other.id) < 0 ? Infinity : ids.indexOf(other.id));
    expect(wanting.find((c) => c.id === customer.id)?.met).toEqual(expect.arrayContaining(['region', 'rooms', 'area', 'price']));
    expect(wanting.every((c) => c.phone === '' || /\*{4}/.test(c.phone))).toBe(true);
    // Within the caller's scope: another store's private customers are not offered.
    const agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id;
    const reached = await t.db.selectFrom('customer').select(['id', 'pool', 'store_id']).where('id', 'in', ids).execute();
    expect(reached.every((c) => c.pool === 'public' || c.store_id === agentStore)).toBe(true);
    expect((await t.call(houseCustomerMatch, { house_id: best.id }, { token: admin })).body.code).toBe('200000');
  });
});
