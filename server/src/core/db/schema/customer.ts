import type { Generated } from 'kysely';

// Customers, appointments and viewings (070-customers). Money in fen, areas in hundredths of a square metre; the
// want_* columns are bit sets over the contract's lists (modules/customer/customer-wants.ts).
export type CustomerTable = {
  id: Generated<number>;
  kind: string;
  name: string;
  sex: string;
  source: string;
  channel: string | null;
  level: string;
  status: string;
  status_reason: Generated<string>;
  pool: string;
  urgency: string;
  want_rooms: Generated<number>;
  want_uses: Generated<number>;
  want_decorations: Generated<number>;
  price_min: number | null;
  price_max: number | null;
  area_min: number | null;
  area_max: number | null;
  floor_min: number | null;
  floor_max: number | null;
  school_district: Generated<number>;
  payment: string | null;
  remark: Generated<string>;
  agent_id: number;
  recorder_id: number;
  store_id: number | null;
  active_at: number;
  warned_at: Generated<number | null>;
  // When the current 暂缓 hold began; null while the customer is in none (migration 105).
  held_at: Generated<number | null>;
  last_followup_at: Generated<number | null>;
  last_look_at: Generated<number | null>;
  looks_30d: Generated<number>;
  look_count: Generated<number>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
export type CustomerPhoneTable = {
  id: Generated<number>; customer_id: number; sort: number; phone_enc: string; phone_masked: string; phone_hash: string;
};
export type CustomerWantRegionTable = { customer_id: number; region_id: number };
export type CustomerWantAreaTable = { customer_id: number; area_id: number };
export type CustomerAppointmentTable = {
  id: Generated<number>;
  customer_id: number;
  agent_id: number;
  day: number;
  slot: string;
  status: string;
  remark: Generated<string>;
  look_id: Generated<number | null>;
  created_by: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
export type CustomerAppointmentHouseTable = { appointment_id: number; house_id: number };
export type CustomerLookTable = {
  id: Generated<number>;
  customer_id: number;
  agent_id: number;
  companion_id: number | null;
  store_id: number | null;
  look_at: number;
  feedback: Generated<string>;
  appointment_id: number | null;
  agreement_url: Generated<string>;
  agreement_thumb: Generated<string>;
  agreement_at: Generated<number | null>;
  effective: Generated<number>;
  created_by: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
};
export type CustomerLookHouseTable = {
  look_id: number; house_id: number; customer_id: number; look_at: number; effective: Generated<number>; is_second: Generated<number>;
};
export type CustomerLookFileTable = {
  id: Generated<number>;
  staff_id: number;
  url: string;
  thumb_url: string;
  kind: string;
  size: number;
  width: number;
  height: number;
  original_name: Generated<string>;
  look_id: Generated<number | null>;
  created_at: number;
};
