import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  CUSTOMER_FOLLOWUP_WAYS, FOLLOWUP_TOTAL_CAP, HOUSE_HIDDEN_TEXT, WRITTEN_FOLLOWUP_KINDS, followupRuleText, type DataOf, type FollowupItem, type FollowupKind, type HouseFollowupWay, type HouseKind,
  type ParsedInputOf, followupList,
} from '@brokerage/contract';
import type { Db } from '../../core/db/database.js';
import { prepared, preparedForScope, scopeValues } from '../../core/db/prepared.js';
import type { Ctx } from '../../core/context.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { scopeCondition, scopeFor } from '../../core/access.js';
import { contains, countUpTo, newestFirst, pageOfMatches, plannedRows } from '../../core/sql.js';
import { gramTokens } from '../../core/grams.js';
import { readHousePolicy } from '../../core/settings.js';
import { houseReadScope, readableHouse } from '../house/house-read.js';
import { hideHouseDoors } from '../../core/house-confidential.js';
import { changeOf } from '../house/followup-record.js';
import { insertFollowups } from '../house/followup-index.js';
import { assertFollowupGap } from '../house/followup-gap.js';
import { countInvalid } from '../statistics/followup-day.js';
import { assertProjectReadable } from '../newhouse/newhouse-read.js';
import { recountCountdown } from '../customer/customer-countdown.js';
import { recountHouseCountdown } from '../house/house-countdown.js';

// Follow-ups of houses: the list (a house's history, or the follow-ups of the people in the caller's scope),
// writing one, and marking one invalid or pinned.

async function followupItems(ctx: Ctx, ids: number[]): Promise<FollowupItem[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.selectFrom('followup as f')
    .leftJoin('staff as s', 's.id', 'f.staff_id')
    .leftJoin('staff as ib', 'ib.id', 'f.invalid_by')
    .leftJoin('house as h', 'h.id', 'f.house_id')
    .leftJoin('region as r', 'r.id', 'h.region_id')
    .leftJoin('building as b', 'b.id', 'h.building_id')
    .leftJoin('unit as u', 'u.id', 'h.unit_id')
    .leftJoin('door as d', 'd.id', 'h.door_id')
    .select([
      'f.id', 'f.house_id', 'f.customer_id', 'f.newhouse_id', 'f.staff_id', 's.name as staff_name', 'f.kind', 'f.content', 'f.detail', 'f.invalid',
      'f.invalid_reason', 'ib.name as invalid_by_name', 'f.invalid_at', 'f.pinned', 'f.created_at', 'h.kind as house_kind', 'h.level as house_level',
      'r.name as region_name', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name',
    ])
    .where('f.id', 'in', ids).execute();
  await hideHouseDoors(ctx, rows, (row) => row.house_id === null || row.house_level === null ? null : { id: row.house_id, level: row.house_level },
    (row) => { row.door_name = HOUSE_HIDDEN_TEXT; });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { detail, house_kind, house_level: _level, region_name, building_name, unit_name, door_name, ...rest } = row;
    return [{
      ...rest,
      staff_name: row.staff_name ?? '',
      kind: row.kind as FollowupKind,
      change: changeOf(row.kind, detail),
      invalid: row.invalid ? 1 : 0,
      invalid_by_name: row.invalid_by_name ?? '',
      pinned: row.pinned ? 1 : 0,
      house: house_kind === null ? null : {
        kind: house_kind as HouseKind, region_name: region_name ?? '', building_name: building_name ?? '', unit_name: unit_name ?? '',
        door_name: door_name ?? '',
      },
    }];
  });
}

