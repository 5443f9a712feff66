import {
  MENU_TREE, SHARE_WHOLE, SPLIT_POLICY_DEFAULTS, SPLIT_POLICY_FIELDS, sharePercent, splitPolicyText, type CustomerDuplicateScope,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { writeBehaviour } from '../../core/audit.js';
import { DEFAULT_COMPANY_ID } from '../../core/settings.js';
import { lockRow } from '../../core/db/row-lock.js';

// Company settings can never be switched off: it is where modules are switched back on.
const LOCKED_MODULES = new Set(['EnterpriseSetup']);

type SplitPolicyField = (typeof SPLIT_POLICY_FIELDS)[number];

export async function getCompany(ctx: Ctx) {
  const row = await ctx.db.selectFrom('company').select([
    'name', 'short_name', 'logo', 'address', 'phone', 'resign_handover', 'house_private_cap', 'house_release_days', 'followup_min_length',
    'followup_min_gap_minutes', 'phone_view_followup_required', 'customer_private_cap', 'customer_release_days', 'customer_duplicate_scope', 'customer_duplicate_blocks',
    'hold_protect_days', 'pool_claim_daily_cap', 'split_house_share', 'split_key_share', 'split_survey_share',
    'split_record_share',
  ])
    .where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return {
    ...row, resign_handover: row.resign_handover as 'manager' | 'public', customer_duplicate_scope: row.customer_duplicate_scope as CustomerDuplicateScope,
    customer_duplicate_blocks: row.customer_duplicate_blocks ? 1 as const : 0 as const,
    phone_view_followup_required: row.phone_view_followup_required ? 1 as const : 0 as const,
  };
}

export async function saveCompany(
  ctx: Ctx,
  input: {
    name: string; short_name: string; logo: string; address: string; phone: string; resign_handover: 'manager' | 'public';
    house_private_cap?: number | undefined; house_release_days?: number | undefined; followup_min_length?: number | undefined;
    followup_min_gap_minutes?: number | undefined; phone_view_followup_required?: 0 | 1 | undefined; customer_private_cap?: number | undefined; customer_release_days?: number | undefined;
    customer_duplicate_scope?: CustomerDuplicateScope | undefined; customer_duplicate_blocks?: 0 | 1 | undefined; hold_protect_days?: number | undefined; pool_claim_daily_cap?: number | undefined;
    split_house_share?: number | undefined; split_key_share?: number | undefined; split_survey_share?: number | undefined;
    split_record_share?: number | undefined;
  },
) {
  await ctx.db.transaction().execute(async (trx) => {
    // Two saves of the shares at once each add the other's saved ones: on PostgreSQL the company row is held from the
    // check to the write (SQLite runs one write transaction at a time).
    await lockRow(trx, 'company', DEFAULT_COMPANY_ID);
    await assertSplitPolicy(trx, ctx, input);
    await trx.updateTable('company').set(input).where('id', '=', DEFAULT_COMPANY_ID).execute();
  });
  return getCompany(ctx);
}

// The house-side shares of the default split together, those left out as saved, at most 100 %: the customer side
// takes the rest. Refused on each share given, in the caller's language.
async function assertSplitPolicy(db: Db, ctx: Ctx, input: Partial<Record<SplitPolicyField, number | undefined>>): Promise<void> {
  const given = SPLIT_POLICY_FIELDS.filter((field) => input[field] !== undefined);
  if (!given.length) return;
  const saved = await db.selectFrom('company').select(SPLIT_POLICY_FIELDS).where('id', '=', DEFAULT_COMPANY_ID).executeTakeFirst();
  const sum = SPLIT_POLICY_FIELDS.reduce((total, field) => total + (input[field] ?? saved?.[field] ?? SPLIT_POLICY_DEFAULTS[field]), 0);
  if (sum <= SHARE_WHOLE) return;
  const message = splitPolicyText('houseSideOver', ctx.lang, { sum: sharePercent(sum) });
  throw new AppError('VALIDATION', { detail: `${given.join(', ')}: ${message}` }, { fields: Object.fromEntries(given.map((field) => [field, message])) });
}

// Names of the top-level menu groups switched off for everyone.
export async function disabledModules(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('module_switch').select('menu_name').where('enabled', '=', 0).execute();
  return new Set(rows.map((r) => r.menu_name));
}

export async function listModules(ctx: Ctx) {
  const off = await disabledModules(ctx.db);
  return {
    list: MENU_TREE.map((group) => ({
      name: group.name, title: group.title, enabled: off.has(group.name) ? 0 as const : 1 as const, locked: LOCKED_MODULES.has(group.name),
    })),
  };
}

export async function saveModules(ctx: Ctx, input: { modules: { name: string; enabled: 0 | 1 }[] }) {
  const known = new Set(MENU_TREE.map((g) => g.name));
  const unknown = input.modules.filter((m) => !known.has(m.name)).map((m) => m.name);
  if (unknown.length) throw new AppError('BAD_REQUEST', { detail: `unknown module ${unknown.join(', ')}` });
  const locked = input.modules.filter((m) => LOCKED_MODULES.has(m.name) && m.enabled === 0).map((m) => m.name);
  if (locked.length) throw new AppError('BAD_REQUEST', { detail: `${locked.join(', ')} cannot be switched off` });
  await ctx.db.transaction().execute(async (trx) => {
    for (const module of input.modules) {
      const values = { enabled: module.enabled, updated_by: ctx.caller.staffId, updated_at: ctx.now };
      await trx.insertInto('module_switch').values({ menu_name: module.name, ...values })
        .onConflict((oc) => oc.column('menu_name').doUpdateSet(values)).execute();
    }
  });
  await writeBehaviour(ctx.db, ctx, {
    staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'security_change', detail: `modules ${JSON.stringify(input.modules)}`,
  });
  return listModules(ctx);
}
