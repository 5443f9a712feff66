import { sql } from 'kysely';
import { LOG_TOTAL_CAP } from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { scopeCondition } from '../../core/access.js';
import { AppError } from '../../core/errors.js';
import { contains, countUpTo, newestFirst, newestOfEach, pageOfMatches, unionAllOf } from '../../core/sql.js';

type Period = { from?: number | undefined; to?: number | undefined };

type BehaviourInput = Period & {
  page: number; limit: number; staff_id?: number | undefined; action?: string | undefined; keyword?: string | undefined;
};

// A keyword held by more people's accounts than this is common: their records are walked (behaviourStatements' page)
// rather than gathered person by person.
export const KEYWORD_PEOPLE_MAX = 200;

// The records the caller may see, with the filters other than the keyword.
function behaviourQuery(ctx: Ctx, input: BehaviourInput) {
  let query = ctx.db.selectFrom('behaviour_log as b').leftJoin('staff as s', 's.id', 'b.staff_id');
  // Failed logins of unknown accounts belong to nobody: only a company-wide scope sees them.
  query = ctx.scope === 'company' ? query : query.where('b.staff_id', 'is not', null).where(scopeCondition(ctx.caller, ctx.scope, 'b.staff_id'));
  if (input.staff_id !== undefined) query = query.where('b.staff_id', '=', input.staff_id);
  if (input.action) query = query.where('b.action', '=', input.action);
  if (input.from !== undefined) query = query.where('b.created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('b.created_at', '<', input.to);
  return query;
}

const BEHAVIOUR_COLUMNS = ['b.id', 'b.staff_id', 's.name as staff_name', 'b.account', 'b.action', 'b.detail', 'b.ip', 'b.device', 'b.created_at'] as const;

// The page's and the count's statements of the behaviour records (their plans: log.test.ts).
export function behaviourStatements(ctx: Ctx, input: BehaviourInput) {
  let query = behaviourQuery(ctx, input);
  if (input.keyword) query = query.where(contains(ctx.dialect, 'b.account', input.keyword));
  // Newest first by time, the order of each of the log's indexes (time; person and time; action and time: migration
  // 020): a page is read along the filter's index instead of sorting all its records. By id, a person's records were
  // sorted (10 ms for 4,000) and a person's sign-ins found along the action's million (200 ms). A keyword without a
  // person or an action is a LIKE on the account that reads until a page is full: by id, the table's own order
  // (records are written as they happen), rather than row by row along the time index, which took twice as long.
  // listBehaviour walks it only for a keyword that more than KEYWORD_PEOPLE_MAX people's accounts hold.
  const byTable = Boolean(input.keyword) && input.staff_id === undefined && !input.action;
  const rows = query.select(BEHAVIOUR_COLUMNS);
  const ordered = byTable ? rows.orderBy('b.id', 'desc') : rows.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  return {
    page: ordered.limit(input.limit).offset((input.page - 1) * input.limit),
    count: countUpTo(ctx.db, query, LOG_TOTAL_CAP),
  };
}

// The people whose account (the behaviour records) or name (the house operation log) holds the keyword, up to one more
// than KEYWORD_PEOPLE_MAX.
export function peopleHolding(ctx: Ctx, column: 'account' | 'name', keyword: string) {
  return ctx.db.selectFrom('staff').select('id').where(contains(ctx.dialect, column, keyword)).limit(KEYWORD_PEOPLE_MAX + 1);
}

// The parts of a keyword's records, found by their people: a person's account never changes (user/save leaves it), so
// each of their records holds it, and their records are read along behaviour_log_staff_idx, person by person. Only the
// records of no person (a failed sign-in of an unknown account) are matched on the record itself, along the same
// index's empty person (a company-wide scope only). Matching every record's account instead read the whole log when the
// keyword was rare.
// The ids are written as literals: PostgreSQL then plans for that person's number of records (a prepared statement's
// generic plan, estimated for an average person, read the table). The action is an expression, which no index serves:
// otherwise SQLite may read its index, every sign-in for a keyword of one person's (the planner's choice depends on the
// statistics; log.test.ts).
function keywordParts(ctx: Ctx, input: BehaviourInput, keyword: string, people: number[]) {
  const base = () => {
    const query = behaviourQuery(ctx, { ...input, action: undefined });
    return input.action ? query.where(sql<string>`${sql.ref('b.action')} || ''`, '=', input.action) : query;
  };
  const parts = people.map((id) => base().where('b.staff_id', '=', sql.lit(id)));
  if (ctx.scope === 'company') parts.push(base().where('b.staff_id', 'is', null).where(contains(ctx.dialect, 'b.account', keyword)));
  return parts.map((part) => part.select(['b.id', 'b.created_at']));
}

// The records a keyword matches, up to the cap: its parts read one after the other (UNION ALL). In one condition,
// PostgreSQL read every record of the people into a bitmap before the cap.
export function behaviourMatches(ctx: Ctx, input: BehaviourInput, keyword: string, people: number[]) {
  return unionAllOf(keywordParts(ctx, input, keyword, people)).limit(LOG_TOTAL_CAP);
}

// The newest n records of each part, for a keyword that matches the cap or more: the page is among them. Walking the
// table instead checked each record's account until the page was full.
export function behaviourNewest(ctx: Ctx, input: BehaviourInput, keyword: string, people: number[], n: number) {
  return newestOfEach(ctx.db, keywordParts(ctx, input, keyword, people), 'b', n);
}

function behaviourRows(ctx: Ctx, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return ctx.db.selectFrom('behaviour_log as b').leftJoin('staff as s', 's.id', 'b.staff_id').select(BEHAVIOUR_COLUMNS)
    .where('b.id', 'in', ids).execute();
}

// The page and the total. A keyword that few people's accounts hold is gathered by its people (behaviourMatches):
// under the cap the matches are all there is; at the cap the page is among the newest of each person
// (behaviourNewest). Either way the page is taken here, sorted. A keyword that many people hold walks the table, which
// finds such records soon.
async function behaviourPage(ctx: Ctx, input: BehaviourInput) {
  const keyword = input.keyword;
  if (keyword) {
    const people = (await peopleHolding(ctx, 'account', keyword).execute()).map((p) => p.id);
    if (people.length <= KEYWORD_PEOPLE_MAX) {
      const matches = people.length || ctx.scope === 'company' ? await behaviourMatches(ctx, input, keyword, people).execute() : [];
      const atCap = matches.length >= LOG_TOTAL_CAP;
      const candidates = atCap ? await behaviourNewest(ctx, input, keyword, people, input.page * input.limit).execute() : matches;
      const ids = pageOfMatches(candidates.map((m) => ({ id: m.id, at: Number(m.created_at) })), newestFirst, input.page, input.limit)
        .map((m) => m.id);
      const byId = new Map((await behaviourRows(ctx, ids)).map((row) => [row.id, row]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: atCap ? LOG_TOTAL_CAP : matches.length };
    }
  }
  const statements = behaviourStatements(ctx, input);
  const [rows, total] = await Promise.all([statements.page.execute(), statements.count.executeTakeFirstOrThrow()]);
  return { rows, total: Number(total.n) };
}

export async function listBehaviour(ctx: Ctx, input: BehaviourInput) {
  const { rows, total } = await behaviourPage(ctx, input);
  return {
    list: rows.map((r) => ({ ...r, staff_name: r.staff_name ?? '' })),
    page: { page: input.page, limit: input.limit, total, total_cap: LOG_TOTAL_CAP },
  };
}

export async function listInterfaceCalls(ctx: Ctx, input: Period & { page: number; limit: number; service?: string | undefined }) {
  let query = ctx.db.selectFrom('interface_log');
  if (input.service) query = query.where('service', '=', input.service);
  if (input.from !== undefined) query = query.where('created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('created_at', '<', input.to);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    countUpTo(ctx.db, query, LOG_TOTAL_CAP).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, page: { page: input.page, limit: input.limit, total: Number(total.n), total_cap: LOG_TOTAL_CAP } };
}

export async function loginLocations(ctx: Ctx, input: { id: number; limit: number }) {
  const person = await ctx.db.selectFrom('staff').select('id').where('id', '=', input.id)
    .where(scopeCondition(ctx.caller, ctx.scope, 'staff.id')).executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND');
  const list = await ctx.db.selectFrom('behaviour_log').select(['ip', 'device', 'created_at'])
    // In the order of the person's index (staff, time): their latest sign-ins without sorting all their records.
    .where('staff_id', '=', input.id).where('action', '=', 'login').orderBy('created_at', 'desc').orderBy('id', 'desc')
    .limit(input.limit).execute();
  return { list };
}