async function followupItem(ctx: Ctx, id: number): Promise<FollowupItem> {
  const [item] = await followupItems(ctx, [id]);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

// A live house the caller may see (by their house:list scope), or 404001.
export async function assertHouseReadable(ctx: Ctx, houseId: number): Promise<void> {
  const scope = await houseReadScope(ctx);
  const house = await ctx.db.selectFrom('house as h').select('h.id')
    .where('h.id', '=', houseId).where('h.deleted_at', 'is', null).where(readableHouse(ctx.caller, scope)).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
}

type FollowupListInput = ParsedInputOf<typeof followupList>;

// The history of one house, customer or new-house project, rather than the follow-ups of people.
const ofOne = (input: FollowupListInput) => input.house_id !== undefined || input.customer_id !== undefined || input.newhouse_id !== undefined;

// A customer the caller may see (by their customer:list scope: agent within it, or in the public pool), or 404001.
async function assertCustomerReadable(ctx: Ctx, customerId: number): Promise<void> {
  const scope = await scopeFor(ctx, 'customer:list');
  if (!scope) throw new AppError('NOT_FOUND');
  const row = await ctx.db.selectFrom('customer as c').select('c.id').where('c.id', '=', customerId)
    .where((eb) => (scope === 'company' ? sql<boolean>`1 = 1` : eb.or([eb('c.pool', '=', 'public'), scopeCondition(ctx.caller, scope, 'c.agent_id')])))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
}

// The list's statements (their plans: followup.test.ts). A filter few follow-ups meet (a change's kind, the invalid
// or pinned ones) was found by reading the time index newest first and each follow-up's row until the page was full,
// and counted by reading them all: at 3 million follow-ups on SQLite 1.0-2.1 s a call; migration 032 indexes each of
// them apart. A word is the one filter no index holds: `matches` reads what the
// count reads and returns the matching follow-ups themselves, up to the cap. `found`: the follow-ups a word's pairs
// find, when they are few (pairsToSearch): the statements then read those alone.
export function followupStatements(ctx: Ctx, input: FollowupListInput, found: PairsFound | null = null) {
  let query = ctx.db.selectFrom('followup');
  if (input.house_id !== undefined) query = query.where('house_id', '=', input.house_id);
  else if (input.customer_id !== undefined) query = query.where('customer_id', '=', input.customer_id);
  else if (input.newhouse_id !== undefined) query = query.where('newhouse_id', '=', input.newhouse_id);
  else if (ctx.scope !== 'company') query = query.where(scopeCondition(ctx.caller, ctx.scope, 'followup.staff_id'));
  if (input.staff_id !== undefined) query = query.where('staff_id', '=', input.staff_id);
  // Conditions as literals, so that a partial index (migration 032) may be chosen: its condition must be written in the
  // statement, as a plan made without a parameter's value cannot use it (followup.test.ts fails with one). A typed
  // record's kind (an entry, a change) is read from followup_typed_idx, or for a scoped caller writer by writer from
  // followup_typed_writer_idx (migration 033); the written follow-ups, most of them and the newest, along the time
  // index.
  if (input.kind) {
    query = query.where('kind', '=', input.kind);
    if (input.kind !== 'manual') query = query.where(sql<boolean>`kind <> 'manual'`);
  }
  if (input.invalid !== undefined) query = query.where(input.invalid === 1 ? sql<boolean>`invalid = 1` : sql<boolean>`invalid = 0`);
  if (input.pinned !== undefined) query = query.where(input.pinned === 1 ? sql<boolean>`pinned = 1` : sql<boolean>`pinned = 0`);
  if (input.from !== undefined) query = query.where('created_at', '>=', input.from);
  if (input.to !== undefined) query = query.where('created_at', '<=', input.to);
  if (found) query = query.where(foundByPairs(found));
  // The follow-ups the list reads without the word (a word of common pairs on PostgreSQL: followupPage).
  const unworded = query;
  if (input.keyword) query = query.where(contains(ctx.dialect, 'followup.content', input.keyword));
  let page = query.select('id');
  // Pinned follow-ups head a house's history and a customer's timeline.
  if (ofOne(input)) page = page.orderBy('pinned', 'desc');
  return {
    count: countUpTo(ctx.db, query, FOLLOWUP_TOTAL_CAP),
    matches: query.select(['id', 'pinned', 'created_at']).limit(FOLLOWUP_TOTAL_CAP),
    // Built when asked for, as only that case asks: those follow-ups counted up to MATCHES_SCANNED, and the word's
    // matches among the first that many read as they come, up to the cap.
    unwordedCount: () => countUpTo(ctx.db, unworded, MATCHES_SCANNED),
    firstMatches: (keyword: string) => (ctx.db as unknown as Kysely<object>)
      .selectFrom(unworded.select(['id', 'pinned', 'created_at', 'content']).limit(MATCHES_SCANNED).as('scanned'))
      .select([sql<number>`id`.as('id'), sql<number>`pinned`.as('pinned'), sql<number>`created_at`.as('created_at')])
      .where(contains(ctx.dialect, 'scanned.content', keyword)).limit(FOLLOWUP_TOTAL_CAP),
    page: page.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit),
  };
}

// SQLite: the follow-ups holding the pairs one after the other (a phrase of the FTS5 table, migration 043): those whose
// text holds the word. The tokens are hex digits (core/grams.ts).
// (The FTS5 table is not in the schema's types: built on a Kysely without tables, as countUpTo's outer statement is.)
const pairsPhrase = (ctx: Ctx, pairs: string[]) => (ctx.db as unknown as Kysely<{ followup_gram: object }>)
  .selectFrom('followup_gram').select(sql<number>`rowid`.as('id')).where(sql<boolean>`followup_gram match ${`"${pairs.join(' ')}"`}`);

