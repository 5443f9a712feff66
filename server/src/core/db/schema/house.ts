import type { Generated } from 'kysely';

// Houses and what hangs on them: labels, prices, follow-ups, owners, keys, pictures, roles, views, offline imports.

// Money in fen, area in hundredths of a square metre (contract/src/house.ts converts).
export type HouseTable = {
  id: Generated<number>;
  kind: string;
  door_id: number;
  region_id: number;
  // The community's district (region.area_id), copied as region_id is; kept by the community's edit.
  area_id: number | null;
  building_id: number;
  unit_id: number;
  floor_id: number;
  floor_number: number;
  total_floors: number;
  use: string;
  rooms: number;
  halls: number;
  baths: number;
  area: number;
  orientation: string;
  decoration: string;
  price: number;
  base_price: number | null;
  rent_payment: string | null;
  source: string;
  current_use: string;
  grade: string;
  level: string;
  pool: string;
  status: string;
  status_until: number | null;
  invalid_reason: Generated<string>;
  remarks: Generated<string>;
  recorder_id: number;
  maintainer_id: number;
  store_id: number | null;
  key_count: Generated<number>;
  picture_count: Generated<number>;
  last_followup_at: number | null;
  last_view_at: Generated<number | null>;
  views_30d: Generated<number>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: Generated<number | null>;
  // The house's labels of ids 1 to 52 as bits (modules/house/label-bits.ts); house_label holds them all.
  label_bits: Generated<number>;
  // The release time its maintainer was warned of (house.jobs.ts).
  release_warned_for: Generated<number | null>;
  // When the release countdown started: entry, claim, a new maintainer, return to 有效, the latest valid written
  // follow-up (migration 105; house/house-countdown.ts).
  active_at: number;
  // When the current 预定/暂缓/封盘 hold began; null while the house is in no hold.
  held_at: Generated<number | null>;
};
export type HouseLabelTable = { house_id: number; label_id: number };
export type HousePriceHistoryTable = {
  id: Generated<number>;
  house_id: number;
  staff_id: number | null;
  price_from: number;
  price_to: number;
  base_price_from: number | null;
  base_price_to: number | null;
  reason: string;
  created_at: number;
};
export type FollowupTable = {
  id: Generated<number>;
  house_id: number | null;
  customer_id: number | null;
  // A follow-up on a new-house project (migration 098).
  newhouse_id: Generated<number | null>;
  staff_id: number | null;
  kind: string;
  content: string;
  // JSON of a typed follow-up's change; '' for a manual one.
  detail: Generated<string>;
  invalid: Generated<number>;
  invalid_reason: Generated<string>;
  invalid_by: Generated<number | null>;
  invalid_at: Generated<number | null>;
  pinned: Generated<number>;
  pinned_at: Generated<number | null>;
  created_at: number;
};
// Follow-up statistics' summary (migration 097): per person, company day ('YYYY-MM-DD') and kind.
export type FollowupDayTable = { staff_id: number; day: string; kind: string; total: number; invalid: Generated<number> };
// Their sum per company month ('YYYY-MM', migration 121), kept with them.
export type FollowupMonthTable = { staff_id: number; month: string; kind: string; total: number; invalid: Generated<number> };
// House statistics' summary rows (migration 099): per person, company day and kind, follow-ups on houses and owner
// phone reveals.
export type HouseDayTable = { staff_id: number; day: string; kind: string; total: number };
// A claim from a public pool (kind 'house' or 'customer') for the daily cap, with the approval it waits for, if any.
export type PoolClaimTable = { id: Generated<number>; staff_id: number; kind: string; record_id: number; approval_id: number | null; created_at: number };
export type HouseFavTable = { staff_id: number; house_id: number; created_at: number };
// A saved search of the house list; `query` and `display` are the contract's HouseSearchQuery and HouseSearchDisplay as
// JSON.
export type HouseSearchTagTable = {
  id: Generated<number>; staff_id: number; kind: string; name: string; query: string; display: string; created_at: number; updated_at: number;
};

export type HouseOwnerTable = {
  id: Generated<number>;
  house_id: number;
  name: string;
  relation: string;
  // AES-256-GCM ciphertext (see modules/house-owner/owner-crypto.ts); '' when none.
  id_number_enc: Generated<string>;
  id_number_masked: Generated<string>;
  remark: Generated<string>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};
export type HouseOwnerPhoneTable = {
  id: Generated<number>;
  owner_id: number;
  house_id: number;
  sort: number;
  phone_enc: string;
  phone_masked: string;
  phone_hash: string;
};
// The owner phone a person last revealed while the company required a follow-up after each (migration 112).
export type PhoneViewFollowupTable = { staff_id: number; house_id: number; viewed_at: number };
export type HouseKeyTable = {
  id: Generated<number>;
  house_id: number;
  store_id: number;
  number: string;
  status: string;
  borrower_id: number | null;
  lent_at: number | null;
  due_at: number | null;
  remark: Generated<string>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  // The due date its borrower was told is past (house-key.jobs.ts).
  overdue_told_for: Generated<number | null>;
};
export type HouseKeyLogTable = {
  id: Generated<number>;
  key_id: number;
  house_id: number;
  action: string;
  staff_id: number | null;
  borrower_id: number | null;
  due_at: number | null;
  remark: Generated<string>;
  created_at: number;
};

export type HousePictureTable = {
  id: Generated<number>;
  house_id: number;
  group: string;
  url: string;
  thumb_url: string;
  kind: string;
  size: number;
  width: number;
  height: number;
  original_name: Generated<string>;
  uploader_id: number | null;
  locked: Generated<number>;
  locked_by: number | null;
  locked_at: number | null;
  alert: Generated<number>;
  alert_reason: Generated<string>;
  alert_by: number | null;
  alert_at: number | null;
  sort: Generated<number>;
  created_at: number;
  deleted_at: number | null;
};

export type HouseRoleTable = {
  house_id: number;
  role: string;
  staff_id: number;
  assigned_by: number | null;
  assigned_at: number;
};

// External houses and their import batches (013-house-offline).
export type HouseOfflineTable = {
  id: Generated<number>;
  kind: string;
  source: string;
  source_url: Generated<string>;
  community: string;
  region_id: number | null;
  building: Generated<string>;
  unit: Generated<string>;
  door: Generated<string>;
  building_id: number | null;
  unit_id: number | null;
  floor_id: number | null;
  door_id: number | null;
  floor_number: number | null;
  total_floors: number | null;
  area: number;
  price: number;
  rooms: number;
  halls: number;
  baths: number;
  owner_name: Generated<string>;
  owner_phone_enc: string;
  owner_phone_masked: string;
  owner_phone_hash: string;
  remarks: Generated<string>;
  status: string;
  duplicate_house_id: number | null;
  house_id: number | null;
  import_id: number | null;
  created_by: number | null;
  store_id: number | null;
  created_at: number;
  updated_at: number;
};
export type HousecheckImportTable = {
  id: Generated<number>;
  filename: Generated<string>;
  total_rows: number;
  ok_rows: number;
  failed_rows: number;
  report: string;
  created_by: number | null;
  store_id: number | null;
  created_at: number;
};

// Who opened a house's detail: one row per person and house per 10 minutes.
export type HouseViewTable = { id: Generated<number>; house_id: number; staff_id: number; viewed_at: number };
