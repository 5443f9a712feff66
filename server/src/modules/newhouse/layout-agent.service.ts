import {
  NEWHOUSE_AGENTS_MAX, NEWHOUSE_LAYOUTS_MAX, type DataOf, type Lang, type ParsedInputOf, newhouseAgentAdd, newhouseAgentList,
  newhouseAgentUpdate, newhouseLayoutAdd, newhouseLayoutGet, newhouseLayoutList, newhouseLayoutRooms, newhouseLayoutUpdate,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/sql.js';
import { agentOf, bumpVersion, layoutOf, projectRow, projectVisible, refuse, seesUnpublished, toArea, toFen, visibleProject } from './newhouse-read.js';

// A project's layouts (户型) and the developer's sales agents on site (案场销售). Both are read by whoever may see the
// project and changed by holders of newhouse:edit; each change also marks the project as changed.

const LAYOUT_WORDS: Record<Lang, string> = { en: 'layouts', zh: '户型', es: 'tipologías', ja: '間取り' };
const AGENT_WORDS: Record<Lang, string> = { en: 'agents', zh: '案场销售', es: 'comerciales', ja: '販売担当' };

const LAYOUT_COLUMNS = ['id', 'newhouse_id', 'name', 'rooms', 'halls', 'toilets', 'area', 'price_total', 'orientation', 'sale_state', 'remark',
  'version', 'created_at'] as const;
const AGENT_COLUMNS = ['id', 'newhouse_id', 'name', 'phone', 'position', 'enabled', 'remark', 'version', 'created_at'] as const;

// The project's list and its sort by the latest change follow what hangs on it.
async function touchProject(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('newhouse').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function listLayouts(ctx: Ctx, input: ParsedInputOf<typeof newhouseLayoutList>): Promise<DataOf<typeof newhouseLayoutList>> {
  await projectVisible(ctx, input.new_id);
  let query = ctx.db.selectFrom('newhouse_layout').select(LAYOUT_COLUMNS).where('newhouse_id', '=', input.new_id);
  if (input.rooms !== undefined) query = query.where('rooms', '=', input.rooms);
  const rows = await query.orderBy('rooms').orderBy('area').orderBy('id').execute();
  return { list: rows.map(layoutOf) };
}

export async function getLayout(ctx: Ctx, id: number): Promise<DataOf<typeof newhouseLayoutGet>> {
  const all = await seesUnpublished(ctx);
  const row = await ctx.db.selectFrom('newhouse_layout as l').innerJoin('newhouse as n', 'n.id', 'l.newhouse_id')
    .select(LAYOUT_COLUMNS.map((c) => `l.${c}` as const)).where('l.id', '=', id).where(visibleProject(all)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return layoutOf(row);
}

export async function layoutRooms(ctx: Ctx, input: ParsedInputOf<typeof newhouseLayoutRooms>): Promise<DataOf<typeof newhouseLayoutRooms>> {
  await projectVisible(ctx, input.new_id);
  const rows = await ctx.db.selectFrom('newhouse_layout').select(['rooms', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('newhouse_id', '=', input.new_id).groupBy('rooms').orderBy('rooms').execute();
  return { list: rows.map((r) => ({ rooms: r.rooms, count: Number(r.n) })) };
}

type LayoutFields = Omit<ParsedInputOf<typeof newhouseLayoutAdd>, 'new_id'>;
const layoutColumns = (input: LayoutFields) => ({
  name: input.name, rooms: input.rooms, halls: input.halls, toilets: input.toilets, area: toArea(input.area), price_total: toFen(input.price_total),
  orientation: input.orientation, sale_state: input.sale_state, remark: input.remark,
});

async function layoutNameFree(db: Db, newhouseId: number, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('newhouse_layout').select('id').where('newhouse_id', '=', newhouseId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', { detail: name });
}

async function count(db: Db, table: 'newhouse_layout' | 'newhouse_agent', newhouseId: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('newhouse_id', '=', newhouseId).executeTakeFirstOrThrow();
  return Number(row.n);
}

function tooMany(ctx: Ctx, max: number, words: Record<Lang, string>): never {
  refuse(ctx, 'QUOTA_EXCEEDED', 'tooMany', { max, what: words[ctx.lang] });
}

// Writes a layout, turning a name taken meanwhile (the unique index) into the same 409002.
async function layoutWrite<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: name });
    throw error;
  }
}

export async function addLayout(ctx: Ctx, input: ParsedInputOf<typeof newhouseLayoutAdd>): Promise<DataOf<typeof newhouseLayoutAdd>> {
  const { new_id: newhouseId, ...fields } = input;
  await projectRow(ctx.db, newhouseId);
  await layoutNameFree(ctx.db, newhouseId, fields.name);
  if (await count(ctx.db, 'newhouse_layout', newhouseId) >= NEWHOUSE_LAYOUTS_MAX) tooMany(ctx, NEWHOUSE_LAYOUTS_MAX, LAYOUT_WORDS);
  const id = await layoutWrite(fields.name, () => ctx.db.transaction().execute(async (trx) => {
    const { id: layoutId } = await trx.insertInto('newhouse_layout').values({
      newhouse_id: newhouseId, ...layoutColumns(fields), created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    // Checked again in the transaction: two added at once cannot both take the last place.
    if (await count(trx, 'newhouse_layout', newhouseId) > NEWHOUSE_LAYOUTS_MAX) tooMany(ctx, NEWHOUSE_LAYOUTS_MAX, LAYOUT_WORDS);
    await touchProject(trx, newhouseId, ctx.now);
    return layoutId;
  }));
  return layoutOf(await ctx.db.selectFrom('newhouse_layout').select(LAYOUT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow());
}

async function layoutRow(db: Db, id: number) {
  const row = await db.selectFrom('newhouse_layout').select(['id', 'newhouse_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateLayout(ctx: Ctx, input: ParsedInputOf<typeof newhouseLayoutUpdate>): Promise<DataOf<typeof newhouseLayoutUpdate>> {
  const { id, version, ...fields } = input;
  const layout = await layoutRow(ctx.db, id);
  await layoutNameFree(ctx.db, layout.newhouse_id, fields.name, id);
  await layoutWrite(fields.name, () => ctx.db.transaction().execute(async (trx) => {
    await bumpVersion(trx, 'newhouse_layout', id, version, layoutColumns(fields), ctx.now);
    await touchProject(trx, layout.newhouse_id, ctx.now);
  }));
  return layoutOf(await ctx.db.selectFrom('newhouse_layout').select(LAYOUT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteLayout(ctx: Ctx, id: number): Promise<null> {
  const layout = await layoutRow(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('newhouse_layout').where('id', '=', id).execute();
    await touchProject(trx, layout.newhouse_id, ctx.now);
  });
  return null;
}

export async function listAgents(ctx: Ctx, newhouseId: number): Promise<DataOf<typeof newhouseAgentList>> {
  await projectVisible(ctx, newhouseId);
  const rows = await ctx.db.selectFrom('newhouse_agent').select(AGENT_COLUMNS).where('newhouse_id', '=', newhouseId)
    .orderBy('enabled', 'desc').orderBy('name').orderBy('id').execute();
  return { list: rows.map(agentOf) };
}

const agentById = (db: Db, id: number) => db.selectFrom('newhouse_agent').select(AGENT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();

export async function addAgent(ctx: Ctx, input: ParsedInputOf<typeof newhouseAgentAdd>): Promise<DataOf<typeof newhouseAgentAdd>> {
  await projectRow(ctx.db, input.new_id);
  if (await count(ctx.db, 'newhouse_agent', input.new_id) >= NEWHOUSE_AGENTS_MAX) tooMany(ctx, NEWHOUSE_AGENTS_MAX, AGENT_WORDS);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const { id: agentId } = await trx.insertInto('newhouse_agent').values({
      newhouse_id: input.new_id, name: input.name, phone: input.phone, position: input.position, enabled: 1, remark: input.remark,
      created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    if (await count(trx, 'newhouse_agent', input.new_id) > NEWHOUSE_AGENTS_MAX) tooMany(ctx, NEWHOUSE_AGENTS_MAX, AGENT_WORDS);
    await touchProject(trx, input.new_id, ctx.now);
    return agentId;
  });
  return agentOf(await agentById(ctx.db, id));
}

export async function updateAgent(ctx: Ctx, input: ParsedInputOf<typeof newhouseAgentUpdate>): Promise<DataOf<typeof newhouseAgentUpdate>> {
  const agent = await ctx.db.selectFrom('newhouse_agent').select(['id', 'newhouse_id']).where('id', '=', input.id).executeTakeFirst();
  if (!agent) throw new AppError('NOT_FOUND');
  await ctx.db.transaction().execute(async (trx) => {
    await bumpVersion(trx, 'newhouse_agent', input.id, input.version, {
      name: input.name, phone: input.phone, position: input.position, remark: input.remark, enabled: input.enabled,
    }, ctx.now);
    await touchProject(trx, agent.newhouse_id, ctx.now);
  });
  return agentOf(await agentById(ctx.db, input.id));
}
