import { describe, expect, it } from 'vitest';
import { departmentHead, resolveStep, type Directory, type StepDef } from './resolve.js';

const dir = (overrides: Partial<Directory> = {}): Directory => ({
  applicantId: 10, storeManagerId: 2, departmentHeadId: 3, maintainerManagerId: 4,
  roleHolders: new Map([[7, [5, 6, 10]]]), active: new Set([1, 2, 3, 4, 5, 6, 8]), adminIds: [1, 8], ...overrides,
});
const step = (kind: StepDef['approver_kind'], extra: Partial<StepDef> = {}): StepDef => ({
  approver_kind: kind, staff_id: null, role_id: null, mode: 'sequential', overdue: null, ...extra,
});

describe('flow resolution: who approves a step', () => {
  it('names the person, the role\'s holders, the applicant\'s store manager, department head and the maintainer\'s manager', () => {
    expect(resolveStep(step('staff', { staff_id: 5 }), dir())).toEqual({ approvers: [5], fallback: false });
    expect(resolveStep(step('role', { role_id: 7, mode: 'any' }), dir())).toEqual({ approvers: [5, 6], fallback: false });
    expect(resolveStep(step('store_manager'), dir())).toEqual({ approvers: [2], fallback: false });
    expect(resolveStep(step('department_head'), dir())).toEqual({ approvers: [3], fallback: false });
    expect(resolveStep(step('maintainer_manager'), dir())).toEqual({ approvers: [4], fallback: false });
  });

  it('never lets the applicant approve their own request, and skips people who are not active', () => {
    expect(resolveStep(step('store_manager'), dir({ storeManagerId: 10 }))).toEqual({ approvers: [1, 8], fallback: true });
    expect(resolveStep(step('staff', { staff_id: 9 }), dir())).toEqual({ approvers: [1, 8], fallback: true });
    expect(resolveStep(step('role', { role_id: 7 }), dir({ active: new Set([1, 8, 10]) }))).toEqual({ approvers: [1, 8], fallback: true });
  });

  it('gives a step that finds nobody to the administrators, and to the applicant only when they are the only administrator', () => {
    expect(resolveStep(step('maintainer_manager'), dir({ maintainerManagerId: null }))).toEqual({ approvers: [1, 8], fallback: true });
    expect(resolveStep(step('role', { role_id: 99 }), dir())).toEqual({ approvers: [1, 8], fallback: true });
    expect(resolveStep(step('store_manager'), dir({ storeManagerId: null, adminIds: [10] }))).toEqual({ approvers: [10], fallback: true });
    expect(resolveStep(step('store_manager'), dir({ applicantId: 1, storeManagerId: null, adminIds: [1, 8] }))).toEqual({ approvers: [8], fallback: true });
  });

  it('takes as department head the most senior member who outranks the applicant, looking up the tree when there is none', () => {
    const levels = [
      { members: [{ id: 10, rank: 4 }, { id: 11, rank: 4 }, { id: 12, rank: 3 }] },
      { members: [{ id: 20, rank: 2 }] },
    ];
    expect(departmentHead({ id: 10, rank: 4 }, levels)).toBe(12);
    expect(departmentHead({ id: 12, rank: 3 }, levels)).toBe(20);
    expect(departmentHead({ id: 20, rank: 2 }, levels)).toBeNull();
    expect(departmentHead({ id: 10, rank: 4 }, [{ members: [{ id: 13, rank: 2 }, { id: 12, rank: 2 }] }])).toBe(12);
  });
});
