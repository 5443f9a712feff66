import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// 0/1 flags and epoch-second times are integers on both dialects; money is integer fen.
type Flag = number;

export type CompanyTable = {
  id: Generated<number>;
  name: string;
  short_name: string;
  logo: string;
  address: string;
  phone: string;
  created_at: number;
  resign_handover: Generated<string>;
  house_private_cap: Generated<number>;
  house_release_days: Generated<number>;
  followup_min_length: Generated<number>;
  customer_private_cap: Generated<number>;
  customer_release_days: Generated<number>;
  customer_duplicate_scope: Generated<string>;
  deal_number_pattern: Generated<string>;
};

export type DistrictTable = { id: Generated<number>; company_id: number; name: string; sort: number; created_at: number };

export type DepartmentTable = {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  level: number;
  logo: string;
  store_id: number | null;
  sort: number;
  created_at: number;
};

export type StoreTable = {
  id: Generated<number>;
  district_id: number;
  name: string;
  address: string;
  phone: string;
  manager_id: number | null;
  status: string;
  created_at: number;
};

export type RoleTable = {
  id: Generated<number>; code: string; name: string; description: string; builtin: Flag; created_at: number;
  // Owner phones (phone/view) one person of the role may reveal per company day.
  phone_view_daily_limit: Generated<number>;
};
export type PositionTable = { id: Generated<number>; name: string; sort: number; created_at: number };
export type LevelTable = { id: Generated<number>; name: string; min_points: number; sort: number };

export type StaffTable = {
  id: Generated<number>;
  account: string;
  password_hash: string;
  must_change_password: Generated<Flag>;
  name: string;
  gender: Generated<string>;
  mobile: Generated<string>;
  avatar: Generated<string>;
  introduction: Generated<string>;
  company_id: number;
  department_id: number | null;
  store_id: number | null;
  role_id: number;
  position_id: number | null;
  points: number;
  status: string;
  current_phone: string;
  education: string;
  work_type: string;
  join_date: number | null;
  created_at: number;
  updated_at: number;
  resigned_at: Generated<number | null>;
  resign_reason: Generated<string>;
  id_number: Generated<string>;
};

export type StaffPhoneTable = { id: Generated<number>; staff_id: number; sp_number: string; sort: number };

export type PermissionTable = {
  code: string;
  menu_name: string;
  title_en: string;
  title_zh: string;
  title_es: string;
  title_ja: string;
  scoped: Flag;
};

export type MenuTable = {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  icon: string;
  title_en: string;
  title_zh: string;
  title_es: string;
  title_ja: string;
  hidden: Flag;
  no_redirect: Flag;
  affix: Flag;
  sort: number;
};

export type RoleMenuTable = { role_id: number; menu_id: number };
export type RolePermissionTable = { role_id: number; permission_code: string; data_scope: string };

export type SessionTable = {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_code: string | null;
  ip: string;
  host_name: string;
  machine: string;
  bound: Flag;
};

export type DeviceBindTable = {
  id: Generated<number>;
  staff_id: number;
  host_name: string;
  machine: string;
  ip: string;
  remark: string;
  status: string;
  reason: string;
  created_at: number;
  operated_by: number | null;
  operated_at: number | null;
};

export type PlaceTable = { id: Generated<number>; name: string; cidr: string; created_by: number | null; created_at: number };

export type SecuritySettingTable = {
  company_id: number;
  bind_enabled: Generated<Flag>;
  place_enabled: Generated<Flag>;
  watermark_enabled: Generated<Flag>;
  debug_guard_enabled: Generated<Flag>;
  session_idle_minutes: Generated<number>;
  session_absolute_hours: Generated<number>;
  lockout_attempts: Generated<number>;
  lockout_minutes: Generated<number>;
  export_daily_limit: Generated<number>;
  updated_at: number;
};

export type LoginAttemptTable = {
  id: Generated<number>;
  account: string;
  ip: string;
  failures: number;
  first_failed_at: number;
  locked_until: number | null;
};

export type OperationLogTable = {
  id: Generated<number>;
  staff_id: number | null;
  method: string;
  endpoint: string;
  target_id: number | null;
  ip: string;
  device: string;
  result_code: string;
  created_at: number;
  // The house a house call concerned (015-house-views) and the input fields kept for its log.
  house_id: Generated<number | null>;
  summary: Generated<string>;
  // The customer a customer call concerned (070-customers).
  customer_id: Generated<number | null>;
};

export type BehaviourLogTable = {
  id: Generated<number>;
  staff_id: number | null;
  account: string;
  action: string;
  detail: string;
  ip: string;
  device: string;
  created_at: number;
};

// Calls this server makes to outside services (listing portals, VR, payment), for support.
export type InterfaceLogTable = {
  id: Generated<number>;
  service: string;
  method: string;
  url: string;
  status: number;
  duration_ms: number;
  request: string;
  response: string;
  created_at: number;
};

