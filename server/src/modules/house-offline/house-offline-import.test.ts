import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { ERRORS, OFFLINE_IMPORT_COLUMNS, OFFLINE_IMPORT_MAX_ROWS, houseCheckList, type ImportReport, type Lang } from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sniffFile } from '../../core/storage.js';

let t: TestApp;
let base: string;
let agent: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [agent, admin] = await Promise.all([t.login('agent'), t.login('admin')]);
});
afterAll(async () => {
  await t.close();
});

type Cell = string | number | null;
const header = (lang: Lang) => OFFLINE_IMPORT_COLUMNS.map((c) => c.title[lang]);

// A good row in the columns' order, the fields given by key.
function row(fields: Partial<Record<(typeof OFFLINE_IMPORT_COLUMNS)[number]['key'], Cell>> = {}): Cell[] {
  const good: Record<string, Cell> = {
    kind: '出售', source: '安居客', community: '导入测试小区', building: '2号楼', unit: '1单元', door: '0301', floor_number: 3,
    total_floors: 6, area: 72.5, price: 3_500_000, rooms: 2, halls: 1, baths: 1, owner_name: '王女士', owner_phone: 13912345678,
    source_url: 'https://sh.anjuke.com/prop/view/9', remarks: '',
  };
  return OFFLINE_IMPORT_COLUMNS.map((c) => (c.key in fields ? fields[c.key] ?? null : good[c.key] ?? null));
}

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  return writeXlsxFile(rows).toBuffer();
}

async function upload(bytes: Buffer, name = 'houses.xlsx', options: { token?: string; lang?: Lang } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/api/v1/housecheck/upload`, {
    method: 'POST', headers: { authorization: `Bearer ${options.token ?? agent}`, 'accept-language': options.lang ?? 'en' }, body: form,
  });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; data: ImportReport } };
}

const counts = async () => {
  const [offline, imports] = await Promise.all([
    t.db.selectFrom('house_offline').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    t.db.selectFrom('housecheck_import').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { offline: Number(offline.n), imports: Number(imports.n) };
};

describe('import', () => {
  it('imports the good rows and reports each bad row with its errors, in the caller\'s language', async () => {
    const before = await counts();
    const file = await xlsx([
      header('zh'),
      row(),
      row({ kind: '出租', price: 7200, door: '0302', owner_phone: '021-64001234' }),
      row({ owner_phone: '12345', area: null }),
      [],
      row({ kind: 'lease', floor_number: 9, total_floors: 6, price: 'abc' }),
    ]);
    const { status, body } = await upload(file, '十一月外网房源.xlsx', { lang: 'zh' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ filename: '十一月外网房源.xlsx', total_rows: 4, ok_rows: 2, failed_rows: 2 });
    expect(body.data.report).toEqual([
      { row: 4, errors: [{ column: '面积（㎡）', message: '必填' }, { column: '业主电话', message: '须为手机号或带区号的固定电话' }] },
      { row: 6, errors: [{ column: '类型', message: '须为以下之一：出售, 出租' }, { column: '价格（元）', message: '必须是数字' }] },
    ].map((r) => ({ ...r, errors: expect.arrayContaining(r.errors) as unknown })));
    const after = await counts();
    expect(after).toEqual({ offline: before.offline + 2, imports: before.imports + 1 });

    const listed = await t.call(houseCheckList, { import_id: body.data.id }, { token: agent, lang: 'zh' });
    expect(listed.body.data.page.total).toBe(2);
    expect(listed.body.data.list.map((o) => ({ kind: o.kind, source: o.source, phone: o.owner_phone, status: o.status }))).toEqual([
      { kind: 'rent', source: 'anjuke', phone: '021****1234', status: 'pending' },
      { kind: 'sale', source: 'anjuke', phone: '139****5678', status: 'pending' },
    ]);
    expect(listed.body.data.batch).toMatchObject({ id: body.data.id, ok_rows: 2, failed_rows: 2, report: body.data.report });
    expect(listed.body.data.imports[0]).toMatchObject({ id: body.data.id, total_rows: 4 });
    const logged = await t.db.selectFrom('operation_log').select(['target_id', 'result_code']).where('endpoint', '=', 'housecheck/upload')
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged).toEqual({ target_id: body.data.id, result_code: '200000' });
  });

  it('accepts the header in Chinese, Japanese or by key, in any order', async () => {
    for (const lang of ['zh', 'ja', 'es'] as const) {
      const { body } = await upload(await xlsx([header(lang), row({ community: `表头${lang}` })]), 'h.xlsx', { lang });
      expect(body.data).toMatchObject({ ok_rows: 1, failed_rows: 0 });
    }
    const keys = OFFLINE_IMPORT_COLUMNS.map((c) => c.key);
    const reversed = await xlsx([[...keys].reverse(), [...row()].reverse()]);
    expect((await upload(reversed)).body.data).toMatchObject({ ok_rows: 1, failed_rows: 0 });
  });

  it('refuses a header without every column, naming the missing ones', async () => {
    const before = await counts();
    const file = await xlsx([header('en').slice(0, -2), row().slice(0, -2)]);
    const { status, body } = await upload(file);
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(body.message).toContain('Listing URL, Remarks');
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not an xlsx by its content, whatever its name', async () => {
    const before = await counts();
    const text = await upload(Buffer.from('kind,source,community\nsale,anjuke,x'), 'houses.xlsx');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe(ERRORS.VALIDATION.code);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(png, 'houses.xlsx')).body.code).toBe(ERRORS.VALIDATION.code);
    // A zip that is not a workbook passes the sniffing and is refused by the reader.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    expect(sniffFile(zip)).toBe('xlsx');
    const broken = await upload(zip);
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(await counts()).toEqual(before);
  });

  it(`refuses more than ${OFFLINE_IMPORT_MAX_ROWS} data rows and imports none`, async () => {
    const before = await counts();
    const rows = Array.from({ length: OFFLINE_IMPORT_MAX_ROWS + 1 }, () => row());
    const { status, body } = await upload(await xlsx([header('en'), ...rows]), 'big.xlsx', { lang: 'zh' });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(body.message).toContain(`文件有${OFFLINE_IMPORT_MAX_ROWS + 1}行数据`);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file with no data rows', async () => {
    const { status, body } = await upload(await xlsx([header('en')]));
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('keeps import batches within the scope of who imported them', async () => {
    const { body } = await upload(await xlsx([header('en'), row({ community: '批次范围' })]), 'scope.xlsx', { token: admin });
    const seen = await t.call(houseCheckList, { import_id: body.data.id }, { token: agent });
    expect(seen.body.data.batch).toBeNull();
    expect(seen.body.data.page.total).toBe(0);
    expect(seen.body.data.imports.map((i) => i.id)).not.toContain(body.data.id);
    expect((await t.call(houseCheckList, { import_id: body.data.id }, { token: admin })).body.data.batch).toMatchObject({ id: body.data.id });
  });
});
