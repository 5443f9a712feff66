import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, SPLIT_POLICY_DEFAULTS, companyGet, companySave, dealAdd, staffRoleAdd, type InputOf } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { enterHouse, staffId } from '../../test/houses.js';
import { approvalFlowsOff } from '../approval/approval.test-helpers.js';
import { enterCustomer, freshPhone } from '../customer/customer.test-helpers.js';

// The split deal/add proposes when none is given, from the company's shares (company settings) and the house's roles.

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
let agentId: number;
let managerId: number;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
  [agentId, managerId, adminId] = await Promise.all([staffId(t.db, 'agent'), staffId(t.db, 'manager'), staffId(t.db, 'admin')]);
  await approvalFlowsOff(t, admin, ['deal_review']);
});
afterAll(async () => {
  await t.close();
});

const SIGNED = 1_764_950_400; // 2025-12-06 00:00 in Shanghai

async function setShares(shares: Partial<Record<keyof typeof SPLIT_POLICY_DEFAULTS, number>>, lang: 'en' | 'zh' = 'en') {
  const company = (await t.call(companyGet, {}, { token: admin })).body.data;
  return t.call(companySave, { name: company.name, resign_handover: company.resign_handover, ...shares }, { token: admin, lang });
}

// A fresh sale of the agent's, its key held by the manager and, when told, its survey by the admin; no split given.
async function proposed(withSurvey: boolean) {
  const house = await enterHouse(t, agent, 'sale');
  let version = house.version;
  for (const [role, staff] of withSurvey ? [['key', managerId], ['survey', adminId]] as const : [['key', managerId]] as const) {
    const { body } = await t.call(staffRoleAdd, { house_id: house.id, role, staff_id: staff, version }, { token: manager });
    if (body.code !== '200000') throw new Error(`staffrole/add failed: ${JSON.stringify(body)}`);
    version = body.data.version;
  }
  const customer = await enterCustomer(t, agent);
  const input: InputOf<typeof dealAdd> = {
    kind: 'sale', house_id: house.id, customer_id: customer.id, buyer_name: '王先生', buyer_phone: freshPhone(), seller_name: '李女士',
    seller_phone: '13887654321', price: 3_000_000, signed_at: SIGNED, buyer_commission: 30_000, seller_commission: 0,
  };
  const { body } = await t.call(dealAdd, input, { token: agent });
  if (body.code !== '200000') throw new Error(`deal/add failed: ${JSON.stringify(body)}`);
  return body.data.split.map((s) => [s.role, s.staff_id, s.share, s.amount]);
}

describe('the default split from the company\'s shares', () => {
  it('proposes equal thirds of a half by default, and the shares the company sets once changed', async () => {
    expect((await t.call(companyGet, {}, { token: admin })).body.data).toMatchObject(SPLIT_POLICY_DEFAULTS);
    expect(await proposed(true)).toEqual([
      ['house', agentId, 1667, 5001], ['key', managerId, 1667, 5001], ['survey', adminId, 1666, 4998], ['customer', agentId, 5000, 15_000],
    ]);
    expect((await setShares({ split_house_share: 3_000, split_key_share: 1_000, split_survey_share: 500 })).body.code).toBe('200000');
    expect(await proposed(true)).toEqual([
      ['house', agentId, 3000, 9000], ['key', managerId, 1000, 3000], ['survey', adminId, 500, 1500], ['customer', agentId, 5500, 16_500],
    ]);
    // Nobody surveyed the house: the surveyor's 5 % goes equally to the maintainer and the key holder.
    expect(await proposed(false)).toEqual([['house', agentId, 3250, 9750], ['key', managerId, 1250, 3750], ['customer', agentId, 5500, 16_500]]);
    // The key holder's share is 0: no row for them.
    await setShares({ split_key_share: 0 });
    expect(await proposed(true)).toEqual([['house', agentId, 3000, 9000], ['survey', adminId, 500, 1500], ['customer', agentId, 6500, 19_500]]);
    await setShares(SPLIT_POLICY_DEFAULTS);
  });

  it('refuses house-side shares over 100 % together, counting those left out as saved, in the caller\'s language', async () => {
    await setShares({ split_house_share: 6_000, split_key_share: 2_000, split_survey_share: 1_000 });
    const over = await setShares({ split_key_share: 4_001 }, 'zh');
    expect(over.body.code).toBe(ERRORS.VALIDATION.code);
    expect((over.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({ split_key_share: '房源方各角色比例合计110.01%，超过100%' });
    expect((await setShares({ split_key_share: 3_000 })).body.data).toMatchObject({ split_house_share: 6_000, split_key_share: 3_000, split_survey_share: 1_000 });
    const both = await setShares({ split_house_share: 10_000, split_survey_share: 1 }, 'en');
    expect((both.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      split_house_share: 'the house-side shares add up to 130.01%, more than 100%', split_survey_share: 'the house-side shares add up to 130.01%, more than 100%',
    });
    for (const bad of [{ split_house_share: -1 }, { split_key_share: 10_001 }, { split_survey_share: 12.5 }]) {
      const refused = await setShares(bad, 'zh');
      expect(refused.body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((refused.body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(Object.keys(bad));
    }
    expect((await t.call(companyGet, {}, { token: admin })).body.data).toMatchObject({ split_house_share: 6_000, split_key_share: 3_000, split_survey_share: 1_000 });
    // The whole commission to the house side: the customer's agent gets no row.
    expect((await setShares({ split_house_share: 6_000, split_key_share: 3_000, split_survey_share: 1_000 })).body.code).toBe('200000');
    expect(await proposed(true)).toEqual([['house', agentId, 6000, 18_000], ['key', managerId, 3000, 9000], ['survey', adminId, 1000, 3000]]);
    await setShares(SPLIT_POLICY_DEFAULTS);
  });

  it('gives the house\'s recorder the recorder\'s share, counted with the house side\'s, nothing by default', async () => {
    expect((await t.call(companyGet, {}, { token: admin })).body.data.split_record_share).toBe(0);
    // The agent entered the house and maintains it: a row for each role, the customer side theirs too.
    expect((await setShares({ split_house_share: 3_000, split_key_share: 1_000, split_survey_share: 500, split_record_share: 500 })).body.code).toBe('200000');
    expect(await proposed(true)).toEqual([
      ['house', agentId, 3000, 9000], ['key', managerId, 1000, 3000], ['survey', adminId, 500, 1500], ['record', agentId, 500, 1500],
      ['customer', agentId, 5000, 15_000],
    ]);
    const over = await setShares({ split_record_share: 5_501 }, 'en');
    expect(over.body.code).toBe(ERRORS.VALIDATION.code);
    expect((over.body.data as unknown as { fields: Record<string, string> }).fields).toEqual({
      split_record_share: 'the house-side shares add up to 100.01%, more than 100%',
    });
    expect((await setShares({ split_record_share: 10_001 })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(companyGet, {}, { token: admin })).body.data.split_record_share).toBe(500);
    await setShares(SPLIT_POLICY_DEFAULTS);
  });
});
