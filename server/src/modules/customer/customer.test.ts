import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, approvalOperate, companySave, customerAdd, customerAppointList, customerAppointUpdate, customerExport, customerGet, customerList, customerOffline,
  customerOperationList, customerPrivate, customerRecovery, customerSourceList, customerUpdate, customerUpdateFind, followupCustomer,
  followupInvalid, followupList, followupPhoneCallFind, messageList, staffRoleCustomerFind, userCustomerList, userShareStatistics,
  type CustomerDetail,
} from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { downloadExport } from '../../test/helpers.js';
import { DAY, enterHouse, nowSeconds, staffId } from '../../test/houses.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { approvalFlowsOff, setCompanyFlow } from '../approval/approval.test-helpers.js';
import { releaseIdleCustomers, warnBeforeRelease } from './customer.jobs.js';
import { customerEntry, enterCustomer, freshPhone } from './customer.test-helpers.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let agentStore: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  agentId = await staffId(t.db, 'agent');
  agentStore = (await t.db.selectFrom('staff').select('store_id').where('id', '=', agentId).executeTakeFirstOrThrow()).store_id ?? 0;
  // The demo's flow for 无效 is on; the approval of it has a test of its own below.
  await approvalFlowsOff(t, admin, ['customer_invalid']);
});
afterAll(async () => {
  await t.close();
});

// The fields customer/update takes (no kind; phones only to change them).
function changes() {
  const { kind: _kind, phones: _phones, ...rest } = customerEntry();
  return rest;
}

// A customer of another store's agent, private or public, as the seed made it.
async function customerOutside(pool: 'private' | 'public') {
  return t.db.selectFrom('customer').select(['id', 'version', 'agent_id']).where('pool', '=', pool).where('status', '=', 'valid')
    .where('store_id', '<>', agentStore).orderBy('id').executeTakeFirstOrThrow();
}

describe('customer/add and reads', () => {
  it('enters a private customer of the caller with its wants, the phone encrypted at rest and shown masked 前3后4', async () => {
    const phone = freshPhone();
    const region = await t.db.selectFrom('region').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const { status, body } = await t.call(customerAdd, customerEntry({
      phones: [phone, '021-58881234'], region_ids: [region.id], rooms: [3], area_min: 80.5, area_max: 120, uses: ['residence'],
      decorations: ['fine', 'luxury'], payment: 'fund_loan', source: 'online', channel: 'beike', level: 'a',
    }), { token: agent });
    expect(status).toBe(200);
    const c = body.data;
    expect(c).toMatchObject({
      kind: 'buy', status: 'valid', pool: 'private', agent_id: agentId, recorder_id: agentId, level: 'a', channel: 'beike', rooms: [3],
      area_min: 80.5, area_max: 120, price_min: 3_000_000, price_max: 6_000_000, uses: ['residence'], decorations: ['fine', 'luxury'],
      payment: 'fund_loan', regions: [{ id: region.id, name: region.name }], version: 1,
    });
    expect(c.phones).toEqual([{ index: 0, masked: `${phone.slice(0, 3)}****${phone.slice(-4)}` }, { index: 1, masked: '021****1234' }]);
    expect(c.release_at).toBe(c.created_at + 15 * DAY);
    const stored = await t.db.selectFrom('customer_phone').select('phone_enc').where('customer_id', '=', c.id).execute();
    expect(stored.every((p) => !p.phone_enc.includes(phone) && p.phone_enc.startsWith('v1:'))).toBe(true);
    const timeline = (await t.call(followupList, { customer_id: c.id }, { token: agent })).body.data.list;
    expect(timeline.map((f) => f.kind)).toEqual(['entry']);
  });

  it('refuses bad input in the user\'s words and writes nothing', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    const cases: [Record<string, unknown>, string][] = [
      [{ phones: ['12345'] }, 'phones.0'],
      [{ phones: [] }, 'phones'],
      [{ price_min: 5_000_000, price_max: 1_000_000 }, 'price_max'],
      [{ name: '' }, 'name'],
      [{ rooms: [2, 2] }, 'rooms'],
      [{ kind: 'lease' }, 'kind'],
    ];
    for (const [bad, field] of cases) {
      const { status, body } = await t.call(customerAdd, { ...customerEntry(), ...bad }, { token: agent, lang: 'zh' });
      expect(status, field).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: Record<string, string> }).fields), field).toContain(field);
    }
    const channel = await t.call(customerAdd, customerEntry({ source: 'phone', channel: 'douyin' }), { token: agent, lang: 'zh' });
    expect(channel.body).toMatchObject({ code: ERRORS.BAD_REQUEST.code, message: '请求无法处理：渠道仅适用于网络来源的客户' });
    const region = await t.call(customerAdd, customerEntry({ region_ids: [999_999] }), { token: agent });
    expect(region.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('serves the sources with the channels of 网络 in the caller\'s language', async () => {
    const { body } = await t.call(customerSourceList, {}, { token: agent, lang: 'zh' });
    const online = body.data.list.find((s) => s.value === 'online');
    expect(online?.label).toBe('网络');
    expect(online?.channels.map((c) => c.label)).toContain('58同城');
    expect(body.data.list.find((s) => s.value === 'walk_in')?.channels).toEqual([]);
  });
});

