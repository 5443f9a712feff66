import { sql, type Expression, type SqlBool } from 'kysely';
import { HOUSE_HIDDEN_TEXT, PhoneCallState, type DataOf, type ParsedInputOf, type PhoneCallItem, phoneCallList } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, scopeFor } from '../../core/access.js';
import { nextDay, startOfDate } from '../../core/clock.js';
import { SANDBOX } from '../../core/sandbox.js';
import { sandboxPageUrl } from './sandbox-provider.js';
import { hideHouseDoors } from '../../core/house-confidential.js';

// Reading call records. A person sees their own calls; with phone:records, those of the people within that
// permission's data scope (by the person who called, as follow-ups are scoped).

const COLUMNS = [
  'c.id', 'c.house_id', 'c.owner_id', 'c.owner_name', 'c.phone_index', 'c.callee_masked', 'c.caller_number', 'c.staff_id', 'c.provider',
  'c.provider_ref', 'c.state', 'c.started_at', 'c.answered_at', 'c.ended_at', 'c.duration', 'c.recording_url', 'c.recording_size',
  's.name as staff_name', 'so.name as store_name', 'h.level as house_level', 'r.name as region', 'bu.name as building', 'u.name as unit',
  'd.name as door',
] as const;

function base(ctx: Ctx) {
  return ctx.db.selectFrom('phone_call as c')
    .innerJoin('house as h', 'h.id', 'c.house_id')
    .innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as bu', 'bu.id', 'h.building_id')
    .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
    .leftJoin('staff as s', 's.id', 'c.staff_id').leftJoin('store as so', 'so.id', 'c.store_id');
}

type Row = {
  id: number; house_id: number; owner_id: number; owner_name: string; phone_index: number; callee_masked: string; caller_number: string;
  staff_id: number; provider: string; provider_ref: string; state: string; started_at: number | string; answered_at: number | string | null;
  ended_at: number | string | null; duration: number; recording_url: string; recording_size: number; staff_name: string | null;
  store_name: string | null; house_level: string; region: string; building: string; unit: string; door: string;
};

// Calls with the door of a 加密 house hidden where the caller may not see it.
function hideCallDoors(ctx: Ctx, rows: Row[]): Promise<Row[]> {
  return hideHouseDoors(ctx, rows, (r) => ({ id: r.house_id, level: r.house_level }), (r) => { r.door = HOUSE_HIDDEN_TEXT; });
}

const epochOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function itemOf(ctx: Ctx, r: Row): PhoneCallItem {
  const state = PhoneCallState.parse(r.state);
  return {
    id: r.id, house_id: r.house_id, house_address: [r.region, r.building, r.unit, r.door].filter(Boolean).join(' '),
    owner_id: r.owner_id, owner_name: r.owner_name, index: r.phone_index, callee: r.callee_masked, caller_number: r.caller_number,
    staff_id: r.staff_id, staff_name: r.staff_name ?? '', store_name: r.store_name ?? '', provider: r.provider, state,
    started_at: Number(r.started_at), answered_at: epochOrNull(r.answered_at), ended_at: epochOrNull(r.ended_at), duration: r.duration,
    recording_url: r.recording_url ? ctx.uploadLinks.sign(r.recording_url, ctx.now) : null, recording_size: r.recording_size,
    sandbox_url: r.provider === SANDBOX && state === 'calling' && r.staff_id === ctx.caller.staffId && r.provider_ref
      ? sandboxPageUrl(ctx.config.publicUrl, r.provider_ref) : '',
  };
}

// Whose calls the caller sees.
async function visible(ctx: Ctx) {
  return scopeCondition(ctx.caller, (await scopeFor(ctx, 'phone:records')) ?? 'self', 'c.staff_id');
}

// A call the caller may see, as the calls answer it; 404001 for any other.
export async function callItem(ctx: Ctx, id: number): Promise<PhoneCallItem> {
  const row = await base(ctx).select(COLUMNS).where('c.id', '=', id).where(await visible(ctx)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [shown] = await hideCallDoors(ctx, [row as Row]);
  return itemOf(ctx, shown as Row);
}

export async function listCalls(ctx: Ctx, input: ParsedInputOf<typeof phoneCallList>): Promise<DataOf<typeof phoneCallList>> {
  const where: Expression<SqlBool>[] = [await visible(ctx)];
  if (input.house_id !== undefined) where.push(sql<boolean>`c.house_id = ${input.house_id}`);
  if (input.staff_id !== undefined) where.push(sql<boolean>`c.staff_id = ${input.staff_id}`);
  if (input.state) where.push(sql<boolean>`c.state = ${input.state}`);
  if (input.date_from) where.push(sql<boolean>`c.started_at >= ${startOfDate(input.date_from)}`);
  if (input.date_to) where.push(sql<boolean>`c.started_at < ${startOfDate(nextDay(input.date_to))}`);
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql<boolean>`(c.owner_name like ${like} escape '\\' or r.name like ${like} escape '\\')`);
  }
  const query = base(ctx).where((eb) => eb.and(where));
  const [rows, count] = await Promise.all([
    query.select(COLUMNS).orderBy('c.started_at', 'desc').orderBy('c.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: (await hideCallDoors(ctx, rows as Row[])).map((r) => itemOf(ctx, r)), page: { page: input.page, limit: input.limit, total: Number(count.n) } };
}