// PostgreSQL: the follow-ups holding all the pairs, anywhere, a containment its GIN index serves (migration 043), the
// tokens written as literals for the planner.
const holdingPairs = (pairs: string[]) => sql<boolean>`text_grams(followup.content) @> ${sql.lit(`{${pairs.join(',')}}`)}::text[]`;

// The follow-ups a word's pairs find, fewer than PAIR_CANDIDATES_MAX, a condition the LIKE still checks. SQLite: their
// ids, read from the phrase once (a JSON array, as json_each reads it); the phrase was read again by the statements
// that named it, and a phrase of common pairs costs the same whatever it finds. PostgreSQL: the pairs.
export type PairsFound = { dialect: 'sqlite'; ids: string; count: number } | { dialect: 'postgres'; pairs: string[] };

function foundByPairs(found: PairsFound): RawBuilder<boolean> {
  return found.dialect === 'sqlite'
    ? sql<boolean>`followup.id in (select value from json_each(${found.ids}))`
    : holdingPairs(found.pairs);
}

// Up to this many follow-ups found from a word's pairs are read and checked one by one; more, and the word is common
// enough for the walk to find its matches soon (at 3.4 million follow-ups a word held by 20,000 reaches the cap within
// about 350,000 of them, some 40 ms of walking on SQLite at the 0.1 µs a row that reading them all takes).
export const PAIR_CANDIDATES_MAX = 20_000;

// The follow-ups a word's pairs find when they are fewer than PAIR_CANDIDATES_MAX: on SQLite read from the FTS5 table
// up to that, on PostgreSQL bounded by the planner's estimate for its rarest pair (rarestPairRows); null for a word of
// one character, which has no pair, or a common one.
export async function pairsToSearch(ctx: Ctx, keyword: string): Promise<PairsFound | null> {
  const pairs = wordPairs(keyword);
  if (!pairs.length) return null;
  if (ctx.dialect === 'sqlite') {
    const phrase = pairsPhrase(ctx, pairs).limit(PAIR_CANDIDATES_MAX);
    const row = await (ctx.db as unknown as Kysely<object>).selectFrom(phrase.as('found'))
      .select([sql<number>`count(*)`.as('n'), sql<string>`json_group_array(id)`.as('ids')]).executeTakeFirstOrThrow();
    const count = Number(row.n);
    return count < PAIR_CANDIDATES_MAX ? { dialect: 'sqlite', ids: row.ids, count } : null;
  }
  return (await rarestPairRows(ctx, pairs)) < PAIR_CANDIDATES_MAX ? { dialect: 'postgres', pairs } : null;
}

// A word's character pairs as its index holds them: of the word as contains() matches it, lowered.
const wordPairs = (keyword: string) => gramTokens(keyword.toLowerCase());

// PostgreSQL, a word whose pairs are each common (rarestPairRows): its matches are first looked for among this many
// follow-ups, read as they come. A common word reaches the cap there and is walked; one that does not is read from
// the follow-ups holding all its pairs (the GIN index), where walking read every follow-up for a word whose common
// pairs are seldom together.
export const MATCHES_SCANNED = 50_000;

// Of a word's pairs, this many at most are estimated on PostgreSQL (a statement each): a longer word whose first pairs
// are all common is walked.
const PAIRS_ESTIMATED = 6;

// PostgreSQL: the planner's estimate of the follow-ups holding the rarest of the word's pairs, which bounds those
// holding them all; its estimate for all of them at once multiplies the pairs' shares as if each came apart from the
// others, and a word's pairs come together: 复核房源, in 166,000 of 3.4 million follow-ups, was estimated at 414, and
// its matches and page read all of them. Pair by pair until one is
// under the bound; the GIN index has no positions, so a word of common pairs apart (看房子) is walked.
async function rarestPairRows(ctx: Ctx, pairs: string[]): Promise<number> {
  let fewest = Infinity;
  for (const pair of pairs.slice(0, PAIRS_ESTIMATED)) {
    const rows = await plannedRows(ctx.db, ctx.db.selectFrom('followup').select(sql.lit(1).as('one')).where(holdingPairs([pair])));
    fewest = Math.min(fewest, rows);
    if (fewest < PAIR_CANDIDATES_MAX) break;
  }
  return fewest;
}

type Match = { id: number; pinned: number; at: number };

