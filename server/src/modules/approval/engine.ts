import type { Selectable } from 'kysely';
import {
  APPROVAL_ITEMS, APPROVAL_RULE_TEXTS, APPROVAL_STATUS_LABELS, CHAIN_ACTION_LABELS, type ApprovalItemCode, type ApprovalStatus,
  type ChainAction, type Text,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { ApprovalTable } from '../../core/db/schema.js';
import { notify } from '../message/message-write.js';
import { doorShownTo, hideDoorInSubject } from '../../core/house-title.js';
import { withSubjectHouse } from './subject-house.js';
import { loadDirectory } from './directory.js';
import { parseSteps } from './flow.service.js';
import { approvalItem, type ApprovalEnding } from './registry.js';
import { resolveStep } from './resolve.js';

// The flow of one approval, inside the transaction of the operation that moves it: starting a step (its approvers
// found then), finishing one, and ending the approval, where an approved end applies the pending change.

export type ApprovalRow = Selectable<ApprovalTable>;

const HOUR = 3600;

// The approval, held for the rest of the transaction by an update that changes nothing (a row lock on PostgreSQL,
// the write lock on SQLite, in both dialects' words): two operations on one approval run one after the other, and
// the second reads what the first did.
export async function lockApproval(trx: Db, id: number): Promise<ApprovalRow | undefined> {
  return trx.updateTable('approval').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function writeChain(
  trx: Db, approvalId: number, action: ChainAction,
  entry: { step?: number | null; staffId: number | null; toStaffId?: number | null; comment?: string }, now: number,
): Promise<void> {
  await trx.insertInto('approval_chain').values({
    approval_id: approvalId, action, step: entry.step ?? null, staff_id: entry.staffId, to_staff_id: entry.toStaffId ?? null,
    comment: entry.comment ?? '', created_at: now,
  }).execute();
}

// The item's name in the four languages, so each reader sees it in theirs.
const itemName = (a: ApprovalRow) => APPROVAL_ITEMS[a.item_type as ApprovalItemCode]?.name ?? a.item_type;

// The subject as each reader of a message may read it (a 加密 house's door, core/house-title.ts).
async function subjectFor(trx: Db, a: ApprovalRow): Promise<(reader: number) => string> {
  const house = await withSubjectHouse(trx).select(['sh.level', 'sh.maintainer_id', 'sh.recorder_id', 'sd.name as door'])
    .where('a.id', '=', a.id).executeTakeFirst();
  return (reader) => {
    if (!house?.level || house.maintainer_id === null || house.recorder_id === null) return a.subject;
    const keepers = { level: house.level, maintainer_id: house.maintainer_id, recorder_id: house.recorder_id };
    return doorShownTo(keepers, reader) ? a.subject : hideDoorInSubject(a.subject, house.door);
  };
}

// System messages through the one notify(): worded in each reader's language when read, one per subject as its readers
// may read it.
export async function noticeApprovers(trx: Db, a: ApprovalRow, staffIds: number[], now: number): Promise<void> {
  const [applicant, subject] = await Promise.all([
    trx.selectFrom('staff').select('name').where('id', '=', a.applicant_id).executeTakeFirst(), subjectFor(trx, a),
  ]);
  const bySubject = new Map<string, number[]>();
  for (const id of staffIds) bySubject.set(subject(id), [...(bySubject.get(subject(id)) ?? []), id]);
  for (const [text, to] of bySubject) {
    await notify(trx, { kind: 'approvalStep', to, params: { applicant: applicant?.name ?? '', item: itemName(a), subject: text }, now });
  }
}

async function noticeApplicant(trx: Db, a: ApprovalRow, status: ApprovalStatus, reason: string, now: number): Promise<void> {
  const subject = await subjectFor(trx, a);
  await notify(trx, {
    kind: 'approvalResult', to: [a.applicant_id],
    params: { item: itemName(a), subject: subject(a.applicant_id), result: APPROVAL_STATUS_LABELS[status], reason },
    now,
  });
}

async function refresh(trx: Db, id: number): Promise<ApprovalRow> {
  return trx.selectFrom('approval').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

// Step `step` (1-based) begins: its approvers are found now, tasks are written (依次: only the first may act) and the
// ones who may act are told.
export async function startStep(trx: Db, a: ApprovalRow, step: number, maintainerId: number | null, now: number): Promise<void> {
  const def = parseSteps(a.steps)[step - 1];
  if (!def) throw new Error(`approval ${a.id} has no step ${step}`);
  const directory = await loadDirectory(trx, def, { applicantId: a.applicant_id, applicantStoreId: a.applicant_store_id, maintainerId });
  const { approvers, fallback } = resolveStep(def, directory);
  const sequential = def.mode === 'sequential';
  await trx.insertInto('approval_task').values(approvers.map((staffId, index) => ({
    approval_id: a.id, category: a.category, step, seq: index + 1, staff_id: staffId,
    state: sequential && index > 0 ? 'waiting' : 'pending', fallback: fallback ? 1 : 0, comment: '', acted_at: null, created_at: now,
  }))).execute();
  const due = def.overdue;
  await trx.updateTable('approval').set({
    current_step: step,
    due_at: due ? now + due.hours * HOUR : null,
    due_action: due && due.action !== 'wait' ? due.action : null,
    updated_at: now,
  }).where('id', '=', a.id).execute();
  await noticeApprovers(trx, a, sequential ? approvers.slice(0, 1) : approvers, now);
}

// The maintainer a 'maintainer_manager' step asks about: stored in the payload by the module as `maintainer_id`.
export function maintainerOf(a: ApprovalRow): number | null {
  const payload = JSON.parse(a.payload) as { maintainer_id?: unknown };
  return typeof payload.maintainer_id === 'number' ? payload.maintainer_id : null;
}

// The current step is complete: the next one starts, or the approval ends approved.
export async function advance(trx: Db, a: ApprovalRow, now: number): Promise<void> {
  const step = a.current_step ?? 0;
  if (step < parseSteps(a.steps).length) {
    await startStep(trx, a, step + 1, maintainerOf(a), now);
    return;
  }
  await endApproved(trx, await refresh(trx, a.id), now);
}

// Tasks still open on the approval are no longer needed.
async function closeOpenTasks(trx: Db, approvalId: number): Promise<void> {
  await trx.updateTable('approval_task').set({ state: 'skipped' })
    .where('approval_id', '=', approvalId).where('state', 'in', ['pending', 'waiting']).execute();
}

async function end(
  trx: Db, a: ApprovalRow, status: ApprovalStatus, result: { text?: string; i18n?: Text | null }, now: number,
): Promise<void> {
  await closeOpenTasks(trx, a.id);
  await trx.updateTable('approval').set({
    status, current_step: null, due_at: null, due_action: null, result: result.text ?? '',
    result_i18n: result.i18n ? JSON.stringify(result.i18n) : '', updated_at: now, finished_at: now,
  }).where('id', '=', a.id).execute();
  await noticeApplicant(trx, a, status, result.i18n?.zh ?? result.text ?? '', now);
}

// The item's record is told the approval ended without its change, when the item asks to be (its `reject`).
async function tellRecord(trx: Db, a: ApprovalRow, status: ApprovalEnding['status'], reason: ApprovalEnding['reason'], now: number): Promise<void> {
  const item = approvalItem(a.item_type);
  if (!item?.reject) return;
  await item.reject(trx, { approvalId: a.id, recordId: a.record_id, recordVersion: Number(a.record_version), status, reason, now });
}

// 未通过: by an approver's rejection (its reason), the overdue rule, or the record having changed.
export async function endRejected(trx: Db, a: ApprovalRow, result: { text?: string; i18n?: Text | null }, now: number): Promise<void> {
  await end(trx, a, 'rejected', result, now);
  await tellRecord(trx, a, 'rejected', { text: result.text ?? result.i18n?.zh ?? '', i18n: result.i18n ?? null }, now);
}

// 已撤回 by the applicant: nothing changes; the approvers' open tasks go.
export async function endWithdrawn(trx: Db, a: ApprovalRow, now: number): Promise<void> {
  await closeOpenTasks(trx, a.id);
  await trx.updateTable('approval').set({ status: 'withdrawn', current_step: null, due_at: null, due_action: null, updated_at: now, finished_at: now })
    .where('id', '=', a.id).execute();
  const reason = APPROVAL_STATUS_LABELS.withdrawn;
  await tellRecord(trx, a, 'withdrawn', { text: reason.zh, i18n: reason }, now);
}

// The flow ended approved: the change applies now if the record is still at the version it was asked for and the
// item's own rules still hold; otherwise the approval ends 未通过 with the reason and nothing is applied.
async function endApproved(trx: Db, a: ApprovalRow, now: number): Promise<void> {
  const item = approvalItem(a.item_type);
  if (!item) throw new Error(`approval item ${a.item_type} is not registered`);
  const version = await item.currentVersion(trx, a.record_id);
  const refuse = async (reason: Text) => {
    await writeChain(trx, a.id, 'conflict', { staffId: null, comment: '' }, now);
    await endRejected(trx, a, { i18n: reason }, now);
  };
  if (version === null) return refuse(APPROVAL_RULE_TEXTS.recordGone);
  if (version !== Number(a.record_version)) return refuse(APPROVAL_RULE_TEXTS.recordChanged);
  const effect = {
    approvalId: a.id, recordId: a.record_id, recordVersion: Number(a.record_version), payload: item.payload.parse(JSON.parse(a.payload)),
    applicantId: a.applicant_id, applicantStoreId: a.applicant_store_id, now,
  };
  const broken = item.recheck ? await item.recheck(trx, effect) : null;
  if (broken) return refuse(broken);
  await item.apply(trx, effect);
  await writeChain(trx, a.id, 'applied', { staffId: null }, now);
  await end(trx, a, a.overdue_passed ? 'overdue_approved' : 'approved', {}, now);
}

// The step's approvers who approved, per mode: is the step done?
export async function stepDone(trx: Db, a: ApprovalRow): Promise<boolean> {
  const open = await trx.selectFrom('approval_task').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('approval_id', '=', a.id).where('step', '=', a.current_step).where('state', 'in', ['pending', 'waiting']).executeTakeFirstOrThrow();
  return Number(open.n) === 0;
}

// After an approval on a 依次 step, the next in line may act; 或签: the others are no longer needed.
export async function afterApprove(trx: Db, a: ApprovalRow, mode: string, now: number): Promise<void> {
  const step = a.current_step ?? 0;
  if (mode === 'any') {
    await trx.updateTable('approval_task').set({ state: 'skipped' })
      .where('approval_id', '=', a.id).where('step', '=', step).where('state', 'in', ['pending', 'waiting']).execute();
  } else if (mode === 'sequential') {
    const next = await trx.selectFrom('approval_task').select(['id', 'staff_id']).where('approval_id', '=', a.id).where('step', '=', step)
      .where('state', '=', 'waiting').orderBy('seq').limit(1).executeTakeFirst();
    if (next) {
      await trx.updateTable('approval_task').set({ state: 'pending' }).where('id', '=', next.id).execute();
      await noticeApprovers(trx, a, [next.staff_id], now);
    }
  }
  if (await stepDone(trx, a)) await advance(trx, a, now);
}

// The overdue rule of the current step: approve passes the step (the approval then ends 超期通过), reject ends it.
export async function applyOverdue(trx: Db, a: ApprovalRow, now: number): Promise<void> {
  const step = a.current_step;
  if (a.due_action === 'approve') {
    await trx.updateTable('approval_task').set({ state: 'skipped' })
      .where('approval_id', '=', a.id).where('step', '=', step).where('state', 'in', ['pending', 'waiting']).execute();
    await trx.updateTable('approval').set({ overdue_passed: 1, due_at: null, due_action: null, updated_at: now }).where('id', '=', a.id).execute();
    await writeChain(trx, a.id, 'overdue_approve', { step, staffId: null }, now);
    await advance(trx, await refresh(trx, a.id), now);
  } else {
    await writeChain(trx, a.id, 'overdue_reject', { step, staffId: null }, now);
    await endRejected(trx, a, { i18n: CHAIN_ACTION_LABELS.overdue_reject }, now);
  }
}

// Moves the approval's updated time (an operation that does not change the flow, like a transfer).
export async function touch(trx: Db, id: number, now: number): Promise<void> {
  await trx.updateTable('approval').set({ updated_at: now }).where('id', '=', id).execute();
}
