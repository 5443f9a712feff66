import {
  HOUSE_SEARCH_TAG_MAX, HOUSE_STATUSES, HouseSearchDisplay, HouseSearchQuery, houseSearchRuleText, type DataOf, type HouseKind, type HouseSearchTag,
  type ParsedInputOf, houseSearchTagDelete, houseSearchTagList, houseSearchTagSave, houseState,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import type { HouseSearchTagTable } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import type { Selectable } from 'kysely';
import { statusCounts } from '../house/house-status-counts.js';
import { isUniqueViolation } from '../../core/sql.js';
import { lockRow } from '../../core/db/row-lock.js';

type TagRow = Selectable<HouseSearchTagTable>;

// A stored query as the list takes it today. It was checked when saved; should the list's filters change later,
// a field it no longer accepts is dropped rather than failing the person's whole list.
function storedQuery(json: string): HouseSearchQuery {
  const candidate: Record<string, unknown> = (() => {
    try {
      const value: unknown = JSON.parse(json);
      return value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
    } catch {
      return {};
    }
  })();
  for (;;) {
    const parsed = HouseSearchQuery.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const before = Object.keys(candidate).length;
    for (const issue of parsed.error.issues) {
      const first = issue.path[0];
      if (typeof first === 'string') delete candidate[first];
      if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => delete candidate[key]);
    }
    if (Object.keys(candidate).length === before) return HouseSearchQuery.parse({});
  }
}

// Display names are a convenience: unreadable ones are simply left out.
function storedDisplay(json: string): HouseSearchDisplay {
  try {
    const parsed = HouseSearchDisplay.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function toTag(row: TagRow): HouseSearchTag {
  return {
    id: row.id, kind: row.kind as HouseKind, name: row.name, query: storedQuery(row.query), display: storedDisplay(row.display),
    created_at: row.created_at, updated_at: row.updated_at,
  };
}

const ownTags = (db: Db, staffId: number) => db.selectFrom('house_search_tag').selectAll().where('staff_id', '=', staffId);

async function ownTag(ctx: Ctx, id: number): Promise<TagRow> {
  const row = await ownTags(ctx.db, ctx.caller.staffId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listSearchTags(ctx: Ctx, input: ParsedInputOf<typeof houseSearchTagList>): Promise<DataOf<typeof houseSearchTagList>> {
  let query = ownTags(ctx.db, ctx.caller.staffId);
  if (input.kind) query = query.where('kind', '=', input.kind);
  const rows = await query.orderBy('kind').orderBy('name').orderBy('id').execute();
  return { list: rows.map(toTag) };
}

const nameTaken = (ctx: Ctx, name: string) => new AppError('CONFLICT', { detail: houseSearchRuleText('nameTaken', ctx.lang, { name }) });

// Creates or changes a tag. The person's staff row is locked on PostgreSQL so two saves at once cannot both pass
// the cap (SQLite runs one writing transaction at a time); the unique index catches a name saved twice at once.
export async function saveSearchTag(ctx: Ctx, input: ParsedInputOf<typeof houseSearchTagSave>): Promise<DataOf<typeof houseSearchTagSave>> {
  const me = ctx.caller.staffId;
  const current = input.id === undefined ? null : await ownTag(ctx, input.id);
  const values = {
    kind: input.kind, name: input.name, query: JSON.stringify(input.query), display: JSON.stringify(input.display), updated_at: ctx.now,
  };
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'staff', me);
      let same = ownTags(trx, me).where('kind', '=', input.kind).where('name', '=', input.name);
      if (current) same = same.where('id', '<>', current.id);
      if (await same.executeTakeFirst()) throw nameTaken(ctx, input.name);
      if (!current || current.kind !== input.kind) {
        const held = await trx.selectFrom('house_search_tag').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('staff_id', '=', me).where('kind', '=', input.kind).executeTakeFirstOrThrow();
        if (Number(held.n) >= HOUSE_SEARCH_TAG_MAX) {
          throw new AppError('QUOTA_EXCEEDED', { detail: houseSearchRuleText('cap', ctx.lang, { cap: HOUSE_SEARCH_TAG_MAX }) });
        }
      }
      if (current) {
        await trx.updateTable('house_search_tag').set(values).where('id', '=', current.id).where('staff_id', '=', me).execute();
        return current.id;
      }
      const row = await trx.insertInto('house_search_tag').values({ ...values, staff_id: me, created_at: ctx.now })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
    return toTag(await ownTag(ctx, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(ctx, input.name);
    throw error;
  }
}

export async function deleteSearchTag(ctx: Ctx, input: ParsedInputOf<typeof houseSearchTagDelete>): Promise<null> {
  const deleted = await ctx.db.deleteFrom('house_search_tag').where('id', '=', input.id).where('staff_id', '=', ctx.caller.staffId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return null;
}

// The status tabs: each status's houses and all of them counted up to the list's cap (statusCounts).
export async function houseStatusCounts(ctx: Ctx, input: ParsedInputOf<typeof houseState>): Promise<DataOf<typeof houseState>> {
  const { counts, total, cap } = await statusCounts(ctx, input);
  return { list: HOUSE_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })), total, total_cap: cap };
}
