import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, companyGet, companySave, moduleGet, moduleSave, userInfo } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('setting/company', () => {
  it('reads and changes company information and the resignation handover policy', async () => {
    expect((await t.call(companyGet, {}, { token: admin })).body.data).toMatchObject({ name: '安居房地产经纪有限公司', resign_handover: 'manager' });
    const saved = await t.call(companySave, { name: '安居房产集团', short_name: '安居', resign_handover: 'public' }, { token: admin });
    expect(saved.body.data).toEqual({
      name: '安居房产集团', short_name: '安居', logo: '', address: '', phone: '', resign_handover: 'public',
      house_private_cap: 50, house_release_days: 15, followup_min_length: 10, followup_min_gap_minutes: 0, phone_view_followup_required: 0,
      customer_private_cap: 200, customer_release_days: 15, customer_duplicate_scope: 'company', customer_duplicate_blocks: 1,
      hold_protect_days: 30, pool_claim_daily_cap: 20, split_house_share: 1667, split_key_share: 1667, split_survey_share: 1666,
      split_record_share: 0,
    });
    expect((await t.call(userInfo, {}, { token: admin })).body.data.company_name).toBe('安居房产集团');
    expect((await t.call(companySave, { name: '', resign_handover: 'public' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
  });

  it('changes the house pool and follow-up policy, keeps it when left out, and refuses values out of range', async () => {
    const policy = { house_private_cap: 30, house_release_days: 7, followup_min_length: 15 };
    const saved = await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...policy }, { token: admin });
    expect(saved.body.data).toMatchObject(policy);
    const kept = await t.call(companySave, { name: '安居房产集团', resign_handover: 'public' }, { token: admin });
    expect(kept.body.data).toMatchObject(policy);
    for (const bad of [{ house_private_cap: 0 }, { house_release_days: 366 }, { followup_min_length: 1.5 }]) {
      expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...bad }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
    }
  });
});

describe('the default split\'s shares saved twice at once', () => {
  it('never pass 100 % together', async () => {
    const base = { name: '安居房产集团', resign_handover: 'public' as const };
    await t.call(companySave, { ...base, split_house_share: 3000, split_key_share: 1000, split_survey_share: 1000 }, { token: admin });
    const answers = await Promise.all([
      t.call(companySave, { ...base, split_house_share: 7000 }, { token: admin }),
      t.call(companySave, { ...base, split_key_share: 4000 }, { token: admin }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([ERRORS.OK.code, ERRORS.VALIDATION.code].sort());
    const saved = (await t.call(companyGet, {}, { token: admin })).body.data;
    expect(saved.split_house_share + saved.split_key_share + saved.split_survey_share).toBeLessThanOrEqual(10000);
    await t.call(companySave, { ...base, split_house_share: 1667, split_key_share: 1667, split_survey_share: 1666 }, { token: admin });
  });
});

describe('the follow-up gap and whether a duplicate customer blocks', () => {
  it('changes followup_min_gap_minutes (0: none) and customer_duplicate_blocks, keeps them when left out, refuses values out of range', async () => {
    const rules = { followup_min_gap_minutes: 1440, customer_duplicate_blocks: 0 };
    expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...rules }, { token: admin })).body.data).toMatchObject(rules);
    expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public' }, { token: admin })).body.data).toMatchObject(rules);
    for (const bad of [{ followup_min_gap_minutes: -1 }, { followup_min_gap_minutes: 1441 }, { followup_min_gap_minutes: 2.5 }, { customer_duplicate_blocks: 2 }]) {
      const refused = await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...bad }, { token: admin, lang: 'zh' });
      expect(refused.body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((refused.body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(Object.keys(bad));
    }
    const back = { followup_min_gap_minutes: 0, customer_duplicate_blocks: 1 };
    expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...back }, { token: admin })).body.data).toMatchObject(back);
  });
});

describe('the pool settings both pools share', () => {
  it('changes hold_protect_days and pool_claim_daily_cap (0 allowed: no protection, no cap), keeps them when left out, refuses values out of range', async () => {
    const pools = { hold_protect_days: 0, pool_claim_daily_cap: 0 };
    expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...pools }, { token: admin })).body.data).toMatchObject(pools);
    const changed = { hold_protect_days: 365, pool_claim_daily_cap: 1000 };
    await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...changed }, { token: admin });
    expect((await t.call(companySave, { name: '安居房产集团', resign_handover: 'public' }, { token: admin })).body.data).toMatchObject(changed);
    for (const bad of [{ hold_protect_days: -1 }, { hold_protect_days: 366 }, { pool_claim_daily_cap: 1001 }, { pool_claim_daily_cap: 2.5 }]) {
      const refused = await t.call(companySave, { name: '安居房产集团', resign_handover: 'public', ...bad }, { token: admin, lang: 'zh' });
      expect(refused.body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((refused.body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(Object.keys(bad));
    }
    expect((await t.call(companyGet, {}, { token: admin })).body.data).toMatchObject(changed);
  });
});

describe('setting/module', () => {
  it('switches a menu group off for everyone and back on', async () => {
    const agent = await t.login('agent');
    expect((await t.call(userInfo, {}, { token: agent })).body.data.route.map((r) => r.name)).toContain('Customer');
    const off = await t.call(moduleSave, { modules: [{ name: 'Customer', enabled: 0 }] }, { token: admin });
    expect(off.body.data.list.find((m) => m.name === 'Customer')?.enabled).toBe(0);
    expect((await t.call(userInfo, {}, { token: agent })).body.data.route.map((r) => r.name)).not.toContain('Customer');
    expect((await t.call(userInfo, {}, { token: admin })).body.data.route.map((r) => r.name)).not.toContain('Customer');
    await t.call(moduleSave, { modules: [{ name: 'Customer', enabled: 1 }] }, { token: admin });
    expect((await t.call(userInfo, {}, { token: agent })).body.data.route.map((r) => r.name)).toContain('Customer');
  });

  it('keeps company settings on, and refuses unknown modules', async () => {
    const list = (await t.call(moduleGet, {}, { token: admin })).body.data.list;
    expect(list.find((m) => m.name === 'EnterpriseSetup')).toMatchObject({ locked: true, enabled: 1 });
    expect((await t.call(moduleSave, { modules: [{ name: 'EnterpriseSetup', enabled: 0 }] }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(moduleSave, { modules: [{ name: 'Nothing', enabled: 0 }] }, { token: admin })).body.code).toBe(ERRORS.BAD_REQUEST.code);
  });
});