// The list's order (followupStatements' page) over follow-ups already read.
const listOrder = (pinnedFirst: boolean) => (a: Match, b: Match) => (pinnedFirst ? b.pinned - a.pinned : 0) || newestFirst(a, b);

// The list's total (to the cap) and its page's ids. With a word, the matches are read first: under the cap they are
// all there is, and the page is taken from them, sorted here, where walking the time index and reading each row until
// the page was full read every follow-up for a rare word; at the cap the word is common and the walk finds the page
// soon. A word whose pairs few follow-ups hold reads only those.
export async function followupPage(ctx: Ctx, input: FollowupListInput): Promise<{ total: number; ids: number[] }> {
  // A house's or customer's own follow-ups are few: they are read along its index whatever the word.
  const found = input.keyword && !ofOne(input) ? await pairsToSearch(ctx, input.keyword) : null;
  // No follow-up holds the word's pairs in order: none holds the word.
  if (found?.dialect === 'sqlite' && found.count === 0) return { total: 0, ids: [] };
  const statements = followupStatements(ctx, input, found);
  if (input.keyword) {
    // PostgreSQL, a word of common pairs among more than MATCHES_SCANNED follow-ups (fewer are read whole, as a
    // store's): the first that many first; under the cap there, its matches from its pairs. Should those reach the
    // cap, the page is walked.
    const pairs = ctx.dialect === 'postgres' && !found && !ofOne(input) ? wordPairs(input.keyword) : [];
    const many = pairs.length > 0 && Number((await statements.unwordedCount().executeTakeFirstOrThrow()).n) >= MATCHES_SCANNED;
    let matches = await (many ? statements.firstMatches(input.keyword) : statements.matches).execute();
    if (many && matches.length < FOLLOWUP_TOTAL_CAP) {
      matches = await followupStatements(ctx, input, { dialect: 'postgres', pairs }).matches.execute();
    }
    if (matches.length < FOLLOWUP_TOTAL_CAP) {
      const page = pageOfMatches(matches.map((m) => ({ id: m.id, pinned: m.pinned, at: Number(m.created_at) })),
        listOrder(ofOne(input)), input.page, input.limit);
      return { total: matches.length, ids: page.map((m) => m.id) };
    }
    return { total: FOLLOWUP_TOTAL_CAP, ids: (await statements.page.execute()).map((r) => r.id) };
  }
  const [rows, total] = await Promise.all([statements.page.execute(), statements.count.executeTakeFirstOrThrow()]);
  return { total: Number(total.n), ids: rows.map((r) => r.id) };
}

export async function listFollowups(ctx: Ctx, input: FollowupListInput): Promise<DataOf<typeof followupList>> {
  // A house's follow-ups are its history: whoever may see the house sees all of it.
  if (input.house_id !== undefined) await assertHouseReadable(ctx, input.house_id);
  if (input.customer_id !== undefined) await assertCustomerReadable(ctx, input.customer_id);
  if (input.newhouse_id !== undefined) await assertProjectReadable(ctx, input.newhouse_id);
  const { total, ids } = await followupPage(ctx, input);
  return {
    list: await followupItems(ctx, ids),
    page: { page: input.page, limit: input.limit, total, total_cap: FOLLOWUP_TOTAL_CAP },
  };
}

// Not an edit of the house: its version and update time stay, so nobody's open form goes stale. A valid follow-up
// restarts the house's release countdown.
const touchHouse = prepared((db: Db, v: { houseId: number; at: number }) => db
  .updateTable('house').set({ last_followup_at: v.at, active_at: v.at }).where('id', '=', v.houseId));

// The house a follow-up is added to, with its names, when the caller may see it: prepared per shape of the scope
// condition (core/db/prepared.ts).
const houseToFollow = preparedForScope((db: Db, v: { houseId: number }, caller, scope) => db.selectFrom('house as h')
  .innerJoin('region as r', 'r.id', 'h.region_id').innerJoin('building as b', 'b.id', 'h.building_id')
  .innerJoin('unit as u', 'u.id', 'h.unit_id').innerJoin('door as d', 'd.id', 'h.door_id')
  .select(['h.id', 'h.kind', 'h.level', 'r.name as region_name', 'b.name as building_name', 'u.name as unit_name', 'd.name as door_name'])
  .where('h.id', '=', v.houseId).where('h.deleted_at', 'is', null)
  .where(readableHouse(caller, scope)));

