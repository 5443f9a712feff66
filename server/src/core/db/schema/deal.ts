import type { Generated } from 'kysely';

// Deals, their money and QR payment.

// Deals (migration 090): money in fen, shares in basis points.
export type DealTable = {
  id: Generated<number>; kind: string; contract_no: string; status: string; house_id: number; customer_id: number;
  buyer_name: string; buyer_phone_enc: string; buyer_phone_masked: string; seller_name: string; seller_phone_enc: string;
  seller_phone_masked: string; price: number; signed_at: number; buyer_commission: number; seller_commission: number;
  agent_id: number; store_id: number | null; recorder_id: number; remark: Generated<string>; approval_id: number | null;
  reason: Generated<string>; prev_house_status: string | null; prev_house_until: number | null; prev_customer_status: string | null;
  effective_at: number | null; version: Generated<number>; created_at: number; updated_at: number;
  picture_count: Generated<number>; reason_i18n: Generated<string>;
};
export type DealSplitTable = { id: Generated<number>; deal_id: number; sort: number; role: string; staff_id: number; share: number; amount: number };
// A person's performance on a deal in one company month: receivable (应收业绩) in the signing month, taken back
// (negative) in a termination's month; received (实收业绩) in the month of each receipt or refund.
export type DealPerformanceTable = {
  id: Generated<number>; deal_id: number; staff_id: number; store_id: number | null; month: string; receivable: number;
  received: Generated<number>; created_at: number; updated_at: number;
};

export type DealStepTable = {
  id: Generated<number>; deal_id: number; sort: number; code: string; responsible_id: number; days: number; count_from: string;
  status: string; note: Generated<string>; done_at: number | null; done_by: number | null; created_at: number;
  overdue_told_for: Generated<number | null>; skip_reason: Generated<string>;
};

// Deal pictures (migration 093), stored like house certificates.
export type DealPictureTable = {
  id: Generated<number>; deal_id: number; kind: string; url: string; thumb_url: string; file_kind: string; size: number; width: number;
  height: number; original_name: Generated<string>; uploader_id: number | null; created_at: number;
};

// The deal's money ledgers (migration 092): amounts in fen.
export type DealMoneyTable = {
  id: Generated<number>; deal_id: number; direction: Generated<string>; money_type: string; payer: string; amount: number; due_at: number;
  remark: Generated<string>; status: string; approval_id: number | null; created_by: number; version: Generated<number>; created_at: number;
  updated_at: number;
};
export type DealPayTable = {
  id: Generated<number>; deal_id: number; deal_money_id: number | null; kind: string; money_type: string; payer: string; method: string;
  amount: number; paid_at: number; remark: Generated<string>; reference: Generated<string>; status: string; approval_id: number | null;
  created_by: number; version: Generated<number>; created_at: number; updated_at: number;
};

// QR payment (094-pay-orders): amounts in fen.
export type PayOrderTable = {
  id: Generated<number>; order_no: string; deal_id: number; deal_money_id: number; amount: number; provider: string; state: string;
  pay_url: string; reference: Generated<string>; receipt_id: number | null; failure: Generated<string>; created_by: number;
  created_at: number; expires_at: number; paid_at: number | null;
};
export type PaySandboxTradeTable = { order_no: string; amount: number; subject: Generated<string>; expires_at: number; trade_no: Generated<string>; paid_at: number | null };
