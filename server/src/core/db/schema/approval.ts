import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

// Approvals (migration 060): flows, approvals with their pending change, the approvers' tasks, the chain.
export type ApprovalFlowTable = {
  id: Generated<number>; item_type: string; store_id: number | null; enabled: Flag; steps: string; version: number;
  updated_by: number | null; created_at: number; updated_at: number;
};
export type ApprovalTable = {
  id: Generated<number>; item_type: string; category: string; record_kind: string; record_id: number; record_version: number;
  subject: string; payload: string; applicant_id: number; applicant_store_id: number | null; flow_id: number | null; steps: string;
  current_step: number | null; status: string; note: string; result: string; result_i18n: string; due_at: number | null; due_action: string | null;
  overdue_passed: Generated<Flag>; created_at: number; updated_at: number; finished_at: number | null;
};
export type ApprovalTaskTable = {
  id: Generated<number>; approval_id: number; category: string; step: number; seq: number; staff_id: number; state: string;
  fallback: Generated<Flag>; comment: string; acted_at: number | null; created_at: number;
};
export type ApprovalChainTable = {
  id: Generated<number>; approval_id: number; action: string; step: number | null; staff_id: number | null;
  to_staff_id: number | null; comment: string; created_at: number;
};
