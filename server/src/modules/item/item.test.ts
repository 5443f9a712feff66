import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, ITEM_CODES, ITEM_DICTIONARIES, LANGS, ORIENTATION_LABELS, ORIENTATIONS, STAFF_STATUSES, itemGet, itemMany,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { splitCodes } from './item.service.js';

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login('agent');
});
afterAll(async () => {
  await t.close();
});

describe('the dictionaries', () => {
  it('label every value of every dictionary in all four languages, with stable lowercase codes', () => {
    for (const code of ITEM_CODES) {
      const { values, labels } = ITEM_DICTIONARIES[code];
      expect(values.length, code).toBeGreaterThan(1);
      expect(new Set(values).size, code).toBe(values.length);
      expect(Object.keys(labels).sort(), code).toEqual([...values].sort());
      for (const value of values) {
        // Article types are the company's numeric ids (article/get_type answers them as a map); the rest are words.
        expect(value).toMatch(code === 'article_type' ? /^[1-9][0-9]*$/ : /^[a-z][a-z0-9_]*$/);
        for (const lang of LANGS) expect(labels[value]?.[lang], `${code}.${value}.${lang}`).toBeTruthy();
      }
    }
  });

  it('uses the Chinese labels of the domain guide', () => {
    expect(ORIENTATIONS.map((o) => ORIENTATION_LABELS[o].zh)).toEqual(['东', '南', '西', '北', '东南', '东北', '西南', '西北', '南北', '东西']);
    expect(ITEM_DICTIONARIES.house_status.values.map((v) => ITEM_DICTIONARIES.house_status.labels[v]?.zh))
      .toEqual(['有效', '预定', '暂缓', '封盘', '内成交', '外成交', '无效', '注销']);
    expect(ITEM_DICTIONARIES.rent_payment.values.map((v) => ITEM_DICTIONARIES.rent_payment.labels[v]?.zh))
      .toEqual(['押一付一', '押一付三', '押二付一', '押二付三', '半年付', '年付']);
  });

  it('serves staff status with the codes staff records use', () => {
    expect(ITEM_DICTIONARIES.staff_status.values).toEqual(STAFF_STATUSES);
  });

  it('reads codes comma-separated or repeated, once each', () => {
    expect(splitCodes('house_kind, house_use,,house_kind')).toEqual(['house_kind', 'house_use']);
    expect(splitCodes(['house_kind', 'key_status,house_use'])).toEqual(['house_kind', 'key_status', 'house_use']);
  });
});

describe('item/{id}', () => {
  it('answers a dictionary by its code with labels in the caller\'s language', async () => {
    const zh = await t.call(itemGet, { id: 'house_status' }, { token: agent, lang: 'zh-CN' });
    expect(zh.body.data.code).toBe('house_status');
    expect(zh.body.data.list[0]).toEqual({ value: 'valid', label: '有效' });
    const ja = await t.call(itemGet, { id: 'staff_education' }, { token: agent, lang: 'ja' });
    expect(ja.body.data.list.find((o) => o.value === 'bachelor')?.label).toBe('学士');
    const en = await t.call(itemGet, { id: 'key_status' }, { token: agent });
    expect(en.body.data.list.map((o) => o.label)).toEqual(['In store', 'Lent out', 'Taken back by owner']);
  });

  it('refuses an unknown dictionary code as bad input, naming the field', async () => {
    const { status, body } = await t.call(itemGet, { id: 'no_such_dictionary' }, { token: agent });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.VALIDATION.code);
    expect(Object.keys((body.data as unknown as { fields: Record<string, string> }).fields)).toEqual(['id']);
    // Object's own properties are not dictionaries.
    expect((await t.call(itemGet, { id: 'constructor' }, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('item/get', () => {
  it('answers several dictionaries at once, comma-separated or repeated', async () => {
    const comma = await t.call(itemMany, { codes: 'staff_education,staff_worktype,staff_status' }, { token: agent, lang: 'zh' });
    expect(Object.keys(comma.body.data)).toEqual(['staff_education', 'staff_worktype', 'staff_status']);
    expect(comma.body.data.staff_status).toEqual([
      { value: 'active', label: '在职' }, { value: 'resigned', label: '离职' }, { value: 'disabled', label: '禁用' },
    ]);
    const repeated = await t.raw('GET', '/api/v1/item/get?codes=house_kind&codes=customer_kind', undefined, { token: agent, lang: 'es' });
    expect(repeated.body.data).toEqual({
      house_kind: [{ value: 'sale', label: 'En venta' }, { value: 'rent', label: 'En alquiler' }],
      customer_kind: [{ value: 'buy', label: 'Comprador' }, { value: 'rent', label: 'Inquilino' }],
    });
  });

  it('refuses the whole request when a code is unknown, naming it', async () => {
    const { status, body } = await t.call(itemMany, { codes: 'house_kind,house_kinds' }, { token: agent });
    expect(status).toBe(404);
    expect(body.code).toBe(ERRORS.NOT_FOUND.code);
    expect(body.data).toEqual({ unknown: ['house_kinds'] });
  });

  it('refuses a request without codes', async () => {
    expect((await t.call(itemMany, {}, { token: agent })).body.code).toBe(ERRORS.VALIDATION.code);
    expect((await t.call(itemMany, { codes: ' , ' }, { token: agent })).body.code).toBe(ERRORS.BAD_REQUEST.code);
  });
});
