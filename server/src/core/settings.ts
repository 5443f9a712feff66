import { BlockList, isIPv6 } from 'node:net';
import { HOUSE_POLICY_DEFAULTS, POOL_POLICY_DEFAULTS, SPLIT_POLICY_DEFAULTS, type SecuritySettings } from '@brokerage/contract';
import type { Db } from './db/database.js';
import { prepared } from './db/prepared.js';
import { nowSeconds } from './clock.js';

export const DEFAULT_COMPANY_ID = 1;

export type SecurityState = { settings: SecuritySettings; places: BlockList; placeCount: number };

// Security settings and allowed places are read on every request, so each server keeps them for a few
// seconds; a change made on another server is seen within TTL_MS.
const TTL_MS = 5_000;

export class SettingsCache {
  private cached: { at: number; state: SecurityState } | null = null;

  constructor(private readonly db: Db) {}

  async get(): Promise<SecurityState> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.state;
    const state = await loadSecurityState(this.db);
    this.cached = { at: Date.now(), state };
    return state;
  }

  invalidate(): void {
    this.cached = null;
  }
}

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await db
    .selectFrom('security_setting')
    .select([
      'bind_enabled', 'place_enabled', 'watermark_enabled', 'debug_guard_enabled',
      'session_idle_minutes', 'session_absolute_hours', 'lockout_attempts', 'lockout_minutes', 'export_daily_limit',
    ])
    .where('company_id', '=', DEFAULT_COMPANY_ID)
    .executeTakeFirst();
  if (row) return row as SecuritySettings;
  // The anti-debug guard is on unless the company switches it off (spec §2, §9); the column's own default is older.
  await db
    .insertInto('security_setting')
    .values({ company_id: DEFAULT_COMPANY_ID, debug_guard_enabled: 1, updated_at: nowSeconds() })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  return readSecuritySettings(db);
}

export function blockListOf(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

// Checks an address against the allowed places; IPv4-mapped IPv6 addresses count as IPv4.
export function placeAllows(places: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return places.check(mapped[1], 'ipv4');
  return places.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

async function loadSecurityState(db: Db): Promise<SecurityState> {
  const settings = await readSecuritySettings(db);
  const rows = await db.selectFrom('place').select('cidr').execute();
  return { settings, places: blockListOf(rows.map((r) => r.cidr)), placeCount: rows.length };
}

// The company's house and follow-up policy (company settings), with the rules both pools share (hold protection, the
// daily claim cap); read where it applies, never cached, so a change counts from the next request or job run.
export type PoolPolicy = { holdProtectDays: number; claimDailyCap: number };
export type HousePolicy = PoolPolicy & { privateCap: number; releaseDays: number; followupMinLength: number; followupMinGapMinutes: number };

const policyLookup = prepared((db: Db, v: { companyId: number }) => db.selectFrom('company')
  .select(['house_private_cap', 'house_release_days', 'followup_min_length', 'followup_min_gap_minutes', 'hold_protect_days', 'pool_claim_daily_cap'])
  .where('id', '=', v.companyId));

export async function readHousePolicy(db: Db): Promise<HousePolicy> {
  const row = await policyLookup.first(db, { companyId: DEFAULT_COMPANY_ID });
  const values = row ?? { ...HOUSE_POLICY_DEFAULTS, ...POOL_POLICY_DEFAULTS };
  return {
    privateCap: values.house_private_cap, releaseDays: values.house_release_days, followupMinLength: values.followup_min_length,
    followupMinGapMinutes: values.followup_min_gap_minutes, holdProtectDays: values.hold_protect_days, claimDailyCap: values.pool_claim_daily_cap,
  };
}

// The company's default commission split (company settings, deal/split.ts), read when a deal proposes one.
export type SplitPolicy = { house: number; key: number; survey: number; record: number };

const splitLookup = prepared((db: Db, v: { companyId: number }) => db.selectFrom('company')
  .select(['split_house_share', 'split_key_share', 'split_survey_share', 'split_record_share']).where('id', '=', v.companyId));

export async function readSplitPolicy(db: Db): Promise<SplitPolicy> {
  const row = await splitLookup.first(db, { companyId: DEFAULT_COMPANY_ID }) ?? SPLIT_POLICY_DEFAULTS;
  return { house: row.split_house_share, key: row.split_key_share, survey: row.split_survey_share, record: row.split_record_share };
}
