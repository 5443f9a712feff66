import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, messageAlert, messageAudience, messageInfo, messageRead, messageSave, messageSent } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { notify } from './message-write.js';
import { info as readInfo } from './message.service.js';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.login('admin'), t.login('manager')]);
});
afterAll(async () => {
  await t.close();
});

const active = () => t.db.selectFrom('staff').select('id').where('status', '=', 'active');
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const staffOf = (account: string) => t.db.selectFrom('staff').select(['id', 'store_id', 'department_id', 'role_id']).where('account', '=', account).executeTakeFirstOrThrow();
const recipientsOf = async (messageId: number) => (await t.db.selectFrom('message_recipient').select('staff_id as id')
  .where('message_id', '=', messageId).execute()).map((r) => r.id).sort((a, b) => a - b);

describe('audience resolution', () => {
  it('reaches everyone at work, a store, a role, named people, and their union without doubles', async () => {
    const everyone = ids(await active().execute());
    expect((await t.call(messageAudience, { to_all: 1 }, { token: admin })).body.data.recipients).toBe(everyone.length);

    const store = (await t.db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const inStore = ids(await active().where('store_id', '=', store).execute());
    const agentRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
    const agents = ids(await active().where('role_id', '=', agentRole).execute());
    const adminId = (await staffOf('admin')).id;
    const union = [...new Set([...inStore, ...agents, adminId])].sort((a, b) => a - b);
    expect(inStore.length).toBeGreaterThan(1);

    const saved = await t.call(messageSave, {
      message_category: 2, message_title: '门店通知', message_info: '<p>通知</p>', to_stores: [store], to_roles: [agentRole], to_staff: [adminId, adminId],
    }, { token: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.data.recipients).toBe(union.length);
    expect(await recipientsOf(saved.body.data.message_id)).toEqual(union);
  });

  it('reaches a department with every department below it', async () => {
    const top = await t.db.selectFrom('department').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const division = await t.db.selectFrom('department').select('id').where('parent_id', '=', top.id).orderBy('id').executeTakeFirstOrThrow();
    const all = await t.db.selectFrom('department').select(['id', 'parent_id']).execute();
    const below = new Set([division.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const d of all) if (d.parent_id !== null && below.has(d.parent_id) && !below.has(d.id)) { below.add(d.id); grew = true; }
    }
    expect(below.size).toBeGreaterThan(2);
    const expected = ids(await active().where('department_id', 'in', [...below]).execute());
    const { body } = await t.call(messageSave, { message_category: 2, message_title: '事业部通知', message_info: '<p>x</p>', to_departments: [division.id] }, { token: admin });
    expect(await recipientsOf(body.data.message_id)).toEqual(expected);
  });

  it('keeps a store manager within their store: everyone and roles mean those of the store; other people and stores are refused', async () => {
    const me = await staffOf('manager');
    const myStore = ids(await active().where('store_id', '=', me.store_id).execute());
    expect((await t.call(messageAudience, { to_all: 1 }, { token: manager })).body.data.recipients).toBe(myStore.length);
    const agentRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
    const myAgents = ids(await active().where('store_id', '=', me.store_id).where('role_id', '=', agentRole).execute());
    expect((await t.call(messageAudience, { to_roles: [agentRole] }, { token: manager })).body.data.recipients).toBe(myAgents.length);

    const before = await snapshot(t.db);
    const other = await t.db.selectFrom('staff').select(['id', 'name']).where('store_id', '!=', me.store_id!).where('status', '=', 'active').executeTakeFirstOrThrow();
    const refused = await t.call(messageSave, { message_category: 2, message_title: 'x', message_info: '<p>x</p>', to_staff: [other.id] }, { token: manager, lang: 'zh' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`${other.name}不在您的数据范围内`);
    const otherStore = await t.db.selectFrom('store').select(['id', 'name']).where('id', '!=', me.store_id!).executeTakeFirstOrThrow();
    expect((await t.call(messageAudience, { to_stores: [otherStore.id] }, { token: manager, lang: 'zh' })).body.message).toContain(otherStore.name);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before.split('\n\n').filter((p) => !p.startsWith('operation_log')).join('\n\n'));
  });

  it('refuses no audience, unknown targets and an audience with nobody in it, writing nothing', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    const none = await t.call(messageSave, { message_category: 2, message_title: 'x', message_info: '<p>x</p>' }, { token: admin, lang: 'zh' });
    expect(none.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(none.body.message).toContain('请选择接收人');
    const unknown = await t.call(messageAudience, { to_stores: [999999] }, { token: admin });
    expect(unknown.body.message).toContain('store 999999 does not exist');
    const emptyDepartment = await t.db.insertInto('department').values({ parent_id: null, name: '空部门', level: 1, logo: '', store_id: null, sort: 99, created_at: 1 })
      .returning('id').executeTakeFirstOrThrow();
    const nobody = await t.call(messageSave, { message_category: 2, message_title: 'x', message_info: '<p>x</p>', to_departments: [emptyDepartment.id] }, { token: admin });
    expect(nobody.body.message).toContain('nobody');
    await t.db.deleteFrom('department').where('id', '=', emptyDepartment.id).execute();
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });
});

describe('message/save', () => {
  it('sanitises the HTML, and refuses empty content, a missing title and must-read on a non-announcement', async () => {
    const { body } = await t.call(messageSave, {
      message_category: 2, message_title: '安全', message_info: '<p onclick="x()">内容<script>alert(1)</script><img src=x onerror=alert(1)></p>', to_all: 1,
    }, { token: admin });
    const stored = await t.db.selectFrom('message').select(['info', 'sender_id', 'recipient_count', 'audience']).where('id', '=', body.data.message_id).executeTakeFirstOrThrow();
    expect(stored.info).toBe('<p>内容</p>');
    expect(JSON.parse(stored.audience)).toMatchObject({ to_all: 1 });
    const cases = [
      [{ message_category: 2, message_title: 'x', message_info: '<script>only</script>' }, '请填写内容'],
      [{ message_category: 2, message_title: '', message_info: '<p>x</p>' }, '请填写标题'],
      [{ message_category: 2, message_title: 'x', message_info: '<p>x</p>', message_needread: 1 }, '只有公告可以设置必读'],
    ] as const;
    for (const [input, message] of cases) {
      const refused = await t.call(messageSave, { ...input, to_all: 1 }, { token: admin, lang: 'zh' });
      expect(refused.body.message).toContain(message);
    }
    const agent = await t.login('agent');
    expect((await t.call(messageSave, { message_category: 2, message_title: 'x', message_info: '<p>x</p>', to_all: 1 }, { token: agent })).status).toBe(403);
  });

  it('delivers a must-read announcement to the alert until it is read, and counts reads in the push history', async () => {
    const store = (await staffOf('agent')).store_id!;
    const { body } = await t.call(messageSave, {
      message_category: 3, message_title: '', message_info: '<p>请阅读</p>', message_needread: 1, to_stores: [store],
    }, { token: admin });
    const id = body.data.message_id;
    const agent = await t.login('agent');
    const alert = (await t.call(messageAlert, {}, { token: agent })).body.data;
    expect(alert.announcements.at(-1)).toMatchObject({ message_id: id, message_needread: 1, message_title: '', message_info: '<p>请阅读</p>' });

    const sent = async () => (await t.call(messageSent, { category: 3 }, { token: admin })).body.data.list.find((m) => m.message_id === id)!;
    expect(await sent()).toMatchObject({ recipients: body.data.recipients, read: 0, sender_name: '王建国' });
    expect((await sent()).audience.stores.map((s) => s.id)).toEqual([store]);
    await t.call(messageRead, { message_id: [id] }, { token: agent });
    expect((await t.call(messageAlert, {}, { token: agent })).body.data.announcements.map((a) => a.message_id)).not.toContain(id);
    expect((await sent()).read).toBe(1);
    const op = await t.db.selectFrom('operation_log').select('result_code').where('endpoint', '=', 'message/save').execute();
    expect(op.length).toBeGreaterThan(0);
  });

  it('shows a store manager only the pushes of their own scope in the history', async () => {
    const me = await staffOf('manager');
    const own = await t.call(messageSave, { message_category: 2, message_title: '本店', message_info: '<p>x</p>', to_all: 1 }, { token: manager });
    const { list } = (await t.call(messageSent, { limit: 100 }, { token: manager })).body.data;
    expect(list.map((m) => m.message_id)).toContain(own.body.data.message_id);
    const senders = await t.db.selectFrom('staff').select(['id', 'store_id']).where('id', 'in', list.map((m) => m.sender_id!)).execute();
    expect(senders.every((s) => s.store_id === me.store_id)).toBe(true);
  });
});

describe('notify', () => {
  it('writes a system message that each reader sees in their own language', async () => {
    const agentId = (await staffOf('agent')).id;
    const id = await notify(t.db, { kind: 'keyOverdue', to: [agentId, agentId], params: { house: '陆家嘴花园 1-101', due: '2026-12-01' }, now: 100 });
    expect(id).not.toBeNull();
    expect(await notify(t.db, { kind: 'keyOverdue', to: [], params: {}, now: 100 })).toBeNull();
    const agent = await t.login('agent');
    const zh = (await t.call(messageInfo, { message_id: id! }, { token: agent, lang: 'zh' })).body.data;
    expect(zh).toMatchObject({ message_category: 1, message_title: '钥匙逾期未还', message_info: '<p>陆家嘴花园 1-101的钥匙应于2026-12-01归还。</p>' });
    const en = (await t.call(messageInfo, { message_id: id! }, { token: agent, lang: 'en' })).body.data;
    expect(en.message_info).toBe('<p>The key of 陆家嘴花园 1-101 was due back on 2026-12-01.</p>');
    // Parameters are text, never markup.
    const risky = await notify(t.db, { kind: 'viewingBooked', to: [agentId], params: { customer: '<img src=x onerror=alert(1)>', house: 'h', time: 't' }, now: 100 });
    const ctx = { db: t.db, lang: 'en', caller: { staffId: agentId } } as Parameters<typeof readInfo>[0];
    expect((await readInfo(ctx, { message_id: risky! })).message_info).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
