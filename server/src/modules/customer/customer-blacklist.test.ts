import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, blacklistAdd, customerAdd, customerUpdate } from '@brokerage/contract';
import { createTestApp, snapshot, type TestApp } from '../../test/harness.js';
import { customerEntry, enterCustomer, freshPhone } from './customer.test-helpers.js';

// The blacklist (DOMAIN: people who may not be hired or entered as clients) holds mobiles and ID numbers; a customer
// has phones and no ID number, so a customer is checked by phone.

let t: TestApp;
let admin: string;
let agent: string;
let listed: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  listed = freshPhone();
  const added = await t.call(blacklistAdd, { name: '钱某', mobile: listed, reason: '骗取定金' }, { token: admin });
  if (added.body.code !== '200000') throw new Error(JSON.stringify(added.body));
});
afterAll(async () => {
  await t.close();
});

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

// The fields customer/update takes besides id, version and phones.
function changes() {
  const { kind: _kind, phones: _phones, ...rest } = customerEntry();
  return rest;
}

describe('customers and the blacklist', () => {
  it('refuses entering a customer with a blacklisted phone in the user\'s words, writing nothing', async () => {
    const before = await snapshot(t.db, ['operation_log']);
    const { status, body } = await t.call(customerAdd, customerEntry({ phones: [freshPhone(), listed] }), { token: agent, lang: 'zh' });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(body.message).toBe(`请求无法处理：电话${masked(listed)}在公司黑名单上`);
    // Neither the whole phone nor why the person is listed is told.
    expect(JSON.stringify(body)).not.toContain(listed);
    expect(JSON.stringify(body)).not.toContain('骗取定金');
    const english = await t.call(customerAdd, customerEntry({ phones: [listed] }), { token: agent });
    expect(english.body.message).toBe(`The request cannot be accepted: the phone ${masked(listed)} is on the company blacklist`);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
  });

  it('refuses changing a customer\'s phones to a blacklisted one; other changes and phones pass', async () => {
    const customer = await enterCustomer(t, agent);
    const before = await snapshot(t.db, ['operation_log']);
    const refused = await t.call(customerUpdate, { ...changes(), id: customer.id, version: customer.version, phones: [listed] }, { token: agent });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await snapshot(t.db, ['operation_log'])).toBe(before);
    const other = await t.call(customerUpdate, { ...changes(), id: customer.id, version: customer.version, phones: [freshPhone()] }, { token: agent });
    expect(other.body.code).toBe('200000');
    const kept = await t.call(customerUpdate, { ...changes(), id: customer.id, version: other.body.data.version }, { token: agent });
    expect(kept.body.code).toBe('200000');
  });

  it('enters a customer whose phones are not on the blacklist', async () => {
    const entered = await t.call(customerAdd, customerEntry({ phones: [freshPhone(), '021-58880000'] }), { token: agent });
    expect(entered.body.code).toBe('200000');
  });
});