// An uncaught front-end error as reported (log/frontend); identical reports within a minute raise `count`.
export type FrontendErrorTable = {
  id: Generated<number>;
  message: string;
  stack: string;
  page: string;
  release: string;
  agent: string;
  staff_id: number | null;
  ip: string;
  fingerprint: string;
  count: Generated<number>;
  created_at: number;
};

export type MonthlyTargetTable = {
  id: Generated<number>;
  staff_id: number;
  month: string;
  target_number_loan: number;
  target_money_loan: number;
  target_number_old: number;
  target_money_old: number;
  target_number_new: number;
  target_money_new: number;
  created_at: number;
};

export type PasswordHistoryTable = { id: Generated<number>; staff_id: number; password_hash: string; created_at: number };

export type MessageTable = {
  id: Generated<number>;
  category: number;
  title: string;
  info: string;
  needread: Flag;
  sender_id: number | null;
  created_at: number;
  // A pushed message: its AudienceRecord as JSON; '' for others.
  audience: Generated<string>;
  recipient_count: Generated<number>;
  // A system message: its SystemNoticeKind and parameters (JSON), worded when read; '' for others.
  kind: Generated<string>;
  params: Generated<string>;
};

export type ArticleTable = {
  id: Generated<number>;
  type: string;
  title: string;
  cover: string;
  body: string;
  pinned: Flag;
  published: Flag;
  published_at: number | null;
  read_count: Generated<number>;
  author_id: number | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
};
export type ArticleReadTable = { article_id: number; staff_id: number; read_at: number };

// One row per recipient; the category is copied so a person's lists filter without a join.
export type MessageRecipientTable = { staff_id: number; message_id: number; category: number; read_at: number | null };

export type StaffPointLogTable = {
  id: Generated<number>;
  staff_id: number;
  change: number;
  points_after: number;
  reason: string;
  operator_id: number | null;
  created_at: number;
};

export type BlacklistTable = {
  id: Generated<number>;
  name: string;
  mobile: string;
  id_number: string;
  reason: string;
  staff_id: number | null;
  created_by: number | null;
  created_at: number;
};

export type StaffPropertyTable = {
  staff_id: number;
  birthday: string;
  native_place: string;
  address: string;
  emergency_contact: string;
  emergency_phone: string;
  remark: string;
  updated_at: number;
};

export type StaffGrowthTable = {
  id: Generated<number>;
  staff_id: number;
  date: string;
  title: string;
  content: string;
  created_by: number | null;
  created_at: number;
};

export type StaffTeachingTable = {
  id: Generated<number>;
  mentor_id: number;
  apprentice_id: number;
  start_date: string;
  remark: string;
  created_at: number;
};

export type ModuleSwitchTable = { menu_name: string; enabled: number; updated_by: number | null; updated_at: number; note: Generated<string> };

export type AreaTable = { id: Generated<number>; parent_id: number | null; name: string; level: number; sort: Generated<number> };

export type RegionTable = {
  id: Generated<number>;
  name: string;
  pinyin: string;
  initials: string;
  area_id: number | null;
  business_circle: string;
  address: string;
  developer: string;
  build_year: number | null;
  property_fee: number | null;
  lng: number | null;
  lat: number | null;
  finished: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};

export type BuildingTable = { id: Generated<number>; region_id: number; name: string; sort: number; created_at: number };
export type UnitTable = { id: Generated<number>; building_id: number; name: string; sort: number };
export type FloorTable = { id: Generated<number>; unit_id: number; number: number; name: string };
export type DoorTable = { id: Generated<number>; floor_id: number; name: string };

export type SchoolDistrictTable = {
  id: Generated<number>;
  name: string;
  area_id: number | null;
  // JSON array of school names.
  schools: string;
  remark: string;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};
export type SchoolDistrictRegionTable = { school_district_id: number; region_id: number };
export type SchoolDistrictBuildingTable = { school_district_id: number; building_id: number };

export type LabelTable = {
  id: Generated<number>; kind: string; name: string; color: string; sort: number; enabled: number; created_at: number; updated_at: number;
  // A house label's bit in house.label_bits (modules/house/label-bits.ts); none for customer labels and for house
  // labels past the 52 bits.
  bit: ColumnType<number | null, number | null | undefined, number | null>;
};

export type ZoneTable = { id: Generated<number>; name: string; remark: string; created_at: number; updated_at: number };
export type ZoneStoreTable = { zone_id: number; store_id: number };
export type ZoneRegionTable = { region_id: number; zone_id: number };

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
  // The idle-since time of the release countdown its maintainer was warned of (house.jobs.ts).
  release_warned_for: Generated<number | null>;
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
export type HouseFavTable = { staff_id: number; house_id: number; created_at: number };
// A saved search of the house list; `query` and `display` are the contract's HouseSearchQuery and HouseSearchDisplay as JSON.
export type HouseSearchTagTable = {
  id: Generated<number>; staff_id: number; kind: string; name: string; query: string; display: string; created_at: number; updated_at: number;
};

