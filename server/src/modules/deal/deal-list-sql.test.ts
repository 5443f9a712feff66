import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context.js';
import { compileOnly } from '../../test/compile-only.js';
import { dealTotalsQuery } from './deal-list.service.js';

// The SQL of the deal list's totals, for a representative set of filters and callers, on both dialects: a change to
// the statement (such as joining tables it does not need) shows in review as a change of __snapshots__/deal-list.<dialect>.sql.

const callers = {
  admin: { scope: 'company', caller: { staffId: 1, storeId: null, departmentId: null, districtId: null } },
  manager: { scope: 'store', caller: { staffId: 7, storeId: 3, departmentId: 2, districtId: null } },
  agent: { scope: 'self', caller: { staffId: 9, storeId: 3, departmentId: 2, districtId: null } },
} as const;

type Filters = Parameters<typeof dealTotalsQuery>[1];
const filters: Filters = { kind: 'sale', status: ['effective', 'terminated'], signed_from: 1_700_000_000, signed_to: 1_767_225_600, store_id: 3, agent_id: 9 };

// [name, caller, input]
const CASES: [string, keyof typeof callers, Filters][] = [
  ['no filter', 'admin', {}],
  ['store manager', 'manager', {}],
  ['agent', 'agent', {}],
  ['keyword', 'admin', { keyword: '万科' }],
  ['every filter but the keyword', 'manager', filters],
  ['every filter', 'admin', { ...filters, keyword: 'CJ2025' }],
];

describe('the deal list\'s SQL', () => {
  it.each(['sqlite', 'postgres'] as const)('%s: the totals as reviewed', async (dialect) => {
    const db = compileOnly(dialect);
    const sections = CASES.map(([name, who, input]) => {
      const { sql, parameters } = dealTotalsQuery({ db, dialect, ...callers[who] } as unknown as Ctx, input).compile();
      return `-- ${name} (${who}): totals\n${sql};\n-- parameters: ${JSON.stringify(parameters)}\n`;
    });
    await expect(sections.join('\n')).toMatchFileSnapshot(`./__snapshots__/deal-list.${dialect}.sql`);
  });
});
