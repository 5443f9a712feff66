import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import {
  ERRORS, EXPORT_MAX_ROWS, authSave, behaviourExport, behaviourList, labelExport, labelList, regionExport, safeSave,
  schoolDistrictExport, schoolDistrictList, staffExport, staffList, zoneExport, zoneGetStore, zoneList,
  type Download, type Endpoint, type Lang,
} from '@brokerage/contract';
import type { Cell } from 'write-excel-file/node';
import { createTestApp, type TestApp } from '../test/harness.js';
import { countTurns, downloadExport } from '../test/helpers.js';
import { CELL_SLICE, xlsxOf } from './export.js';
import { companyWallClock, startOfCompanyDay } from './clock.js';
import { excelThread, openWorkbook, readWorkbook } from './excel-thread.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

async function download(endpoint: Endpoint, query: Record<string, string> = {}, token = admin, lang: Lang = 'zh') {
  return downloadExport(t, endpoint, new URLSearchParams(query).toString(), token, lang);
}

async function exportsOf(account: string) {
  return (await t.call(behaviourList, { action: 'export', keyword: account, limit: 100 }, { token: admin })).body.data.list;
}

describe('Excel export', () => {
  it('exports the staff list with headers and labels in the caller\'s language, as the list filters it', async () => {
    const filters = { status: 'active', keyword: '张' } as const;
    const list = (await t.call(staffList, { ...filters, limit: 100 }, { token: admin })).body.data;
    const file = await download(staffExport, filters);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('员工列表-')}`);
    const [header, ...rows] = file.rows ?? [];
    expect(header?.slice(0, 5)).toEqual(['账号', '姓名', '性别', '手机号', '状态']);
    expect(rows.map((r) => r[0])).toEqual(list.list.map((s) => s.account));
    expect(rows.every((r) => r[4] === '在职')).toBe(true);
    const english = await download(staffExport, filters, admin, 'en');
    expect(english.rows?.[0]?.slice(0, 2)).toEqual(['Account', 'Name']);
    expect(english.rows?.[1]?.[4]).toBe('Working');
  });

  it('exports only the rows within the caller\'s data scope', async () => {
    const roleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: roleId, menus: ['Management'], permissions: [
      { code: 'staff:list', data_scope: 'store' }, { code: 'staff:export', data_scope: 'store' },
    ] }, { token: admin });
    const manager = await t.login('manager');
    const storeId = (await t.db.selectFrom('staff').select('store_id').where('account', '=', 'manager').executeTakeFirstOrThrow()).store_id;
    const inStore = await t.db.selectFrom('staff').select('account').where('store_id', '=', storeId).orderBy('id').execute();
    const file = await download(staffExport, {}, manager);
    const accounts = (file.rows ?? []).slice(1).map((r) => r[0]);
    expect(new Set(accounts)).toEqual(new Set(inStore.map((s) => s.account)));
  });

  it('writes times as dates on the company\'s clock and refuses nothing within the allowance', async () => {
    const file = await download(regionExport, { keyword: 'wkcs' });
    expect(file.status).toBe(200);
    const [header, first] = file.rows ?? [];
    expect(header?.[0]).toBe('小区');
    expect(first?.[0]).toBe('万科城市花园');
    expect(first?.[9]).toBeInstanceOf(Date);
  });

  it('exports school districts with their schools, labels with their kind, and zones with their stores and communities', async () => {
    const districts = (await t.call(schoolDistrictList, { limit: 100 }, { token: admin })).body.data.list;
    const schools = await download(schoolDistrictExport);
    expect(schools.rows?.[0]?.slice(0, 3)).toEqual(['学区', '区域', '学校']);
    expect(schools.rows?.slice(1).map((r) => r[2])).toEqual(districts.map((d) => d.schools.join('、') || null));

    const labels = (await t.call(labelList, { kind: 'house' }, { token: admin })).body.data.list;
    const labelFile = await download(labelExport, { kind: 'house' });
    expect(labelFile.rows?.slice(1).map((r) => [r[0], r[1]])).toEqual(labels.map((l) => ['房源标签', l.name]));

    const zone = (await t.call(zoneList, {}, { token: admin })).body.data.list[0]!;
    const detail = (await t.call(zoneGetStore, { zone_id: zone.id }, { token: admin })).body.data;
    const zones = await download(zoneExport, { keyword: zone.name }, admin, 'en');
    expect(zones.rows?.[0]?.slice(0, 3)).toEqual(['Duty zone', 'Stores', 'Communities']);
    expect(zones.rows?.[1]?.slice(0, 3)).toEqual([zone.name, detail.stores.map((x) => x.name).join('、'), detail.regions.map((x) => x.name).join('、')]);
  });

  it('logs every export in the behaviour log with its row count and filters', async () => {
    const before = (await exportsOf('admin')).length;
    await download(regionExport, { keyword: 'wkcs' });
    const after = await exportsOf('admin');
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.detail).toMatch(/^region\/export: 1 rows .*"keyword":"wkcs"/);
  });

  it('refuses an export beyond the daily allowance with 429001 and writes no file', async () => {
    const agentRole = (await t.db.selectFrom('role').select('id').where('code', '=', 'agent').executeTakeFirstOrThrow()).id;
    await t.call(authSave, { role_id: agentRole, menus: ['RealEstateDictionary'], permissions: [
      { code: 'dictionary:list', data_scope: 'company' }, { code: 'dictionary:export', data_scope: 'company' },
    ] }, { token: admin });
    const agent = await t.login('agent');
    await t.call(safeSave, { export_daily_limit: 2 }, { token: admin });
    try {
      expect((await download(regionExport, {}, agent)).status).toBe(200);
      expect((await download(regionExport, {}, agent)).status).toBe(200);
      const refused = await download(regionExport, {}, agent);
      expect(refused.status).toBe(429);
      expect(refused.envelope?.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
      expect(refused.envelope?.message).toContain('2/2');
      expect(await exportsOf('agent')).toHaveLength(2);
    } finally {
      await t.call(safeSave, { export_daily_limit: 50 }, { token: admin });
    }
  });

  it(`refuses an export of more than ${EXPORT_MAX_ROWS} rows with 400004 instead of cutting it short`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const rows = Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => ({
      staff_id: null, account: `bulk${i}`, action: 'login_failed', detail: '', ip: '10.0.0.1', device: '', created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 1000) await t.db.insertInto('behaviour_log').values(rows.slice(i, i + 1000)).execute();
    const before = (await exportsOf('admin')).length;
    const refused = await download(behaviourExport, { action: 'login_failed' });
    expect(refused.status).toBe(400);
    expect(refused.envelope?.code).toBe(ERRORS.EXPORT_TOO_LARGE.code);
    expect(refused.envelope?.message).toBe(`单次最多导出${EXPORT_MAX_ROWS}条，请缩小筛选范围`);
    expect(await exportsOf('admin')).toHaveLength(before);
  });

  it('answers a refused caller with an envelope, never a file', async () => {
    const agent = await t.login('agent');
    const file = await download(staffExport, {}, agent);
    expect(file.envelope?.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});

describe('the company clock', () => {
  it('turns epoch seconds into Beijing wall-clock time', () => {
    // 2026-11-21T16:30:00Z is 00:30 on the 22nd in Beijing.
    expect(companyWallClock(Date.UTC(2026, 10, 21, 16, 30) / 1000).toISOString()).toBe('2026-11-22T00:30:00.000Z');
  });

  it('starts the company day at Beijing midnight', () => {
    const lateEvening = Date.UTC(2026, 10, 22, 15, 59) / 1000; // 23:59 in Beijing
    expect(startOfCompanyDay(lateEvening)).toBe(Date.UTC(2026, 10, 21, 16, 0) / 1000);
    expect(startOfCompanyDay(lateEvening + 60)).toBe(Date.UTC(2026, 10, 22, 16, 0) / 1000);
  });
});

describe('the Excel thread leaves the server free', () => {
  // Writing a workbook is seconds of CPU for a large export (16,879 houses at 1M houses: 2-3.7 s), and reading a large
  // upload too; on the server's own thread no other request was answered meanwhile.
  const download = staffExport.download as Download;
  const staffRows = (n: number) => Array.from({ length: n }, (_, i) => ({
    account: `bulk${i}`, name: `员工${i}`, mobile: '13800000000', status: 'active',
  }));

  it('makes the cells in slices and writes the file on a thread of its own, while the server\'s thread turns', async () => {
    const rows = staffRows(CELL_SLICE * 4);
    const turns = countTurns();
    const file = await xlsxOf(download, rows, 'zh');
    // A turn between slices, and a great many while the other thread writes; written here, the file took none.
    expect(turns.stop()).toBeGreaterThan(rows.length / CELL_SLICE + 20);
    expect(excelThread()).not.toBeNull();
    const [header, ...data] = await readSheet(file);
    expect(header?.slice(0, 2)).toEqual(['账号', '姓名']);
    expect(data.map((r) => r[0])).toEqual(rows.map((r) => r.account));
    expect(data[0]?.[4]).toBe('在职');
  });

  it('reports a file the writer refuses as an error, and writes the next', async () => {
    const workbook = openWorkbook();
    workbook.add([[{ value: 'x', type: 'Bogus' } as unknown as Cell]]);
    await expect(workbook.write({ columns: [{ width: 10 }], stickyRowsCount: 0 })).rejects.toThrow(/could not be written: Unknown type: Bogus/);
    expect((await readSheet(await xlsxOf(download, staffRows(3), 'en')))).toHaveLength(4);
  });

  it('never writes a shorter file when its thread stopped while the rows were handed over; the next export starts another', async () => {
    await xlsxOf(download, staffRows(1), 'zh');
    const first = excelThread();
    const workbook = openWorkbook();
    workbook.add([['a'], ['b']]);
    await first?.terminate();
    workbook.add([['c']]);
    await expect(workbook.write({ columns: [{ width: 10 }], stickyRowsCount: 0 })).rejects.toThrow(/stopped while the rows were handed over/);
    const file = await xlsxOf(download, staffRows(2), 'zh');
    expect(excelThread()).not.toBe(first);
    expect(await readSheet(file)).toHaveLength(3);
  });

  it('reads an uploaded workbook there: the rows as the reader gives them, and a file that is not one is an error', async () => {
    const rows = staffRows(CELL_SLICE * 2);
    const file = await xlsxOf(download, rows, 'en');
    const turns = countTurns();
    const read = await readWorkbook(file);
    expect(turns.stop()).toBeGreaterThan(20);
    expect(read).toEqual(await readSheet(file));
    expect(read[1]?.[0]).toBe('bulk0');
    await expect(readWorkbook(Buffer.from('not a workbook'))).rejects.toThrow(/could not be read/);
    expect(await readWorkbook(file)).toHaveLength(rows.length + 1);
  });
});
