import type { ApproverKind, FlowStepInput } from '@brokerage/contract';

// Who approves a step (pure: the people it may name are looked up beforehand, directory.ts). The applicant never
// approves their own request; a step whose kind finds nobody active goes to the administrators, and only when there
// is none besides the applicant to the applicant (a company of one administrator).

export type StepDef = Pick<FlowStepInput, 'approver_kind' | 'staff_id' | 'role_id' | 'mode' | 'overdue'>;

export type Directory = {
  applicantId: number;
  // The manager of the applicant's store.
  storeManagerId: number | null;
  // The most senior other person of the applicant's department or the nearest department above (departmentHead).
  departmentHeadId: number | null;
  // The manager of the store of the record's maintainer.
  maintainerManagerId: number | null;
  // Active holders of each role a step names, in id order.
  roleHolders: ReadonlyMap<number, readonly number[]>;
  // Which of the people named (by the step, or as managers) are active staff.
  active: ReadonlySet<number>;
  // The active administrators, in id order.
  adminIds: readonly number[];
};

export type ResolvedStep = { approvers: number[]; fallback: boolean };

function candidates(kind: ApproverKind, step: StepDef, dir: Directory): readonly number[] {
  switch (kind) {
    case 'staff':
      return step.staff_id === null ? [] : [step.staff_id];
    case 'role':
      return step.role_id === null ? [] : dir.roleHolders.get(step.role_id) ?? [];
    case 'store_manager':
      return dir.storeManagerId === null ? [] : [dir.storeManagerId];
    case 'department_head':
      return dir.departmentHeadId === null ? [] : [dir.departmentHeadId];
    case 'maintainer_manager':
      return dir.maintainerManagerId === null ? [] : [dir.maintainerManagerId];
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function resolveStep(step: StepDef, dir: Directory): ResolvedStep {
  const named = unique(candidates(step.approver_kind, step, dir).filter((id) => id !== dir.applicantId && dir.active.has(id)));
  if (named.length) return { approvers: named, fallback: false };
  const admins = unique(dir.adminIds.filter((id) => id !== dir.applicantId));
  if (admins.length) return { approvers: admins, fallback: true };
  return { approvers: [dir.applicantId], fallback: true };
}

export type DepartmentLevel = { members: readonly { id: number; rank: number }[] };

// The head of the applicant's department: its most senior member who outranks the applicant (the lowest position
// rank, then the lowest id), else the same one level up, and so on; `levels` go from the applicant's department up.
export function departmentHead(applicant: { id: number; rank: number }, levels: readonly DepartmentLevel[]): number | null {
  for (const level of levels) {
    const others = level.members.filter((m) => m.id !== applicant.id && m.rank < applicant.rank)
      .sort((a, b) => a.rank - b.rank || a.id - b.id);
    if (others[0]) return others[0].id;
  }
  return null;
}