export type AppSecretTable = { name: string; value: string; created_at: number };
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
export type DealPerformanceTable = {
  id: Generated<number>; deal_id: number; staff_id: number; store_id: number | null; month: string; receivable: number;
  received: Generated<number>; created_at: number; updated_at: number;
};

export type DealStepTable = {
  id: Generated<number>; deal_id: number; sort: number; code: string; responsible_id: number; days: number; count_from: string;
  status: string; note: Generated<string>; done_at: number | null; done_by: number | null; created_at: number;
  overdue_told_for: Generated<number | null>;
};

// Deal pictures (migration 093), stored like house certificates.
export type DealPictureTable = {
  id: Generated<number>; deal_id: number; kind: string; url: string; thumb_url: string; file_kind: string; size: number; width: number;
  height: number; original_name: Generated<string>; uploader_id: number | null; created_at: number;
};

// The deal's money ledgers (migration 092): amounts in fen.
export type DealMoneyTable = {
  id: Generated<number>; deal_id: number; money_type: string; payer: string; amount: number; due_at: number; remark: Generated<string>;
  status: string; approval_id: number | null; created_by: number; version: Generated<number>; created_at: number; updated_at: number;
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

export type Database = {
  pay_order: PayOrderTable;
  pay_sandbox_trade: PaySandboxTradeTable;
  deal: DealTable;
  deal_step: DealStepTable;
  deal_money: DealMoneyTable;
  deal_pay: DealPayTable;
  deal_picture: DealPictureTable;
  deal_split: DealSplitTable;
  deal_performance: DealPerformanceTable;
  company: CompanyTable;
  district: DistrictTable;
  department: DepartmentTable;
  store: StoreTable;
  role: RoleTable;
  position: PositionTable;
  level: LevelTable;
  staff: StaffTable;
  staff_phone: StaffPhoneTable;
  permission: PermissionTable;
  menu: MenuTable;
  role_menu: RoleMenuTable;
  role_permission: RolePermissionTable;
  session: SessionTable;
  device_bind: DeviceBindTable;
  place: PlaceTable;
  security_setting: SecuritySettingTable;
  login_attempt: LoginAttemptTable;
  operation_log: OperationLogTable;
  behaviour_log: BehaviourLogTable;
  interface_log: InterfaceLogTable;
  frontend_error: FrontendErrorTable;
  monthly_target: MonthlyTargetTable;
  password_history: PasswordHistoryTable;
  message: MessageTable;
  message_recipient: MessageRecipientTable;
  article: ArticleTable;
  article_read: ArticleReadTable;
  staff_point_log: StaffPointLogTable;
  blacklist: BlacklistTable;
  staff_property: StaffPropertyTable;
  staff_growth: StaffGrowthTable;
  staff_teaching: StaffTeachingTable;
  module_switch: ModuleSwitchTable;
  area: AreaTable;
  region: RegionTable;
  building: BuildingTable;
  unit: UnitTable;
  floor: FloorTable;
  door: DoorTable;
  school_district: SchoolDistrictTable;
  school_district_region: SchoolDistrictRegionTable;
  school_district_building: SchoolDistrictBuildingTable;
  label: LabelTable;
  zone: ZoneTable;
  zone_store: ZoneStoreTable;
  zone_region: ZoneRegionTable;
  house: HouseTable;
  house_label: HouseLabelTable;
  house_price_history: HousePriceHistoryTable;
  followup: FollowupTable;
  house_fav: HouseFavTable;
  house_focus: HouseFavTable;
  app_secret: AppSecretTable;
  house_owner: HouseOwnerTable;
  house_owner_phone: HouseOwnerPhoneTable;
  house_key: HouseKeyTable;
  house_key_log: HouseKeyLogTable;
  house_offline: HouseOfflineTable;
  housecheck_import: HousecheckImportTable;
  house_picture: HousePictureTable;
  house_role: HouseRoleTable;
  house_search_tag: HouseSearchTagTable;
  house_view: HouseViewTable;
  customer: CustomerTable;
  customer_phone: CustomerPhoneTable;
  customer_want_region: CustomerWantRegionTable;
  customer_want_area: CustomerWantAreaTable;
  customer_appointment: CustomerAppointmentTable;
  customer_appointment_house: CustomerAppointmentHouseTable;
  customer_look: CustomerLookTable;
  customer_look_house: CustomerLookHouseTable;
  customer_look_file: CustomerLookFileTable;
  approval_flow: ApprovalFlowTable;
  approval: ApprovalTable;
  approval_task: ApprovalTaskTable;
  approval_chain: ApprovalChainTable;
};

// Who opened a house's detail: one row per person and house per 10 minutes.
export type HouseViewTable = { id: Generated<number>; house_id: number; staff_id: number; viewed_at: number };

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;

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
