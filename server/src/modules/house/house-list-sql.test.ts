import { describe, expect, it } from 'vitest';
import type { Compilable } from 'kysely';
import { EXPORT_PAGE } from '../../core/export.js';
import type { Ctx } from '../../core/context.js';
import { compileOnly } from '../../test/compile-only.js';
import { listPageQuery, listTotalQuery } from './house-list.service.js';
import { eachStatusQuery, firstStatusesQuery } from './house-status-counts.js';
import { exportCountQuery } from './house-export.js';
import { regionsMatchingQuery, type HouseListInput, type ResolvedFilters } from './house-list.filters.js';

// The SQL each house list statement sends, for a representative set of filters and callers, on both dialects: a change
// to the list's queries shows in review as a change of the checked-in files (__snapshots__/house-list.<dialect>.sql).

const callers = {
  admin: { scope: 'company', caller: { staffId: 1, storeId: null, departmentId: null, districtId: null } },
  manager: { scope: 'store', caller: { staffId: 7, storeId: 3, departmentId: 2, districtId: null } },
  agent: { scope: 'self', caller: { staffId: 9, storeId: 3, departmentId: 2, districtId: null } },
} as const;

const none: ResolvedFilters = { keywordRegions: null, areas: null, labelBits: new Map() };
const page = { page: 2, limit: 20, sort: 'updated_at', order: 'desc' } as const;

// [name, caller, input, what its look-ups found]
const CASES: [string, keyof typeof callers, HouseListInput, ResolvedFilters][] = [
  ['no filter', 'admin', { kind: 'sale', ...page }, none],
  ['store manager', 'manager', { kind: 'sale', ...page }, none],
  ['agent, public pool', 'agent', { kind: 'rent', pool: 'public', ...page }, none],
  ['community and statuses', 'admin', { kind: 'sale', region_id: 11, status: ['valid', 'reserved'], ...page }, none],
  ['keyword of communities or a house id', 'admin', { kind: 'sale', keyword: '12', ...page }, { ...none, keywordRegions: [4, 5] }],
  ['keyword matching nothing', 'admin', { kind: 'sale', keyword: 'zzz', ...page }, { ...none, keywordRegions: [] }],
  ['city', 'manager', { kind: 'sale', area_id: 2, ...page }, { ...none, areas: [2, 21, 22] }],
  ['building', 'admin', { kind: 'sale', building_id: 31, ...page }, none],
  ['price and rooms', 'admin', { kind: 'sale', price_min: 2_000_000, price_max: 8_000_000, rooms: [2, 3], ...page }, none],
  ['area and floors by price', 'agent', { kind: 'sale', area_min: 80, area_max: 120, floor_min: 3, floor_max: 9, ...page, sort: 'price', order: 'asc' }, none],
  ['grade, level, use, decoration, orientation', 'admin',
    { kind: 'rent', grade: 'a', level: 'recommended', use: 'residence', decoration: 'fine', orientation: 'south', ...page }, none],
  ['keys and pictures', 'admin', { kind: 'sale', has_keys: 1, has_pictures: 0, ...page }, none],
  ['no keys, with pictures', 'admin', { kind: 'sale', has_keys: 0, has_pictures: 1, ...page }, none],
  ['labels with and without bits', 'manager', { kind: 'sale', label_ids: [1, 2, 60], ...page }, { ...none, labelBits: new Map([[1, 1], [2, 5]]) }],
  ['maintainer, store, update and follow-up dates', 'admin',
    { kind: 'sale', maintainer_id: 5, store_id: 3, updated_from: 1_700_000_000, updated_to: 1_700_086_400, followup_from: 1_690_000_000,
      followup_to: 1_700_000_000, ...page, sort: 'created_at' }, none],
];

function statements(ctx: Ctx, input: HouseListInput, resolved: ResolvedFilters): [string, Compilable][] {
  return [
    ['list count', listTotalQuery(ctx, input, resolved)],
    ['list page, under the cap', listPageQuery(ctx, input, resolved, false)],
    ['list page, past the cap', listPageQuery(ctx, input, resolved, true)],
    ['status tabs, the first houses', firstStatusesQuery(ctx, input, resolved)],
    ['status tabs, each status', eachStatusQuery(ctx, input, resolved)],
    ['export count', exportCountQuery(ctx, input, resolved)],
    ['export rows', listPageQuery(ctx, { ...input, ...EXPORT_PAGE }, resolved, false)],
  ];
}

describe('the house list\'s SQL', () => {
  it.each(['sqlite', 'postgres'] as const)('%s: each statement as reviewed', async (dialect) => {
    const db = compileOnly(dialect);
    const sections: string[] = [];
    const show = (title: string, statement: Compilable) => {
      const { sql, parameters } = statement.compile();
      sections.push(`-- ${title}\n${sql};\n-- parameters: ${JSON.stringify(parameters)}\n`);
    };
    for (const keyword of ['wanke', '万科']) show(`keyword look-up: ${keyword}`, regionsMatchingQuery({ db, dialect } as Ctx, keyword));
    for (const [name, who, input, resolved] of CASES) {
      const ctx = { db, dialect, ...callers[who] } as unknown as Ctx;
      for (const [statement, query] of statements(ctx, input, resolved)) show(`${name} (${who}): ${statement}`, query);
    }
    await expect(sections.join('\n')).toMatchFileSnapshot(`./__snapshots__/house-list.${dialect}.sql`);
  });
});
