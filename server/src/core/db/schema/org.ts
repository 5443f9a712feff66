import type { Generated } from 'kysely';
import type { Flag } from './columns.js';

// The organisation: the company, its districts, departments, stores and staff, roles and their rights, sessions and the
// security settings, staff records.

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
  hold_protect_days: Generated<number>;
  pool_claim_daily_cap: Generated<number>;
  followup_min_gap_minutes: Generated<number>;
  phone_view_followup_required: Generated<number>;
  customer_duplicate_blocks: Generated<number>;
  deal_number_pattern: Generated<string>;
  split_house_share: Generated<number>;
  split_key_share: Generated<number>;
  split_survey_share: Generated<number>;
  split_record_share: Generated<number>;
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

export type AppSecretTable = { name: string; value: string; created_at: number };
