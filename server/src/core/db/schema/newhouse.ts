import type { Generated } from 'kysely';

// New houses (migration 098): projects, their labels, layouts, the developer's agents, linked staff, pictures and
// reports. Money in fen, areas in hundredths of a square metre.
export type NewhouseTable = {
  id: Generated<number>;
  name: string;
  area_id: number | null;
  address: string;
  developer: string;
  use: string;
  sale_state: string;
  price_avg: number | null;
  price_total_min: number | null;
  price_total_max: number | null;
  opening_at: number | null;
  delivery_at: number | null;
  property_years: number | null;
  commission: string;
  protect_days: number;
  visit_days: number;
  phone_mode: string;
  published: Generated<number>;
  manager_id: number | null;
  description: string;
  picture_count: Generated<number>;
  created_by: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
export type NewhouseLabelTable = { newhouse_id: number; label_id: number };
export type NewhouseLayoutTable = {
  id: Generated<number>; newhouse_id: number; name: string; rooms: number; halls: number; toilets: number; area: number;
  price_total: number | null; orientation: string; sale_state: string; remark: string; version: Generated<number>; created_at: number;
  updated_at: number;
};
export type NewhouseAgentTable = {
  id: Generated<number>; newhouse_id: number; name: string; phone: string; position: string; enabled: Generated<number>; remark: string;
  version: Generated<number>; created_at: number; updated_at: number;
};
export type NewhouseStaffTable = {
  id: Generated<number>; newhouse_id: number; user_id: number; role: string; created_by: number | null; created_at: number;
};
export type NewhousePictureTable = {
  id: Generated<number>; newhouse_id: number; group: string; url: string; thumb_url: string; kind: string; size: number; width: number;
  height: number; original_name: string; uploader_id: number | null; sort: number; created_at: number;
};
export type NewhouseReportTable = {
  id: Generated<number>;
  newhouse_id: number;
  customer_id: number | null;
  customer_name: string;
  phone_enc: string;
  phone_masked: string;
  phone_hash: string;
  phone_tail: string;
  visit_at: number;
  remark: string;
  reporter_id: number;
  store_id: number | null;
  confirm: string;
  confirm_reason: string;
  confirmed_by: number | null;
  confirmed_at: number | null;
  stage: string;
  reported_at: number;
  visited_at: number | null;
  pledged_at: number | null;
  subscribed_at: number | null;
  dealt_at: number | null;
  settled_at: number | null;
  refunded_at: number | null;
  deal_amount: number | null;
  commission_amount: number | null;
  // The company month of settled_at (结佣), for the performance statistics.
  settled_month: string | null;
  protected_until: number;
  visit_deadline: number;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
