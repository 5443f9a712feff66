import type { Db } from '../../core/db/database.js';
import { ADMIN_ROLE_CODE } from '../access/access.service.js';
import { departmentHead, type DepartmentLevel, type Directory, type StepDef } from './resolve.js';

// The people a step may name, read for one step as it starts (resolve.ts decides among them).

// A person without a position ranks below every position.
const NO_RANK = 1_000_000;
// How far up the department tree a head is looked for.
const MAX_LEVELS = 8;

async function managerOfStore(db: Db, storeId: number | null): Promise<number | null> {
  if (storeId === null) return null;
  const row = await db.selectFrom('store').select('manager_id').where('id', '=', storeId).executeTakeFirst();
  return row?.manager_id ?? null;
}

async function headOf(db: Db, applicant: { id: number; department_id: number | null; rank: number }): Promise<number | null> {
  const levels: DepartmentLevel[] = [];
  let departmentId = applicant.department_id;
  while (departmentId !== null && levels.length < MAX_LEVELS) {
    const [department, members] = await Promise.all([
      db.selectFrom('department').select('parent_id').where('id', '=', departmentId).executeTakeFirst(),
      db.selectFrom('staff as s').leftJoin('position as p', 'p.id', 's.position_id').select(['s.id', 'p.sort'])
        .where('s.department_id', '=', departmentId).where('s.status', '=', 'active').execute(),
    ]);
    levels.push({ members: members.map((m) => ({ id: m.id, rank: m.sort ?? NO_RANK })) });
    departmentId = department?.parent_id ?? null;
  }
  return departmentHead(applicant, levels);
}

export async function loadDirectory(
  db: Db, step: StepDef, who: { applicantId: number; applicantStoreId: number | null; maintainerId: number | null },
): Promise<Directory> {
  const applicant = await db.selectFrom('staff as s').leftJoin('position as p', 'p.id', 's.position_id')
    .select(['s.id', 's.department_id', 's.store_id', 'p.sort']).where('s.id', '=', who.applicantId).executeTakeFirstOrThrow();
  const kind = step.approver_kind;
  const storeManagerId = kind === 'store_manager' ? await managerOfStore(db, who.applicantStoreId ?? applicant.store_id) : null;
  const departmentHeadId = kind === 'department_head'
    ? await headOf(db, { id: applicant.id, department_id: applicant.department_id, rank: applicant.sort ?? NO_RANK })
    : null;
  let maintainerManagerId: number | null = null;
  if (kind === 'maintainer_manager' && who.maintainerId !== null) {
    const maintainer = await db.selectFrom('staff').select('store_id').where('id', '=', who.maintainerId).executeTakeFirst();
    maintainerManagerId = await managerOfStore(db, maintainer?.store_id ?? null);
  }
  const roleHolders = new Map<number, number[]>();
  if (kind === 'role' && step.role_id !== null) {
    const holders = await db.selectFrom('staff').select('id').where('role_id', '=', step.role_id).where('status', '=', 'active')
      .orderBy('id').execute();
    roleHolders.set(step.role_id, holders.map((h) => h.id));
  }
  const named = [step.staff_id, storeManagerId, departmentHeadId, maintainerManagerId, ...(roleHolders.get(step.role_id ?? 0) ?? [])]
    .filter((id): id is number => id !== null);
  const [active, admins] = await Promise.all([
    named.length ? db.selectFrom('staff').select('id').where('id', 'in', named).where('status', '=', 'active').execute() : [],
    db.selectFrom('staff as s').innerJoin('role as r', 'r.id', 's.role_id').select('s.id')
      .where('r.code', '=', ADMIN_ROLE_CODE).where('s.status', '=', 'active').orderBy('s.id').execute(),
  ]);
  return {
    applicantId: applicant.id, storeManagerId, departmentHeadId, maintainerManagerId, roleHolders,
    active: new Set(active.map((a) => a.id)), adminIds: admins.map((a) => a.id),
  };
}
