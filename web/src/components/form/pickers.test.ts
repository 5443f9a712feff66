import { describe, expect, it } from 'vitest';
import type { DepartmentNode } from '@brokerage/contract';
import { staffLabel, staffOptions } from './staffOptions';
import { teamInStore, teamOptions } from './teamOptions';

const node = (id: number, name: string, level: number, store_id: number | null, children: DepartmentNode[] = []): DepartmentNode => ({
  id, parent_id: null, name, level, logo: '', store_id, sort: 0, staff_count: 0, children,
});

// Company → division → two stores with their teams; one team was added without a store of its own.
const TREE = [node(1, '公司', 1, null, [
  node(2, '浦东事业部', 2, null, [
    node(10, '陆家嘴店', 3, 7, [node(11, '陆家嘴店一组', 4, 7), node(12, '陆家嘴店二组', 4, null)]),
    node(20, '张江店', 3, 8, [node(21, '张江店一组', 4, 8)]),
  ]),
])];

const ids = (options: ReturnType<typeof teamOptions>): number[] => options.flatMap((o) => [o.value, ...ids(o.children)]);

describe('the team picker', () => {
  it('offers the whole company without a store', () => {
    expect(ids(teamOptions(TREE))).toEqual([1, 2, 10, 11, 12, 20, 21]);
    expect(ids(teamOptions(TREE, null))).toEqual([1, 2, 10, 11, 12, 20, 21]);
  });

  it('offers only the chosen store\'s departments, a team without a store of its own under its parent\'s store', () => {
    expect(teamOptions(TREE, 7).map((o) => o.title)).toEqual(['陆家嘴店']);
    expect(ids(teamOptions(TREE, 7))).toEqual([10, 11, 12]);
    expect(ids(teamOptions(TREE, 8))).toEqual([20, 21]);
    expect(teamOptions(TREE, 99)).toEqual([]);
  });

  it('tells whether a team belongs to the chosen store', () => {
    expect(teamInStore(TREE, 12, 7)).toBe(true);
    expect(teamInStore(TREE, 21, 7)).toBe(false);
    expect(teamInStore(TREE, 2, 7)).toBe(false);
    expect(teamInStore(TREE, 21, undefined)).toBe(true);
  });
});

describe('the staff picker', () => {
  it('names a person with what the search tells', () => {
    expect(staffLabel({ id: 1, name: '李明', account: 'manager', store_name: '陆家嘴店' })).toBe('李明 (manager · 陆家嘴店)');
    expect(staffLabel({ id: 1, name: '李明', account: 'manager', store_name: '' })).toBe('李明 (manager)');
    expect(staffLabel({ id: 1, name: '李明' })).toBe('李明');
  });

  it('offers the known people first, each person once, never the excluded', () => {
    const found = [{ id: 1, name: '王建国', account: 'admin' }, { id: 2, name: '李明', account: 'manager' }, { id: 3, name: '张伟', account: 'agent' }];
    const options = staffOptions(found, [{ value: 1, label: 'Myself (王建国)' }, { value: 9, label: '赵六' }], [3]);
    expect(options).toEqual([
      { value: 1, label: 'Myself (王建国)' }, { value: 9, label: '赵六' }, { value: 2, label: '李明 (manager)' },
    ]);
    expect(staffOptions(found, [{ value: 3, label: '张伟' }], [3])).toEqual([
      { value: 1, label: '王建国 (admin)' }, { value: 2, label: '李明 (manager)' },
    ]);
  });
});
