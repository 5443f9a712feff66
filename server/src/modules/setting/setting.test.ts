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
    expect(saved.body.data).toEqual({ name: '安居房产集团', short_name: '安居', logo: '', address: '', phone: '', resign_handover: 'public' });
    expect((await t.call(userInfo, {}, { token: admin })).body.data.company_name).toBe('安居房产集团');
    expect((await t.call(companySave, { name: '', resign_handover: 'public' }, { token: admin })).body.code).toBe(ERRORS.VALIDATION.code);
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
