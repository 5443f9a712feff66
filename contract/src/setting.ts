import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { TextSchema } from './account.js';
import { Flag } from './validators.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { SHARE_WHOLE } from './deal.js';

// Company information and policies, and the module switches that hide whole menu groups.

// Who receives the private houses and customers of a person who leaves.
export const RESIGN_HANDOVERS = ['manager', 'public'] as const;

// House and follow-up discipline (DOMAIN.md "Public / private pool", "Follow-up discipline"): how many private
// houses one person may hold, after how many days without a valid follow-up a private house goes to the public
// pool, the shortest follow-up text accepted, and the shortest time in minutes between two follow-ups one person
// writes on the same house or customer (0, the default: none; a gap changes what staff may write, so the company
// chooses one, commonly a few minutes).
export const HOUSE_POLICY_DEFAULTS = { house_private_cap: 50, house_release_days: 15, followup_min_length: 10, followup_min_gap_minutes: 0 } as const;
const HousePrivateCap = z.number().int().min(1).max(10_000);
const HouseReleaseDays = z.number().int().min(1).max(365);
const FollowupMinLength = z.number().int().min(1).max(200);
const FollowupMinGapMinutes = z.number().int().min(0).max(1_440);

// Customer pools and the duplicate guard (DOMAIN.md "Customers"): how many private customers one person may hold, after
// how many days without a valid follow-up or viewing a private customer goes to the public pool (a warning comes
// CUSTOMER_RELEASE_WARN_DAYS before), among whose customers a phone counts as a duplicate, and whether a duplicate
// refuses the save (1, the default) or is saved with its holders named as a warning (0).
export const CUSTOMER_DUPLICATE_SCOPES = ['company', 'district', 'store', 'group'] as const;
export type CustomerDuplicateScope = (typeof CUSTOMER_DUPLICATE_SCOPES)[number];
export const CUSTOMER_POLICY_DEFAULTS = {
  customer_private_cap: 200, customer_release_days: 15, customer_duplicate_scope: 'company', customer_duplicate_blocks: 1,
} as const;
export const CUSTOMER_RELEASE_WARN_DAYS = 2;
const CustomerPrivateCap = z.number().int().min(1).max(10_000);
// More than the warning's days, so the warning comes after the last activity.
const CustomerReleaseDays = z.number().int().min(CUSTOMER_RELEASE_WARN_DAYS + 1).max(365);

// Rules both pools share (DOMAIN.md "Facts from comparable systems"): for how many days a hold (a house's 预定/暂缓/封盘,
// a customer's 暂缓) keeps it from the release to the public pool, counted from when the hold began (0: holds do not
// protect), and how many houses, and apart from them how many customers, one person may claim from the public pool in
// a company day (0: no cap).
export const POOL_POLICY_DEFAULTS = { hold_protect_days: 30, pool_claim_daily_cap: 20 } as const;
const HoldProtectDays = z.number().int().min(0).max(365);
const PoolClaimDailyCap = z.number().int().min(0).max(1_000);

// The default commission split a deal proposes (DOMAIN.md "Commission split", server deal/split.ts): the share in basis
// points (10000 = 100 %) of each house-side role, 房源方 (the house's maintainer), 钥匙 (key holder), 实勘
// (surveyor) and 录入 (the house's recorder); the customer's agent (客源方) takes what they leave. The defaults are equal
// thirds of a half among the first three, nothing to the recorder.
export const SPLIT_POLICY_DEFAULTS = { split_house_share: 1_667, split_key_share: 1_667, split_survey_share: 1_666, split_record_share: 0 } as const;
export const SPLIT_POLICY_FIELDS = ['split_house_share', 'split_key_share', 'split_survey_share', 'split_record_share'] as const;
const SplitShare = z.number().int().min(0).max(SHARE_WHOLE);

export const SPLIT_POLICY_TEXTS = {
  houseSideOver: text('the house-side shares add up to {sum}%, more than 100%', '房源方各角色比例合计{sum}%，超过100%',
    'las partes del lado del inmueble suman {sum}%, más del 100%', '物件側の配分の合計が{sum}%で、100%を超えています'),
} as const satisfies Record<string, Text>;

