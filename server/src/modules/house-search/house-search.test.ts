import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS, HOUSE_SEARCH_TAG_MAX, HOUSE_STATUSES, HOUSE_TOTAL_CAP, houseList, houseSearchTagDelete, houseSearchTagList, houseSearchTagSave, houseState,
  type HouseKind, type InputOf,
} from '@brokerage/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;
let manager: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, agent] = await Promise.all([t.login('admin'), t.login('manager'), t.login('agent')]);
});
afterAll(async () => {
  await t.close();
});

type SaveInput = InputOf<typeof houseSearchTagSave>;

async function save(input: SaveInput, token = agent) {
  const { status, body } = await t.call(houseSearchTagSave, input, { token });
  return { status, body };
}

async function saved(input: SaveInput, token = agent) {
  const { status, body } = await save(input, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const tagsOf = async (token: string, kind?: HouseKind) => (await t.call(houseSearchTagList, kind ? { kind } : {}, { token })).body.data.list;

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${(serial += 1)}`;

describe('saved searches (search tags)', () => {
  it('keeps a saved search personal: only its owner lists, changes or deletes it', async () => {
    const tag = await saved({ kind: 'sale', name: uniqueName('两房'), query: { rooms: [2], status: ['valid'] } });
    expect(tag).toMatchObject({ kind: 'sale', query: { rooms: [2], status: ['valid'], sort: 'updated_at', order: 'desc' } });
    expect((await tagsOf(agent)).map((x) => x.id)).toContain(tag.id);
    expect((await tagsOf(manager)).map((x) => x.id)).not.toContain(tag.id);

    const foreign = await save({ id: tag.id, kind: 'sale', name: '别人的', query: {} }, manager);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ERRORS.NOT_FOUND.code);
    const foreignDelete = await t.call(houseSearchTagDelete, { id: tag.id }, { token: manager });
    expect(foreignDelete.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await tagsOf(agent)).find((x) => x.id === tag.id)).toEqual(tag);

    const renamed = await saved({ id: tag.id, kind: 'sale', name: uniqueName('三房'), query: { rooms: [3] } });
    expect(renamed).toMatchObject({ id: tag.id, query: { rooms: [3] } });
    expect(renamed.query.status).toBeUndefined();
    expect((await t.call(houseSearchTagDelete, { id: tag.id }, { token: agent })).body.code).toBe('200000');
    expect((await tagsOf(agent)).map((x) => x.id)).not.toContain(tag.id);
    expect((await t.call(houseSearchTagDelete, { id: tag.id }, { token: agent })).status).toBe(404);

    // The mutations are in the operation log.
    const logged = await t.db.selectFrom('operation_log').select(['endpoint', 'result_code'])
      .where('endpoint', 'in', ['house/housesearchtagsave', 'house/housesearchtagdelete']).where('target_id', '=', tag.id).execute();
    expect(logged.filter((l) => l.result_code === '200000').map((l) => l.endpoint).sort())
      .toEqual(['house/housesearchtagdelete', 'house/housesearchtagsave', 'house/housesearchtagsave']);
  });

  it('lists only the saved searches of the kind asked for', async () => {
    const sale = await saved({ kind: 'sale', name: uniqueName('出售'), query: {} });
    const rent = await saved({ kind: 'rent', name: uniqueName('出租'), query: {} });
    expect((await tagsOf(agent, 'sale')).map((x) => x.id)).toContain(sale.id);
    expect((await tagsOf(agent, 'sale')).map((x) => x.id)).not.toContain(rent.id);
    expect((await tagsOf(agent, 'rent')).every((x) => x.kind === 'rent')).toBe(true);
    const all = (await tagsOf(agent)).map((x) => x.id);
    expect(all).toEqual(expect.arrayContaining([sale.id, rent.id]));
  });

  it('refuses a second saved search of the same name for the same person and kind', async () => {
    const name = uniqueName('学区房');
    const first = await saved({ kind: 'sale', name, query: { has_keys: 1 } });
    const twice = await t.call(houseSearchTagSave, { kind: 'sale', name: ` ${name} `, query: {} }, { token: agent, lang: 'zh' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERRORS.CONFLICT.code);
    expect(twice.body.message).toBe(`已存在：名为“${name}”的常用搜索`);
    // Renaming another tag onto the name is refused too; the same name is free for the other kind and other people.
    const other = await saved({ kind: 'sale', name: uniqueName('其他'), query: {} });
    expect((await save({ id: other.id, kind: 'sale', name, query: {} })).body.code).toBe(ERRORS.CONFLICT.code);
    await saved({ kind: 'rent', name, query: {} });
    await saved({ kind: 'sale', name, query: {} }, manager);
    // Saving a tag under its own name is no conflict.
    expect((await saved({ id: first.id, kind: 'sale', name, query: { has_keys: 0 } })).query.has_keys).toBe(0);
  });

  it(`caps saved searches at ${HOUSE_SEARCH_TAG_MAX} per person and kind`, async () => {
    const token = await t.login('admin');
    const held = (await tagsOf(token, 'rent')).length;
    for (let i = held; i < HOUSE_SEARCH_TAG_MAX; i += 1) await saved({ kind: 'rent', name: uniqueName('上限'), query: {} }, token);
    const over = await save({ kind: 'rent', name: uniqueName('超出'), query: {} }, token);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
    expect(over.body.message).toContain(`you already keep ${HOUSE_SEARCH_TAG_MAX} saved searches of this kind`);
    expect(await tagsOf(token, 'rent')).toHaveLength(HOUSE_SEARCH_TAG_MAX);
    // A full kind still renames its tags, and the other kind is counted apart.
    const [first] = await tagsOf(token, 'rent');
    await saved({ id: first!.id, kind: 'rent', name: uniqueName('改名'), query: {} }, token);
    const sale = await saved({ kind: 'sale', name: uniqueName('出售'), query: {} }, token);
    // Moving a tag into the full kind counts against it.
    expect((await save({ id: sale.id, kind: 'rent', name: sale.name, query: {} }, token)).body.code).toBe(ERRORS.QUOTA_EXCEEDED.code);
  });

  it('refuses a saved search whose query the house list would refuse', async () => {
    const before = (await tagsOf(agent)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ status: ['on_fire'] }, 'query.status.0'],
      [{ price_min: 500, price_max: 100 }, 'query.price_max'],
      [{ area_min: 90, area_max: 60 }, 'query.area_max'],
      [{ rooms: [99] }, 'query.rooms.0'],
      [{ no_such_filter: 1 }, 'query.no_such_filter'],
      [{ page: 2 }, 'query.page'],
      [{ kind: 'rent' }, 'query.kind'],
      [{ keyword: 'x'.repeat(51) }, 'query.keyword'],
    ];
    const badDisplay = await t.call(houseSearchTagSave, { kind: 'sale', name: uniqueName('坏'), query: {}, display: { colour: 'red' } } as SaveInput, { token: agent });
    expect(Object.keys((badDisplay.body.data as unknown as { fields: Record<string, string> }).fields)).toContain('display.colour');
    for (const [query, field] of cases) {
      const { status, body } = await t.call(houseSearchTagSave, { kind: 'sale', name: uniqueName('坏'), query } as SaveInput, { token: agent });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: Record<string, string> }).fields), JSON.stringify(query)).toContain(field);
    }
    expect(await tagsOf(agent)).toHaveLength(before);
  });

  it('stores the query so that applying it gives the list input it was saved from', async () => {
    const query = {
      keyword: 'wkcs', price_min: 1_000_000, price_max: 9_000_000, rooms: [2, 3], status: ['valid' as const, 'reserved' as const],
      has_keys: 1 as const, sort: 'price' as const, order: 'asc' as const,
    };
    const display = { region_name: '万科城市花园', area_path: [1, 3] };
    const tag = await saved({ kind: 'sale', name: uniqueName('应用'), query, display });
    const [stored] = (await tagsOf(agent, 'sale')).filter((x) => x.id === tag.id);
    expect(stored!.display).toEqual(display);
    const applied = houseList.input.parse({ ...stored!.query, kind: stored!.kind });
    expect(applied).toMatchObject({ ...query, kind: 'sale', page: 1, limit: 20 });
    const direct = await t.call(houseList, { kind: 'sale', ...query, rooms: '2,3', status: 'valid,reserved' }, { token: agent });
    const viaTag = await t.call(houseList, {
      ...applied, rooms: applied.rooms?.join(','), status: applied.status?.join(','),
    } as InputOf<typeof houseList>, { token: agent });
    expect(viaTag.body.data).toEqual(direct.body.data);
  });
});

describe('house/housestate', () => {
  const FILTERS: Omit<InputOf<typeof houseState>, 'kind'>[] = [
    {},
    { pool: 'public' },
    { rooms: '2,3', price_min: 1_000_000, price_max: 8_000_000 },
    { has_keys: 1 },
    { keyword: 'wkcs' },
    { grade: 'a', area_min: 60 },
  ];

  async function counts(input: InputOf<typeof houseState>, token: string) {
    const { status, body } = await t.call(houseState, input, { token });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  it('counts the houses of each status as the list totals them, within the scope of agent, manager and admin', async () => {
    const totals: Record<string, number> = {};
    for (const [who, token] of [['agent', agent], ['manager', manager], ['admin', admin]] as const) {
      for (const kind of ['sale', 'rent'] as const) {
        for (const filters of FILTERS) {
          const input = { kind, ...filters } as InputOf<typeof houseState>;
          const data = await counts(input, token);
          expect(data.list.map((c) => c.status)).toEqual([...HOUSE_STATUSES]);
          const listTotal = async (status?: string) => (await t.call(houseList, { ...input, limit: 1, ...(status ? { status } : {}) } as InputOf<typeof houseList>, { token })).body.data.page.total;
          const perStatus = await Promise.all(HOUSE_STATUSES.map((status) => listTotal(status)));
          expect(data.list.map((c) => c.count), `${who} ${JSON.stringify(input)}`).toEqual(perStatus);
          expect(data.total).toBe(await listTotal());
          expect(data.total_cap).toBe(HOUSE_TOTAL_CAP);
          if (Object.keys(filters).length === 0) totals[`${who}:${kind}`] = data.total;
        }
      }
    }
    // The demo data gives each a different reach: own houses and the public pool, the store's, the company's.
    for (const kind of ['sale', 'rent']) {
      expect(totals[`agent:${kind}`]).toBeGreaterThan(0);
      expect(totals[`agent:${kind}`]).toBeLessThan(totals[`manager:${kind}`]!);
      expect(totals[`manager:${kind}`]).toBeLessThan(totals[`admin:${kind}`]!);
    }
  });

  it('refuses the filters the list refuses, and a status or paging it does not count by', async () => {
    for (const [input, field] of [
      [{ kind: 'sale', price_min: 5, price_max: 1 }, 'price_max'],
      [{ kind: 'sale', status: 'valid' }, 'status'],
      [{ kind: 'sale', page: 1 }, 'page'],
      [{ kind: 'villa' }, 'kind'],
    ] as const) {
      const { status, body } = await t.call(houseState, input as unknown as InputOf<typeof houseState>, { token: agent });
      expect(status).toBe(400);
      expect(Object.keys((body.data as unknown as { fields: Record<string, string> }).fields)).toContain(field);
    }
  });
});
