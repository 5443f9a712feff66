import { APPROVAL_ITEMS, APPROVAL_ITEM_CODES, type ApprovalItemCode, type FlowStepInput, type OperateAction } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { DEFAULT_COMPANY_ID } from '../core/settings.js';
import { ADMIN_ROLE_CODE } from '../modules/access/access.service.js';
import { applyOverdue, lockApproval } from '../modules/approval/engine.js';
import { ensureCompanyFlows } from '../modules/approval/flow.service.js';
import { applyOperation } from '../modules/approval/operate.service.js';
import type { Operator } from '../modules/approval/registry.js';
import { submitApproval } from '../modules/approval/submit.js';
import { houseCancelItem, houseInvalidItem, houseSubject } from '../modules/house/house-status.approval.js';

// Demo approvals: flows on for house 无效 / 注销 and every finance item, and a dozen house approvals in each status,
// made through the approval engine itself (so an approved one's house did change, and the chains and messages are
// what real use leaves).

const HOUR = 3600;
const PER_STATUS = 12;

export async function seedApprovals(db: Db, { now }: { now: number }): Promise<void> {
  await ensureCompanyFlows(db, now);
  const admin = await db.selectFrom('role').select('id').where('code', '=', ADMIN_ROLE_CODE).executeTakeFirstOrThrow();
  const flows: Partial<Record<ApprovalItemCode, FlowStepInput[]>> = {
    house_invalid: [{ approver_kind: 'store_manager', staff_id: null, role_id: null, mode: 'sequential', overdue: { hours: 48, action: 'approve' } }],
    house_cancel: [
      { approver_kind: 'store_manager', staff_id: null, role_id: null, mode: 'sequential', overdue: { hours: 72, action: 'wait' } },
      { approver_kind: 'role', staff_id: null, role_id: admin.id, mode: 'any', overdue: null },
    ],
  };
  for (const code of APPROVAL_ITEM_CODES.filter((c) => APPROVAL_ITEMS[c].category === 'finance')) {
    flows[code] = [
      { approver_kind: 'store_manager', staff_id: null, role_id: null, mode: 'sequential', overdue: null },
      { approver_kind: 'role', staff_id: null, role_id: admin.id, mode: 'any', overdue: { hours: 24, action: 'wait' } },
    ];
  }
  for (const [code, steps] of Object.entries(flows)) {
    await db.updateTable('approval_flow').set({ enabled: 1, steps: JSON.stringify(steps), version: 2, updated_at: now })
      .where('item_type', '=', code).where('store_id', 'is', null).execute();
  }

  // Agents' private houses on the market, one approval each.
  const houses = await db.selectFrom('house as h').innerJoin('staff as s', 's.id', 'h.maintainer_id').innerJoin('role as r', 'r.id', 's.role_id')
    .select(['h.id', 'h.version', 'h.status', 'h.maintainer_id', 's.store_id', 's.name'])
    .where('h.pool', '=', 'private').where('h.status', '=', 'valid').where('h.deleted_at', 'is', null).where('r.code', '=', 'agent')
    .orderBy('h.id').limit(PER_STATUS * 5).execute();
  const managers = new Map((await db.selectFrom('store').select(['id', 'manager_id']).execute()).map((s) => [s.id, s.manager_id]));
  const adminStaff = await db.selectFrom('staff').select(['id', 'name', 'store_id']).where('account', '=', 'admin').executeTakeFirstOrThrow();
  const staffNames = new Map((await db.selectFrom('staff').select(['id', 'name']).execute()).map((s) => [s.id, s.name]));
  const as = (staffId: number, storeId: number | null, at: number): Operator => ({
    lang: 'zh', now: at, caller: { staffId, storeId, companyId: DEFAULT_COMPANY_ID, name: staffNames.get(staffId) ?? '' },
  });
  const operate = async (id: number, who: Operator, action: OperateAction, comment = '') => {
    const a = await lockApproval(db, id);
    if (a) await applyOperation(db, who, a, { id, action, comment, to_staff_id: null });
  };

  const outcomes = ['pending', 'approved', 'rejected', 'withdrawn', 'overdue_approved'] as const;
  for (const [index, house] of houses.entries()) {
    const outcome = outcomes[index % outcomes.length] as (typeof outcomes)[number];
    const cancel = index % 3 === 2 && outcome !== 'overdue_approved';
    const item = cancel ? houseCancelItem : houseInvalidItem;
    // Pending ones were asked within the day, before their overdue rule comes due; overdue ones long enough ago
    // that their rule has run.
    const hoursAgo = outcome === 'pending' ? 1 + Math.floor(index / 5) : outcome === 'overdue_approved' ? 72 + index : 30 + index;
    const asked = now - hoursAgo * HOUR;
    const applicant = as(house.maintainer_id, house.store_id, asked);
    const reason = cancel ? '业主已自行出售' : '业主暂不出售';
    const id = await submitApproval(db, applicant, item, {
      recordId: house.id, recordVersion: house.version, subject: await houseSubject(db, house.id),
      payload: { from: 'valid' as const, to: cancel ? 'cancelled' as const : 'invalid' as const, reason, maintainer_id: house.maintainer_id }, note: index % 4 === 0 ? '已与业主电话确认' : '',
    });
    if (id === null) continue;
    const manager = house.store_id === null ? null : managers.get(house.store_id) ?? null;
    const managerAt = (hours: number) => as(manager ?? adminStaff.id, house.store_id, asked + hours * HOUR);
    if (outcome === 'approved') {
      await operate(id, managerAt(2), 'approve', '情况属实');
      if (cancel) await operate(id, as(adminStaff.id, adminStaff.store_id, asked + 5 * HOUR), 'approve');
    } else if (outcome === 'rejected') {
      await operate(id, managerAt(3), 'reject', '请先补充业主书面说明');
    } else if (outcome === 'withdrawn') {
      await operate(id, as(house.maintainer_id, house.store_id, asked + HOUR), 'withdraw', '业主改变主意');
    } else if (outcome === 'overdue_approved') {
      const a = await lockApproval(db, id);
      if (a?.due_at !== null && a?.due_at !== undefined) await applyOverdue(db, a, Number(a.due_at));
    }
  }
}
