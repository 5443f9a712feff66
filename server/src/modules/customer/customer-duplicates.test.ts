import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, companySave, customerAdd, customerGet, customerOffline, customerRecovery, customerUpdate, type CustomerDetail } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { customerEntry, enterCustomer, freshPhone } from './customer.test-helpers.js';

// Whether a duplicate phone blocks the save (customer_duplicate_blocks), and the guard on a recovery to 有效.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  await approvalFlowsOff(t, admin, ['customer_invalid']);
});
afterAll(async () => {
  await t.close();
});

const duplicatesBlock = (blocks: 0 | 1) =>
  t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', customer_duplicate_blocks: blocks }, { token: admin });
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function takenOffline(c: CustomerDetail, status: 'invalid' | 'paused') {
  const { body } = await t.call(customerOffline, { id: c.id, version: c.version, status, reason: '客户暂不需要' }, { token: agent });
  expect(body.code, JSON.stringify(body)).toBe('200000');
  return body.data;
}

describe('a duplicate that does not block', () => {
  it('saves an entry or a phone change holding another customer\'s phone, naming the holders in the answer', async () => {
    const phone = freshPhone();
    const first = await enterCustomer(t, agent, { phones: [phone], name: '赵女士' });
    await duplicatesBlock(0);
    try {
      const second = await t.call(customerAdd, customerEntry({ phones: [phone] }), { token: manager });
      expect(second.status).toBe(200);
      expect(second.body.data.duplicates).toEqual([expect.objectContaining({ id: first.id, name: '赵女士', phones: [masked(phone)], agent_name: '张伟' })]);
      expect(JSON.stringify(second.body)).not.toContain(phone);
      const clean = await t.call(customerAdd, customerEntry(), { token: agent });
      expect(clean.body.data.duplicates).toEqual([]);
      const { kind: _kind, phones: _phones, ...rest } = customerEntry();
      const changed = await t.call(customerUpdate, { ...rest, id: clean.body.data.id, version: clean.body.data.version, phones: [phone] }, { token: agent });
      expect(changed.body.data.duplicates.map((m) => m.id).sort((a, b) => a - b)).toEqual([first.id, second.body.data.id]);
    } finally {
      await duplicatesBlock(1);
    }
    expect((await t.call(customerAdd, customerEntry({ phones: [phone] }), { token: agent })).body.code).toBe(ERRORS.DUPLICATE.code);
  });
});

describe('recovering a customer to 有效', () => {
  it('refuses, when duplicates block, a customer whose phone an open customer took meanwhile, naming it; nothing changes', async () => {
    const phone = freshPhone();
    const closed = await takenOffline(await enterCustomer(t, agent, { phones: [phone] }), 'invalid');
    const holder = await enterCustomer(t, manager, { phones: [phone], name: '钱先生' });
    const before = await snapshot(t.db, ['operation_log']);
    const { status, body } = await t.call(customerRecovery, { id: closed.id, version: closed.version, reason: '客户又有需求' }, { token: agent, lang: 'zh' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: ERRORS.DUPLICATE.code, message: '存在重复记录' });
    expect((body.data as unknown as { list: { id: number; name: string }[] }).list).toEqual([expect.objectContaining({ id: holder.id, name: '钱先生' })]);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    expect((await t.call(customerGet, { id: closed.id }, { token: agent })).body.data.status).toBe('invalid');

    // Let through, it is saved with the holder named.
    await duplicatesBlock(0);
    try {
      const back = await t.call(customerRecovery, { id: closed.id, version: closed.version, reason: '客户又有需求' }, { token: agent });
      expect(back.body.data).toMatchObject({ status: 'valid', duplicates: [expect.objectContaining({ id: holder.id })] });
    } finally {
      await duplicatesBlock(1);
    }
  });

  it('does not guard a recovery from 暂缓, which was open already', async () => {
    const phone = freshPhone();
    const paused = await takenOffline(await enterCustomer(t, agent, { phones: [phone] }), 'paused');
    await duplicatesBlock(0);
    try {
      await enterCustomer(t, manager, { phones: [phone] });
    } finally {
      await duplicatesBlock(1);
    }
    const back = await t.call(customerRecovery, { id: paused.id, version: paused.version }, { token: agent });
    expect(back.body.data).toMatchObject({ status: 'valid', duplicates: [] });
  });
});

describe('two entries of one phone at once', () => {
  // On PostgreSQL both transactions read before either inserts; the guard holds the phone until its save commits.
  it('lets exactly one through, the other refused as a duplicate', async () => {
    for (let round = 0; round < 6; round++) {
      const phone = freshPhone();
      const answers = await Promise.all([
        t.call(customerAdd, customerEntry({ phones: [phone] }), { token: agent }),
        t.call(customerAdd, customerEntry({ phones: [phone] }), { token: manager }),
      ]);
      expect([round, answers.map((a) => a.body.code).sort()]).toEqual([round, ['200000', ERRORS.DUPLICATE.code].sort()]);
    }
  });
});