export function splitPolicyText(rule: keyof typeof SPLIT_POLICY_TEXTS, lang: Lang, params: Record<string, string | number>): string {
  return format(SPLIT_POLICY_TEXTS[rule][lang], params);
}

export const CompanySettings = z.object({
  name: z.string(),
  short_name: z.string(),
  logo: z.string(),
  address: z.string(),
  phone: z.string(),
  resign_handover: z.enum(RESIGN_HANDOVERS),
  house_private_cap: z.number().int(),
  house_release_days: z.number().int(),
  followup_min_length: z.number().int(),
  followup_min_gap_minutes: z.number().int(),
  phone_view_followup_required: Flag,
  customer_private_cap: z.number().int(),
  customer_release_days: z.number().int(),
  customer_duplicate_scope: z.enum(CUSTOMER_DUPLICATE_SCOPES),
  customer_duplicate_blocks: Flag,
  hold_protect_days: z.number().int(),
  pool_claim_daily_cap: z.number().int(),
  split_house_share: z.number().int(),
  split_key_share: z.number().int(),
  split_survey_share: z.number().int(),
  split_record_share: z.number().int(),
});

export const companyGet = endpoint({
  method: 'GET', path: 'setting/company', access: 'company:view', tag: 'setting',
  summary: 'Company information and policies.', input: z.strictObject({}), data: CompanySettings,
});

export const companySave = endpoint({
  method: 'POST', path: 'setting/company', access: 'company:edit', tag: 'setting',
  summary: 'Changes company information and policies.',
  input: z.strictObject({
    name: z.string().trim().min(1).max(100),
    short_name: z.string().trim().max(50).default(''),
    logo: z.string().trim().max(500).default(''),
    address: z.string().trim().max(200).default(''),
    phone: z.string().trim().max(50).default(''),
    resign_handover: z.enum(RESIGN_HANDOVERS),
    // Left out: unchanged.
    house_private_cap: HousePrivateCap.optional(),
    house_release_days: HouseReleaseDays.optional(),
    followup_min_length: FollowupMinLength.optional(),
    followup_min_gap_minutes: FollowupMinGapMinutes.optional(),
    // 1: whoever reveals an owner's phone writes a follow-up on that house before revealing another (409 otherwise).
    phone_view_followup_required: Flag.optional(),
    customer_private_cap: CustomerPrivateCap.optional(),
    customer_release_days: CustomerReleaseDays.optional(),
    customer_duplicate_scope: z.enum(CUSTOMER_DUPLICATE_SCOPES).optional(),
    customer_duplicate_blocks: Flag.optional(),
    hold_protect_days: HoldProtectDays.optional(),
    pool_claim_daily_cap: PoolClaimDailyCap.optional(),
    // Basis points each; the four together at most 10000 (with those left out as saved).
    split_house_share: SplitShare.optional(),
    split_key_share: SplitShare.optional(),
    split_survey_share: SplitShare.optional(),
    split_record_share: SplitShare.optional(),
  }),
  data: CompanySettings,
});

export const ModuleSwitch = z.object({ name: z.string(), title: TextSchema, enabled: Flag, locked: z.boolean() });

export const moduleGet = endpoint({
  method: 'GET', path: 'setting/module', access: 'company:view', tag: 'setting',
  summary: 'The menu groups and whether each is switched on; a locked one (company settings) cannot be switched off.',
  input: z.strictObject({}), data: z.object({ list: z.array(ModuleSwitch) }),
});

export const moduleSave = endpoint({
  method: 'POST', path: 'setting/module', access: 'company:edit', tag: 'setting',
  summary: 'Switches menu groups on or off for everyone.',
  input: z.strictObject({ modules: z.array(z.strictObject({ name: z.string().min(1).max(64), enabled: Flag })).min(1).max(50) }),
  data: z.object({ list: z.array(ModuleSwitch) }),
});
