import { sql, type RawBuilder } from 'kysely';
import {
  NEWHOUSE_PICTURE_GROUPS, newhouseRuleText, type Lang, type NewhouseAgent, type NewhouseItem, type NewhouseLayout, type NewhousePicture,
  type NewhousePictureGroup, type NewhouseRule, type NewhouseSaleState, type NewhouseUse, type ReportPhoneMode, type StaffRelateItem,
  type StaffRelateRole,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { holds } from '../../core/access.js';
import { fenToYuan, yuanToFen } from '../../core/money.js';

// Reading new-house projects and what hangs on them: who may see a project, and the one shaping of each record for
// the API. Money is fen here and yuan in answers, areas hundredths of a square metre here and square metres there.

export const DAY = 86_400;

export const toFen = (yuan: number | null): number | null => (yuan === null ? null : yuanToFen(yuan));
export const toYuan = (fen: number | string | null): number | null => (fen === null ? null : fenToYuan(Number(fen)));
export const toArea = (metres: number): number => Math.round(metres * 100);
const fromArea = (hundredths: number | string): number => Number(hundredths) / 100;

// A refusal with a rule's text in the caller's language under an error of the catalogue.
export function refuse(ctx: Pick<Ctx, 'lang'>, key: 'TRANSITION_NOT_ALLOWED' | 'CONFLICT' | 'BAD_REQUEST' | 'QUOTA_EXCEEDED', rule: NewhouseRule,
  params: Record<string, string | number> = {}): never {
  throw new AppError(key, { detail: newhouseRuleText(rule, ctx.lang, params) });
}

// A field's input refused by a rule the contract cannot check alone (a time against now, an amount a stage needs).
export function refuseField(lang: Lang, field: string, rule: NewhouseRule, params: Record<string, string | number> = {}): never {
  const message = newhouseRuleText(rule, lang, params);
  throw fieldRefusal(field, message);
}

// Who sees unpublished projects: holders of newhouse:edit; everyone else sees the published ones alone.
export async function seesUnpublished(ctx: Ctx): Promise<boolean> {
  return holds(ctx, 'newhouse:edit');
}

export function visibleProject(all: boolean, alias = 'n'): RawBuilder<boolean> {
  return all ? sql<boolean>`1 = 1` : sql<boolean>`${sql.ref(`${alias}.published`)} = 1`;
}

// A project the caller may see, or 404001.
export async function projectVisible(ctx: Ctx, id: number) {
  const all = await seesUnpublished(ctx);
  const row = await ctx.db.selectFrom('newhouse as n').selectAll('n').where('n.id', '=', id).where(visibleProject(all)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// A project by id for a change by a holder of newhouse:edit (who sees them all), or 404001.
export async function projectRow(db: Db, id: number) {
  const row = await db.selectFrom('newhouse').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

// The thumbnail a project is shown with: its first rendering's, else its first picture's.
export async function coversOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const covers = new Map<number, string>();
  if (!ids.length) return covers;
  const rows = await db.selectFrom('newhouse_picture').select(['newhouse_id', 'group', 'thumb_url', 'sort', 'id'])
    .where('newhouse_id', 'in', ids).orderBy('sort').orderBy('id').execute();
  const rank = (group: string) => (group === 'effect' ? 0 : 1);
  for (const id of ids) {
    const mine = rows.filter((r) => r.newhouse_id === id).sort((a, b) => rank(a.group) - rank(b.group) || a.sort - b.sort || a.id - b.id);
    if (mine[0]) covers.set(id, mine[0].thumb_url);
  }
  return covers;
}

// Projects as answers show them, in the order of `ids`.
export async function newhouseItems(db: Db, ids: number[]): Promise<NewhouseItem[]> {
  if (!ids.length) return [];
  const [rows, labels, layouts, reports, covers] = await Promise.all([
    db.selectFrom('newhouse as n').leftJoin('area as a', 'a.id', 'n.area_id').leftJoin('staff as m', 'm.id', 'n.manager_id')
      .selectAll('n').select(['a.name as area_name', 'm.name as manager_name']).where('n.id', 'in', ids).execute(),
    db.selectFrom('newhouse_label as nl').innerJoin('label as l', 'l.id', 'nl.label_id')
      .select(['nl.newhouse_id', 'l.id', 'l.name', 'l.color']).where('nl.newhouse_id', 'in', ids).orderBy('l.sort').orderBy('l.id').execute(),
    db.selectFrom('newhouse_layout').select(['newhouse_id', 'rooms', 'area']).where('newhouse_id', 'in', ids).execute(),
    db.selectFrom('newhouse_report').select(['newhouse_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('newhouse_id', 'in', ids).where('confirm', '=', 'valid').groupBy('newhouse_id').execute(),
    coversOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const mine = layouts.filter((l) => l.newhouse_id === id);
    const areas = mine.map((l) => Number(l.area));
    return [{
      id: row.id,
      name: row.name,
      area_id: row.area_id,
      area_name: row.area_name ?? '',
      address: row.address,
      developer: row.developer,
      use: row.use as NewhouseUse,
      sale_state: row.sale_state as NewhouseSaleState,
      price_avg: toYuan(row.price_avg),
      price_total_min: toYuan(row.price_total_min),
      price_total_max: toYuan(row.price_total_max),
      area_min: areas.length ? fromArea(Math.min(...areas)) : null,
      area_max: areas.length ? fromArea(Math.max(...areas)) : null,
      rooms: [...new Set(mine.map((l) => l.rooms))].sort((a, b) => a - b),
      opening_at: row.opening_at === null ? null : Number(row.opening_at),
      delivery_at: row.delivery_at === null ? null : Number(row.delivery_at),
      property_years: row.property_years,
      commission: row.commission,
      protect_days: row.protect_days,
      visit_days: row.visit_days,
      phone_mode: row.phone_mode as ReportPhoneMode,
      labels: labels.filter((l) => l.newhouse_id === id).map(({ id: labelId, name, color }) => ({ id: labelId, name, color })),
      published: row.published ? 1 : 0,
      manager_id: row.manager_id,
      manager_name: row.manager_name ?? '',
      description: row.description,
      cover_url: covers.get(id) ?? '',
      layout_count: mine.length,
      report_count: Number(reports.find((r) => r.newhouse_id === id)?.n ?? 0),
      version: row.version,
      created_at: Number(row.created_at),
      updated_at: Number(row.updated_at),
    }];
  });
}

export async function newhouseItem(db: Db, id: number): Promise<NewhouseItem> {
  const [item] = await newhouseItems(db, [id]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

type LayoutRow = {
  id: number; newhouse_id: number; name: string; rooms: number; halls: number; toilets: number; area: number | string;
  price_total: number | string | null; orientation: string; sale_state: string; remark: string; version: number; created_at: number | string;
};
export function layoutOf(row: LayoutRow): NewhouseLayout {
  return {
    id: row.id, newhouse_id: row.newhouse_id, name: row.name, rooms: row.rooms, halls: row.halls, toilets: row.toilets, area: fromArea(row.area),
    price_total: toYuan(row.price_total), orientation: row.orientation, sale_state: row.sale_state as NewhouseSaleState, remark: row.remark,
    version: row.version, created_at: Number(row.created_at),
  };
}

type AgentRow = {
  id: number; newhouse_id: number; name: string; phone: string; position: string; enabled: number; remark: string; version: number;
  created_at: number | string;
};
export function agentOf(row: AgentRow): NewhouseAgent {
  return { ...row, enabled: row.enabled ? 1 : 0, created_at: Number(row.created_at) };
}

export async function staffRelateItems(db: Db, ids: number[]): Promise<StaffRelateItem[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('newhouse_staff as r').innerJoin('newhouse as n', 'n.id', 'r.newhouse_id')
    .innerJoin('staff as s', 's.id', 'r.user_id').leftJoin('store as so', 'so.id', 's.store_id')
    .select(['r.id', 'r.newhouse_id', 'n.name as newhouse_name', 'r.user_id', 's.name as user_name', 'so.name as store_name', 'r.role', 'r.created_at'])
    .where('r.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, store_name: row.store_name ?? '', role: row.role as StaffRelateRole, created_at: Number(row.created_at) }] : [];
  });
}

const groupOrder = (group: string) => NEWHOUSE_PICTURE_GROUPS.indexOf(group as NewhousePictureGroup);

// A project's pictures, by group then upload order.
export async function pictureItems(db: Db, where: { newhouseId?: number; id?: number }): Promise<NewhousePicture[]> {
  let query = db.selectFrom('newhouse_picture as p').leftJoin('staff as up', 'up.id', 'p.uploader_id')
    .select(['p.id', 'p.newhouse_id', 'p.group', 'p.url', 'p.thumb_url', 'p.width', 'p.height', 'p.size', 'p.original_name',
      'up.name as uploader_name', 'p.sort', 'p.created_at']);
  if (where.newhouseId !== undefined) query = query.where('p.newhouse_id', '=', where.newhouseId);
  if (where.id !== undefined) query = query.where('p.id', '=', where.id);
  const rows = await query.execute();
  return rows.sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.sort - b.sort || a.id - b.id)
    .map(({ sort: _sort, ...row }) => ({
      ...row, group: row.group as NewhousePictureGroup, uploader_name: row.uploader_name ?? '', created_at: Number(row.created_at),
    }));
}

// Whether the person may be named as a manager or linked: a working staff member.
export async function assertWorkingStaff(ctx: Ctx, staffId: number): Promise<void> {
  const row = await ctx.db.selectFrom('staff').select('id').where('id', '=', staffId).where('status', '=', 'active').executeTakeFirst();
  if (!row) throw new AppError('BAD_REQUEST', { detail: `staff ${staffId} is not a working staff member` });
}

// Writes a versioned row only at the version the caller read (else 602144), bumping it.
export async function bumpVersion(
  db: Db, table: 'newhouse' | 'newhouse_layout' | 'newhouse_agent' | 'newhouse_report', id: number, version: number,
  values: Record<string, unknown>, now: number,
): Promise<void> {
  const result = await db.updateTable(table).set({ ...values, version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('STALE');
}

// A project the caller may see through newhouse:list (a call whose own permission is another one), or 404001.
export async function assertProjectReadable(ctx: Ctx, id: number): Promise<void> {
  if (!(await holds(ctx, 'newhouse:list'))) throw new AppError('NOT_FOUND');
  await projectVisible(ctx, id);
}
