import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, messageAlert, messageInfo, messageList, messageRead } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sendMessage } from './message-write.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The demo's messages (seed/messages.ts, 14 each) plus the system notices (notify: a kind) the other seeds sent the person.
async function demoMessages(account: string): Promise<number> {
  const { n } = await t.db.selectFrom('message_recipient as r').innerJoin('message as m', 'm.id', 'r.message_id').innerJoin('staff as s', 's.id', 'r.staff_id')
    .select((eb) => eb.fn.countAll<number>().as('n')).where('s.account', '=', account).where('m.kind', '<>', '').executeTakeFirstOrThrow();
  return 14 + Number(n);
}

describe('message/alert', () => {
  it('counts unread messages and lists unread announcements oldest first, with the must-read one flagged', async () => {
    const token = await t.login('agent');
    const { body } = await t.call(messageAlert, {}, { token });
    expect(body.data.unread).toBe(await demoMessages('agent'));
    expect(body.data.announcements.map((a) => a.message_title)).toEqual(['年终冲刺动员', '关于规范房源跟进的通知', '']);
    expect(body.data.announcements.map((a) => a.message_needread)).toEqual([0, 1, 0]);
  });
});

describe('messages', () => {
  it('pages 10 at a time, newest first', async () => {
    const token = await t.login('agent');
    const first = await t.call(messageList, {}, { token });
    const total = await demoMessages('agent');
    expect(total).toBeLessThanOrEqual(20);
    expect(first.body.data.page).toEqual({ page: 1, limit: 10, total });
    expect(first.body.data.list).toHaveLength(10);
    const dates = first.body.data.list.map((m) => m.message_date);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await t.call(messageList, { page: 2 }, { token });
    expect(second.body.data.list).toHaveLength(total - 10);
  });

  it('filters by category and read state', async () => {
    const token = await t.login('manager');
    const announcements = await t.call(messageList, { category: 3 }, { token });
    expect(announcements.body.data.list.every((m) => m.message_category === 3)).toBe(true);
    expect(announcements.body.data.page.total).toBe(3);
    const id = announcements.body.data.list[0]!.message_id;
    await t.call(messageRead, { message_id: [id], read: 1 }, { token });
    expect((await t.call(messageList, { read: 1 }, { token })).body.data.list.map((m) => m.message_id)).toEqual([id]);
    expect((await t.call(messageList, { read: 0, category: 3 }, { token })).body.data.page.total).toBe(2);
  });

  it('shows each person only their own messages', async () => {
    const adminId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    const id = await sendMessage(t.db, { category: 2, title: '仅管理员', info: '<p>x</p>', needread: 0, senderId: null, now: 1 }, [adminId]);
    const agent = await t.login('agent');
    const { status, body } = await t.call(messageInfo, { message_id: id }, { token: agent });
    expect(status).toBe(404);
    expect(body.code).toBe(ERRORS.NOT_FOUND.code);
    const admin = await t.login('admin');
    expect((await t.call(messageInfo, { message_id: id }, { token: admin })).body.data).toMatchObject({ message_title: '仅管理员', is_read: 0 });
    // Marking someone else's message read changes nothing.
    expect((await t.call(messageRead, { message_id: [id] }, { token: agent })).body.data.updated).toBe(0);
  });
});

describe('message/read', () => {
  it('marks read and unread, returning the new unread count', async () => {
    const token = await t.login('agent');
    const { list } = (await t.call(messageList, { limit: 3 }, { token })).body.data;
    const ids = list.map((m) => m.message_id);
    const before = (await t.call(messageAlert, {}, { token })).body.data.unread;
    const read = await t.call(messageRead, { message_id: [...ids, ids[0]!], read: 1 }, { token });
    expect(read.body.data).toEqual({ updated: 3, unread: before - 3 });
    // Reading again changes nothing.
    expect((await t.call(messageRead, { message_id: ids, read: 1 }, { token })).body.data.updated).toBe(0);
    expect((await t.call(messageInfo, { message_id: ids[0]! }, { token })).body.data.is_read).toBe(1);
    const unread = await t.call(messageRead, { message_id: [ids[0]!], read: 0 }, { token });
    expect(unread.body.data).toEqual({ updated: 1, unread: before - 2 });
    const op = await t.db.selectFrom('operation_log').select('result_code').where('endpoint', '=', 'message/read').execute();
    expect(op.length).toBeGreaterThanOrEqual(3);
  });

  it('drops read announcements from the alert', async () => {
    const token = await t.login({ account: 'staff010', password: 'demo123' });
    const { announcements } = (await t.call(messageAlert, {}, { token })).body.data;
    await t.call(messageRead, { message_id: [announcements[0]!.message_id] }, { token });
    expect((await t.call(messageAlert, {}, { token })).body.data.announcements).toHaveLength(announcements.length - 1);
  });
});