describe('the duplicate phone guard', () => {
  it('refuses a phone an open customer of the kind holds with 601020, listing the matches masked; another kind is no duplicate', async () => {
    const phone = freshPhone();
    const first = await enterCustomer(t, agent, { phones: [phone], name: '赵女士', sex: 'female' });
    const before = await snapshot(t.db, ['operation_log']);
    const { status, body } = await t.call(customerAdd, customerEntry({ phones: [freshPhone(), phone] }), { token: manager, lang: 'zh' });
    expect(status).toBe(409);
    expect(body.code).toBe('601020');
    expect(body.message).toBe('存在重复记录');
    const list = (body.data as unknown as { list: { id: number; name: string; phones: string[]; agent_name: string }[] }).list;
    expect(list).toEqual([expect.objectContaining({ id: first.id, name: '赵女士', phones: [`${phone.slice(0, 3)}****${phone.slice(-4)}`] })]);
    expect(JSON.stringify(body)).not.toContain(phone);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await t.call(customerAdd, customerEntry({ kind: 'rent', phones: [phone] }), { token: agent })).body.code).toBe('200000');
  });

  it('checks phones on update too, but not against the customer itself', async () => {
    const held = freshPhone();
    await enterCustomer(t, agent, { phones: [held] });
    const mine = await enterCustomer(t, agent);
    const same = await t.call(customerUpdate, { ...changes(), id: mine.id, version: mine.version, phones: [freshPhone()] }, { token: agent });
    expect(same.body.code).toBe('200000');
    const dup = await t.call(customerUpdate, { ...changes(), id: mine.id, version: same.body.data.version, phones: [held] }, { token: agent });
    expect(dup.body.code).toBe('601020');
  });

  it('looks only within the company\'s duplicate scope', async () => {
    const outsider = await customerOutside('private');
    const phone = freshPhone();
    // A customer of another store holding the phone.
    const cipher = await ownerCipher(t.db, undefined);
    await t.db.insertInto('customer_phone').values({
      customer_id: outsider.id, sort: 9, phone_enc: cipher.encrypt(phone), phone_masked: '170****0000', phone_hash: cipher.phoneHash(phone),
    }).execute();
    const kind = (await t.db.selectFrom('customer').select('kind').where('id', '=', outsider.id).executeTakeFirstOrThrow()).kind as 'buy' | 'rent';
    expect((await t.call(customerAdd, customerEntry({ kind, phones: [phone] }), { token: agent })).body.code).toBe('601020');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_duplicate_scope: 'store' }, { token: admin });
    try {
      expect((await t.call(customerAdd, customerEntry({ kind, phones: [phone] }), { token: agent })).body.code).toBe('200000');
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_duplicate_scope: 'company' }, { token: admin });
      await t.db.deleteFrom('customer_phone').where('customer_id', '=', outsider.id).where('sort', '=', 9).execute();
    }
  });
});