export async function addHouseFollowup(ctx: Ctx, input: { house_id: number; way: HouseFollowupWay; content: string }): Promise<FollowupItem> {
  // The house, when the caller may see it, with the names the new follow-up is shown with (the answer is built from
  // what is written rather than read back: one statement less on the busiest write).
  const scope = await houseReadScope(ctx);
  const house = await houseToFollow(ctx.caller, scope).first(ctx.db, { houseId: input.house_id, ...scopeValues(ctx.caller) });
  if (!house) throw new AppError('NOT_FOUND');
  await hideHouseDoors(ctx, [house], (row) => row, (row) => { row.door_name = HOUSE_HIDDEN_TEXT; });
  const { followupMinLength, followupMinGapMinutes } = await readHousePolicy(ctx.db);
  // Characters as people count them: one per Chinese character, whatever its encoding length.
  if ([...input.content].length < followupMinLength) {
    const message = followupRuleText('tooShort', ctx.lang, { min: followupMinLength });
    throw fieldRefusal('content', message);
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertFollowupGap(trx, ctx, { table: 'house', id: input.house_id }, followupMinGapMinutes);
    const [inserted] = await insertFollowups(trx, [{
      house_id: input.house_id, customer_id: null, staff_id: ctx.caller.staffId, kind: input.way, content: input.content, created_at: ctx.now,
    }]);
    await touchHouse.execute(trx, { houseId: input.house_id, at: ctx.now });
    return inserted as number;
  });
  const { id: _house, level: _level, kind, ...names } = house;
  return {
    id, house_id: input.house_id, customer_id: null, newhouse_id: null, staff_id: ctx.caller.staffId, staff_name: ctx.caller.name, kind: input.way,
    content: input.content, change: null, invalid: 0, invalid_reason: '', invalid_by_name: '', invalid_at: null, pinned: 0,
    created_at: ctx.now, house: { kind: kind as HouseKind, ...names },
  };
}

// A follow-up written by someone within the caller's scope (followup:manage).
async function manageable(ctx: Ctx, id: number) {
  const row = await ctx.db.selectFrom('followup').select(['id', 'house_id', 'customer_id', 'kind', 'staff_id', 'created_at'])
    .where('id', '=', id).where(scopeCondition(ctx.caller, ctx.scope, 'followup.staff_id')).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function markInvalid(ctx: Ctx, input: { id: number; invalid: 0 | 1; reason: string }): Promise<FollowupItem> {
  const followup = await manageable(ctx, input.id);
  if (!WRITTEN_FOLLOWUP_KINDS.includes(followup.kind as FollowupKind)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: followupRuleText('typedIsHistory', ctx.lang) });
  }
  const houseId = followup.house_id;
  const customerId = followup.customer_id;
  await ctx.db.transaction().execute(async (trx) => {
    // Counted once however many people mark it at the same moment: only the write that changes the mark counts.
    const changed = await trx.updateTable('followup').set({ invalid: input.invalid }).where('id', '=', input.id)
      .where('invalid', '<>', input.invalid).executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) await countInvalid(trx, followup, input.invalid ? 1 : -1);
    await trx.updateTable('followup').set(input.invalid
      ? { invalid: 1, invalid_reason: input.reason, invalid_by: ctx.caller.staffId, invalid_at: ctx.now }
      : { invalid: 0, invalid_reason: '', invalid_by: null, invalid_at: null })
      .where('id', '=', input.id).execute();
    // The house's last follow-up is its latest valid written one; its release countdown is found afresh with it.
    if (houseId !== null) {
      await trx.updateTable('house').set({
        last_followup_at: sql<number | null>`(select max(f.created_at) from followup f where f.house_id = ${houseId} and f.kind in (${sql.join(WRITTEN_FOLLOWUP_KINDS)}) and f.invalid = 0)`,
      }).where('id', '=', houseId).execute();
      await recountHouseCountdown(trx, houseId);
    }
    if (customerId !== null) {
      await trx.updateTable('customer').set({
        last_followup_at: sql<number | null>`(select max(f.created_at) from followup f where f.customer_id = ${customerId} and f.kind in (${sql.join(CUSTOMER_FOLLOWUP_WAYS)}) and f.invalid = 0)`,
      }).where('id', '=', customerId).execute();
      await recountCountdown(trx, customerId);
    }
  });
  return followupItem(ctx, input.id);
}

export async function pin(ctx: Ctx, input: { id: number; top: 0 | 1 }): Promise<FollowupItem> {
  await manageable(ctx, input.id);
  await ctx.db.updateTable('followup').set({ pinned: input.top, pinned_at: input.top ? ctx.now : null }).where('id', '=', input.id).execute();
  return followupItem(ctx, input.id);
}
