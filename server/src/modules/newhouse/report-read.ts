import { sql, type RawBuilder } from 'kysely';
import {
  REPORT_STAGES, type DataScope, type NewhouseReport, type ReportConfirm, type ReportStage,
} from '@brokerage/contract';
import type { Caller, Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { toYuan } from './newhouse-read.js';

// Reading reports: who may see and handle one, whether it has lapsed, and the one shaping of a report for the API
// (the customer's phone whole to its reporter, to others as the project's phone mode says).

// The column holding the time each stage was reached.
export const STAGE_COLUMNS = {
  reported: 'reported_at', visited: 'visited_at', pledged: 'pledged_at', subscribed: 'subscribed_at', dealt: 'dealt_at', settled: 'settled_at',
  refunded: 'refunded_at',
} as const satisfies Record<ReportStage, string>;

const REPORTED: ReportStage = 'reported';
const INVALID: ReportConfirm = 'invalid';

// Still at 报备 once the visit window has passed.
export function lapsedAt(alias: string, now: number): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.stage`)} = ${REPORTED} and ${sql.ref(`${alias}.visit_deadline`)} < ${now})`;
}

// The reports that still guard their phone: protected, neither invalid nor lapsed.
export function guarding(alias: string, now: number): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.confirm`)} <> ${INVALID} and ${sql.ref(`${alias}.protected_until`)} > ${now} and not ${lapsedAt(alias, now)})`;
}

// The project side's reach: reports of projects the caller manages or is linked to.
export function ofMyProjects(caller: Caller, alias = 'r'): RawBuilder<boolean> {
  const project = sql.ref(`${alias}.newhouse_id`);
  return sql<boolean>`(${project} in (select id from newhouse where manager_id = ${caller.staffId})
    or ${project} in (select newhouse_id from newhouse_staff where user_id = ${caller.staffId}))`;
}

// Reports a holder of newhouse:confirm may handle: its reporter within that scope, or of a project the caller
// manages or is linked to.
export function handleable(caller: Caller, confirmScope: DataScope, alias = 'r'): RawBuilder<boolean> {
  return sql<boolean>`(${scopeCondition(caller, confirmScope, `${alias}.reporter_id`)} or ${ofMyProjects(caller, alias)})`;
}

export type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

function reportRows(db: Db, ids: number[]) {
  return db.selectFrom('newhouse_report as r').innerJoin('newhouse as n', 'n.id', 'r.newhouse_id')
    .innerJoin('staff as rp', 'rp.id', 'r.reporter_id').leftJoin('store as so', 'so.id', 'r.store_id').leftJoin('staff as cb', 'cb.id', 'r.confirmed_by')
    .selectAll('r').select(['n.name as newhouse_name', 'n.phone_mode', 'rp.name as reporter_name', 'so.name as store_name', 'cb.name as confirmed_by_name'])
    .where('r.id', 'in', ids).execute();
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export async function reportItems(ctx: Pick<Ctx, 'db' | 'config' | 'caller' | 'now'>, ids: number[]): Promise<NewhouseReport[]> {
  if (!ids.length) return [];
  const [rows, cipher] = await Promise.all([reportRows(ctx.db, ids), ownerCipher(ctx.db, ctx.config.ownerDataKey)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const whole = row.reporter_id === ctx.caller.staffId || row.phone_mode === 'full';
    const stage = row.stage as ReportStage;
    return [{
      id: row.id,
      newhouse_id: row.newhouse_id,
      newhouse_name: row.newhouse_name,
      customer_id: row.customer_id,
      customer_name: row.customer_name,
      customer_phone: whole ? cipher.decrypt(row.phone_enc) : row.phone_masked,
      visit_at: Number(row.visit_at),
      remark: row.remark,
      reporter_id: row.reporter_id,
      reporter_name: row.reporter_name,
      store_name: row.store_name ?? '',
      confirm: row.confirm as ReportConfirm,
      confirm_reason: row.confirm_reason,
      confirmed_by_name: row.confirmed_by_name ?? '',
      confirmed_at: num(row.confirmed_at),
      stage,
      stage_times: Object.fromEntries(REPORT_STAGES.map((s) => [s, num(row[STAGE_COLUMNS[s]])])) as Record<ReportStage, number | null>,
      deal_amount: toYuan(row.deal_amount),
      commission_amount: toYuan(row.commission_amount),
      protected_until: Number(row.protected_until),
      lapsed: stage === REPORTED && Number(row.visit_deadline) < ctx.now ? 1 : 0,
      version: row.version,
      created_at: Number(row.created_at),
    }];
  });
}

export async function reportItem(ctx: Pick<Ctx, 'db' | 'config' | 'caller' | 'now'>, id: number): Promise<NewhouseReport> {
  const [item] = await reportItems(ctx, [id]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}