describe('scope and the list', () => {
  it('shows an agent their own and the public customers, never another store\'s private ones', async () => {
    const outside = await customerOutside('private');
    const open = await customerOutside('public');
    expect((await t.call(customerGet, { id: outside.id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call(customerGet, { id: open.id }, { token: agent })).body.code).toBe('200000');
    expect((await t.call(customerGet, { id: outside.id }, { token: admin })).body.code).toBe('200000');
    const privateTab = (await t.call(customerList, { tab: 'private', limit: 100 }, { token: agent })).body.data;
    expect(privateTab.list.every((c) => c.agent_id === agentId)).toBe(true);
    const managerTab = (await t.call(customerList, { tab: 'private', limit: 100 }, { token: manager })).body.data;
    expect(managerTab.list.every((c) => c.store_id === agentStore)).toBe(true);
    expect(managerTab.counts.private).toBeGreaterThan(privateTab.counts.private);
    const publicTab = (await t.call(customerList, { tab: 'public', limit: 5 }, { token: agent })).body.data;
    expect(publicTab.list.every((c) => c.pool === 'public')).toBe(true);
    expect(publicTab.page.total).toBe(publicTab.counts.public);
  });

  it('filters by phone, name, status and level, sorted with the id breaking ties', async () => {
    const phone = freshPhone();
    const c = await enterCustomer(t, agent, { phones: [phone], name: '欧阳娜娜', level: 'd' });
    const byPhone = (await t.call(customerList, { tab: 'mine', keyword: phone }, { token: agent })).body.data.list;
    expect(byPhone.map((x) => x.id)).toEqual([c.id]);
    const byName = (await t.call(customerList, { tab: 'mine', keyword: '欧阳' }, { token: agent })).body.data.list;
    expect(byName.map((x) => x.id)).toContain(c.id);
    const levels = (await t.call(customerList, { tab: 'private', level: 'd', status: 'valid', limit: 100 }, { token: manager })).body.data.list;
    expect(levels.every((x) => x.level === 'd' && x.status === 'valid')).toBe(true);
    const bad = await t.call(customerList, { tab: 'elsewhere' } as never, { token: agent });
    expect(bad.body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('exports the tab as Excel with phones masked', async () => {
    await enterCustomer(t, manager, { name: '导出测试' });
    const file = await downloadExport(t, customerExport, 'tab=mine', manager);
    expect(file.status).toBe(200);
    const rows = file.rows ?? [];
    expect(rows[0]).toContain('姓名');
    expect(rows.some((row) => row.includes('导出测试'))).toBe(true);
    expect(JSON.stringify(rows)).toMatch(/\d{3}\*{4}\d{4}/);
  });
});

describe('customer/update', () => {
  it('changes the wants at the version read and refuses a stale version with 602144, writing nothing', async () => {
    const c = await enterCustomer(t, agent);
    const found = (await t.call(customerUpdateFind, { id: c.id }, { token: agent })).body.data;
    expect(found).toMatchObject({ id: c.id, version: 1, rooms: [2, 3], price_min: 3_000_000 });
    const saved = await t.call(customerUpdate, { ...changes(), id: c.id, version: 1, rooms: [4], price_max: 9_000_000 }, { token: agent });
    expect(saved.body.data).toMatchObject({ rooms: [4], price_max: 9_000_000, version: 2, phones: c.phones });
    const before = await snapshot(t.db, ['operation_log']);
    const stale = await t.call(customerUpdate, { ...changes(), id: c.id, version: 1 }, { token: agent });
    expect(stale.body.code).toBe('602144');
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const outside = await customerOutside('private');
    expect((await t.call(customerUpdate, { ...changes(), id: outside.id, version: outside.version }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('offline and recovery', () => {
  it('takes a customer offline along the transitions with a reason, and recovers it; each change is on its timeline', async () => {
    const c = await enterCustomer(t, agent);
    const paused = await t.call(customerOffline, { id: c.id, version: 1, status: 'paused', reason: '客户出差' }, { token: agent });
    expect(paused.body.data).toMatchObject({ status: 'paused', status_reason: '客户出差', release_at: expect.any(Number) });
    const noReason = await t.call(customerOffline, { id: c.id, version: 2, status: 'invalid', reason: '' }, { token: agent });
    expect(noReason.body.code).toBe(ERRORS.VALIDATION.code);
    const invalid = await t.call(customerOffline, { id: c.id, version: 2, status: 'invalid', reason: '客户已买房' }, { token: agent });
    expect(invalid.body.data).toMatchObject({ status: 'invalid', release_at: null, next_statuses: ['valid'] });
    const refused = await t.call(customerOffline, { id: c.id, version: 3, status: 'paused', reason: '再暂缓' }, { token: agent, lang: 'zh' });
    expect(refused.body).toMatchObject({ code: ERRORS.TRANSITION_NOT_ALLOWED.code, message: '当前状态不允许此操作：无效不能改为暂缓' });
    const back = await t.call(customerRecovery, { id: c.id, version: 3, reason: '客户又有需求' }, { token: agent });
    expect(back.body.data).toMatchObject({ status: 'valid', status_reason: '' });
    const again = await t.call(customerRecovery, { id: c.id, version: 4 }, { token: agent });
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const timeline = (await t.call(followupList, { customer_id: c.id, kind: 'status' }, { token: agent })).body.data.list;
    expect(timeline.map((f) => f.change?.to)).toEqual(['valid', 'invalid', 'paused']);
  });
});

describe('无效 through approval', () => {
  it('waits for approval when a flow covers the caller\'s store: pending on the customer, a second request refused, applied once approved', async () => {
    const managerRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await setCompanyFlow(t, admin, 'customer_invalid', 1, [{ approver_kind: 'role', role_id: managerRole, mode: 'any' }]);
    try {
      const c = await enterCustomer(t, agent);
      const asked = await t.call(customerOffline, { id: c.id, version: 1, status: 'invalid', reason: '客户已在别处买房' }, { token: agent });
      expect(asked.body.data).toMatchObject({ status: 'valid', version: 1, pending_invalid: { reason: '客户已在别处买房' } });
      const approvalId = asked.body.data.pending_invalid?.approval_id as number;
      const before = await snapshot(t.db, ['operation_log']);
      const again = await t.call(customerOffline, { id: c.id, version: 1, status: 'invalid', reason: '再次申请' }, { token: agent });
      expect(again.body.code).toBe(ERRORS.APPROVAL_OPEN.code);
      expect(await snapshot(t.db, ['operation_log'])).toBe(before);
      const approved = await t.call(approvalOperate, { id: approvalId, action: 'approve', comment: '同意' }, { token: manager });
      expect(approved.body.data.status).toBe('approved');
      const after = (await t.call(customerGet, { id: c.id }, { token: agent })).body.data;
      expect(after).toMatchObject({ status: 'invalid', status_reason: '客户已在别处买房', version: 2, pending_invalid: null });
      const status = (await t.call(followupList, { customer_id: c.id, kind: 'status' }, { token: agent })).body.data.list;
      expect(status.map((f) => [f.staff_id, f.change?.to])).toEqual([[agentId, 'invalid']]);
    } finally {
      await approvalFlowsOff(t, admin, ['customer_invalid']);
    }
  });
});

describe('pools', () => {
  it('releases a private customer, and lets another claim it within their cap', async () => {
    const c = await enterCustomer(t, agent);
    const released = await t.call(customerPrivate, { id: c.id, version: 1, pool: 'public', reason: '客户不急' }, { token: agent });
    expect(released.body.data).toMatchObject({ pool: 'public', release_at: null });
    const twice = await t.call(customerPrivate, { id: c.id, version: 2, pool: 'public' }, { token: agent });
    expect(twice.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
    const managerId = await staffId(t.db, 'manager');
    const held = Number((await t.db.selectFrom('customer').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', '=', managerId)
      .where('pool', '=', 'private').where('status', 'in', ['valid', 'paused']).executeTakeFirstOrThrow()).n);
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_private_cap: held }, { token: admin });
    try {
      const before = await snapshot(t.db, ['operation_log']);
      const capped = await t.call(customerPrivate, { id: c.id, version: 2, pool: 'private' }, { token: manager, lang: 'zh' });
      expect(capped.body).toMatchObject({ code: ERRORS.QUOTA_EXCEEDED.code, message: `已超出限额：您已有${held}个私客，上限为${held}个` });
      expect(await snapshot(t.db, ['operation_log'])).toBe(before);
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_private_cap: held + 1 }, { token: admin });
      const claimed = await t.call(customerPrivate, { id: c.id, version: 2, pool: 'private' }, { token: manager });
      expect(claimed.body.data).toMatchObject({ pool: 'private', agent_id: managerId, version: 3 });
      const entry = await t.call(customerAdd, customerEntry(), { token: manager });
      expect(entry.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
    } finally {
      await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_private_cap: 200 }, { token: admin });
    }
    const pools = (await t.call(followupList, { customer_id: c.id, kind: 'pool' }, { token: manager })).body.data.list;
    expect(pools.map((f) => f.change?.to)).toEqual(['private', 'public']);
  });

  it('warns the agent two days before, then releases idle private customers to the public pool; a follow-up restarts the countdown', async () => {
    const now = nowSeconds();
    const idle = await enterCustomer(t, agent, { name: '久未跟进' });
    const followed = await enterCustomer(t, agent, { name: '刚跟进' });
    await t.db.updateTable('customer').set({ active_at: now - 14 * DAY }).where('id', 'in', [idle.id, followed.id]).execute();
    expect(await warnBeforeRelease(t.db, now)).toBeGreaterThanOrEqual(2);
    expect(await warnBeforeRelease(t.db, now)).toBe(0);
    const messages = (await t.call(messageList, { page: 1, limit: 10, category: 1 }, { token: agent, lang: 'zh' })).body.data.list;
    expect(messages.some((m) => m.message_title === '私客即将转为公客' && m.message_info.includes('久未跟进'))).toBe(true);
    const written = await t.call(followupCustomer, { customer_id: followed.id, way: 'call', content: '电话联系，客户下周来看房' }, { token: agent });
    expect(written.body.code).toBe('200000');
    const later = now + 2 * DAY;
    await releaseIdleCustomers(t.db, later, { batch: 2 });
    const [a, b] = await Promise.all([idle.id, followed.id].map(async (id) => (await t.call(customerGet, { id }, { token: admin })).body.data));
    expect(a).toMatchObject({ pool: 'public', version: 2 });
    expect(b).toMatchObject({ pool: 'private', last_followup_at: written.body.data.created_at });
    const auto = (await t.call(followupList, { customer_id: idle.id, kind: 'pool' }, { token: admin })).body.data.list[0];
    expect(auto).toMatchObject({ staff_id: null, change: { from: 'private', to: 'public', auto: true } });
    expect(await releaseIdleCustomers(t.db, later)).toBe(0);
  });
});

describe('follow-ups and phones', () => {
  it('writes typed follow-ups of at least the minimum length; an invalid one no longer counts as the last', async () => {
    const c = await enterCustomer(t, agent);
    const short = await t.call(followupCustomer, { customer_id: c.id, content: '太短' }, { token: agent, lang: 'zh' });
    expect(short.body.code).toBe(ERRORS.VALIDATION.code);
    const visit = await t.call(followupCustomer, { customer_id: c.id, way: 'visit', content: '客户到店面谈，预算五百万左右' }, { token: agent });
    expect(visit.body.data).toMatchObject({ kind: 'visit', customer_id: c.id });
    expect((await t.call(customerGet, { id: c.id }, { token: agent })).body.data.last_followup_at).toBe(visit.body.data.created_at);
    await t.call(followupInvalid, { id: visit.body.data.id, invalid: 1, reason: '没有真实联系' }, { token: manager });
    expect((await t.call(customerGet, { id: c.id }, { token: agent })).body.data.last_followup_at).toBeNull();
    const outside = await customerOutside('private');
    expect((await t.call(followupCustomer, { customer_id: outside.id, content: '联系客户确认需求变化' }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('reveals a phone under the same daily allowance as owner phones, logged', async () => {
    const phone = freshPhone();
    const c = await enterCustomer(t, agent, { phones: [phone] });
    await t.db.updateTable('role').set({ phone_view_daily_limit: 100 }).execute();
    const shown = await t.call(followupPhoneCallFind, { customer_id: c.id, index: 0 }, { token: agent });
    expect(shown.body.data).toMatchObject({ phone, index: 0, daily_limit: 100 });
    const used = shown.body.data.views_today;
    const none = await t.call(followupPhoneCallFind, { customer_id: c.id, index: 2 }, { token: agent });
    expect(none.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const role = (await t.db.selectFrom('staff').select('role_id').where('id', '=', agentId).executeTakeFirstOrThrow()).role_id;
    await t.db.updateTable('role').set({ phone_view_daily_limit: used }).where('id', '=', role).execute();
    try {
      const over = await t.call(followupPhoneCallFind, { customer_id: c.id }, { token: agent });
      expect(over.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
    } finally {
      await t.db.updateTable('role').set({ phone_view_daily_limit: 30 }).execute();
    }
    const log = await t.db.selectFrom('behaviour_log').select('detail').where('staff_id', '=', agentId).where('action', '=', 'phone_view')
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.detail).toContain(`customer ${c.id}`);
    expect(log.detail).not.toContain(phone);
  });
});

describe('appointments', () => {
  it('books an appointment of houses of the customer\'s kind, lists it in its week, and cancels it once', async () => {
    const c = await enterCustomer(t, agent);
    const [h1, h2] = [await enterHouse(t, agent), await enterHouse(t, agent)];
    const rental = await enterHouse(t, agent, 'rent');
    const day = nowSeconds() + 2 * DAY;
    const wrongKind = await t.call(customerAppointUpdate, { customer_id: c.id, day, slot: 'morning', house_ids: [rental.id] }, { token: agent });
    expect(wrongKind.body.code).toBe(ERRORS.BAD_REQUEST.code);
    const booked = await t.call(customerAppointUpdate, { customer_id: c.id, day, slot: 'evening', house_ids: [h1.id, h2.id], remark: '下班后' }, { token: agent });
    expect(booked.body.data).toMatchObject({ status: 'pending', slot: 'evening', customer_id: c.id, houses: [{ id: h1.id }, { id: h2.id }] });
    const week = (await t.call(customerAppointList, { from: day - 3 * DAY, to: day + 3 * DAY, customer_id: c.id }, { token: agent })).body.data;
    expect(week.list.map((a) => a.id)).toEqual([booked.body.data.id]);
    const tooLong = await t.call(customerAppointList, { from: day, to: day + 90 * DAY }, { token: agent });
    expect(tooLong.body.code).toBe(ERRORS.VALIDATION.code);
    const { id, version } = booked.body.data;
    const cancelled = await t.call(customerAppointUpdate, { id, version, customer_id: c.id, day, slot: 'evening', house_ids: [h1.id], status: 'cancelled' }, { token: agent });
    expect(cancelled.body.data.status).toBe('cancelled');
    const again = await t.call(customerAppointUpdate, { id, version: version + 1, customer_id: c.id, day, slot: 'morning', house_ids: [h1.id] }, { token: agent });
    expect(again.body.code).toBe(ERRORS.TRANSITION_NOT_ALLOWED.code);
  });

  it('tells the booked houses\' maintainers, but not the agent who booked, which of their houses the customer comes to see', async () => {
    const c = await enterCustomer(t, agent);
    const [h1, h2] = [await enterHouse(t, agent), await enterHouse(t, agent)];
    const day = nowSeconds() + 2 * DAY;
    // h2 is made another's public house.
    const other = (await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('house').set({ maintainer_id: other, pool: 'public' }).where('id', '=', h2.id).execute();
    const booked = await t.call(customerAppointUpdate, { customer_id: c.id, day, slot: 'morning', house_ids: [h1.id, h2.id] }, { token: agent });
    expect(booked.body.code, JSON.stringify(booked.body)).toBe('200000');
    const told = await t.db.selectFrom('message as m').innerJoin('message_recipient as r', 'r.message_id', 'm.id').select(['r.staff_id', 'm.params'])
      .where('m.kind', '=', 'viewingBooked').where('m.params', 'like', `%${c.name}%`).execute();
    expect(told.map((m) => m.staff_id)).toEqual([other]);
    const params = JSON.parse(told[0]!.params) as { house: string; time: Record<string, string> };
    expect(params.house).toContain(`#${h2.id}`);
    expect(params.house).not.toContain(`#${h1.id}`);
    expect(params.time.zh).toMatch(/^\d{4}-\d{2}-\d{2} 上午$/);
  });
});

describe('logs and people', () => {
  it('keeps every call on a customer in its operation log', async () => {
    const c: CustomerDetail = await enterCustomer(t, agent);
    await t.call(customerOffline, { id: c.id, version: 1, status: 'paused', reason: '客户出差' }, { token: agent });
    await t.call(followupCustomer, { customer_id: c.id, content: '客户出差回来后再联系' }, { token: agent });
    const log = (await t.call(customerOperationList, { customer_id: c.id }, { token: agent })).body.data.list;
    expect(log.map((e) => e.endpoint)).toEqual(['followup/customer', 'customeroffline/add', 'customer/add']);
  });

  it('lists a person\'s customers, pool statistics per person and the staff picker within scope', async () => {
    const mine = (await t.call(userCustomerList, { staff_id: agentId }, { token: manager })).body.data;
    expect(mine.page.total).toBeGreaterThan(0);
    expect(mine.list.every((c) => c.agent_id === agentId)).toBe(true);
    const other = await customerOutside('private');
    expect((await t.call(userCustomerList, { staff_id: other.agent_id }, { token: agent })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const stats = (await t.call(userShareStatistics, { from: 0, to: nowSeconds() + DAY }, { token: manager })).body.data.list;
    const row = stats.find((s) => s.staff_id === agentId);
    expect(row).toMatchObject({ private_cap: 200 });
    expect(row?.added).toBeGreaterThan(5);
    expect(stats.every((s) => s.store_name !== '' || s.staff_id === agentId)).toBe(true);
    const picker = (await t.call(staffRoleCustomerFind, { keyword: '张' }, { token: agent })).body.data.list;
    expect(picker.every((s) => s.name.includes('张') || s.account.includes('张'))).toBe(true);
  });
});
