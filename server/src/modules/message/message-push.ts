import { sql } from 'kysely';
import {
  AudienceRecord, messageRuleText, type DataOf, type MessageAudience, type MessageCategory,
  type MessageRule, type ParsedInputOf, type SentMessage, messageSave, messageSent,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition, storeScopeCondition } from '../../core/access.js';
import { hasContent, sanitizeHtml } from '../../core/html.js';
import { sendMessage } from './message-write.js';

// Push messages (/sendNews/send). The audience is resolved to people when it is sent: everyone, or the union of the
// people, stores, departments (with every department below them) and roles named, always within the pusher's data
// scope for message:push and among staff at work. People and stores named outside that scope are refused rather
// than dropped, so the pusher knows; departments, roles and everyone reach those of them within it.

const ANNOUNCEMENT: MessageCategory = 3;

function refuse(ctx: Ctx, rule: MessageRule, params: Record<string, string | number> = {}): never {
  throw new AppError('BAD_REQUEST', { detail: messageRuleText(rule, ctx.lang, params) });
}

type Named = { id: number; name: string };

// Every department under the named ones, themselves included.
async function departmentTree(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.withRecursive('below(id)', (qb) => qb.selectFrom('department').select('id').where('id', 'in', ids)
    .union(qb.selectFrom('department as d').innerJoin('below', 'below.id', 'd.parent_id').select('d.id')))
    .selectFrom('below').select('id').execute();
  return rows.map((r) => r.id);
}

// The named targets with their names; a missing one is refused by name of its kind and id.
async function namedTargets(ctx: Ctx, audience: MessageAudience) {
  const unique = (ids: number[]) => [...new Set(ids)];
  const [staff, stores, departments, roles] = await Promise.all([
    audience.to_staff.length ? ctx.db.selectFrom('staff').select(['id', 'name', 'status']).where('id', 'in', unique(audience.to_staff)).execute() : [],
    audience.to_stores.length ? ctx.db.selectFrom('store').select(['id', 'name']).where('id', 'in', unique(audience.to_stores)).execute() : [],
    audience.to_departments.length ? ctx.db.selectFrom('department').select(['id', 'name']).where('id', 'in', unique(audience.to_departments)).execute() : [],
    audience.to_roles.length ? ctx.db.selectFrom('role').select(['id', 'name']).where('id', 'in', unique(audience.to_roles)).execute() : [],
  ]);
  const check = (kind: string, asked: number[], found: Named[]) => {
    const missing = asked.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) refuse(ctx, 'unknown', { what: `${kind} ${missing}` });
  };
  check('staff', audience.to_staff, staff.filter((s) => s.status !== 'resigned'));
  check('store', audience.to_stores, stores);
  check('department', audience.to_departments, departments);
  check('role', audience.to_roles, roles);
  const byId = (rows: Named[]) => rows.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id);
  return { staff: byId(staff), stores: byId(stores), departments: byId(departments), roles: byId(roles) };
}

// People and stores named must lie within the caller's scope.
async function assertInScope(ctx: Ctx, targets: Awaited<ReturnType<typeof namedTargets>>): Promise<void> {
  if (ctx.scope === 'company') return;
  if (targets.staff.length) {
    const inside = await ctx.db.selectFrom('staff').select('id').where('id', 'in', targets.staff.map((s) => s.id))
      .where(scopeCondition(ctx.caller, ctx.scope, 'id')).execute();
    const outside = targets.staff.find((s) => !inside.some((row) => row.id === s.id));
    if (outside) refuse(ctx, 'outOfScope', { what: outside.name });
  }
  if (targets.stores.length) {
    const wide = ctx.scope === 'store' || ctx.scope === 'district';
    const inside = wide
      ? await ctx.db.selectFrom('store').select('id').where('id', 'in', targets.stores.map((s) => s.id))
        .where(storeScopeCondition(ctx.caller, ctx.scope, 'id')).execute()
      : [];
    const outside = targets.stores.find((s) => !inside.some((row) => row.id === s.id));
    if (outside) refuse(ctx, 'outOfScope', { what: outside.name });
  }
}

// The people an audience reaches: at work, within the caller's scope, and in at least one of the targets.
function recipientsQuery(ctx: Ctx, audience: MessageAudience, departments: number[]) {
  const query = ctx.db.selectFrom('staff as s')
    .where('s.status', '=', 'active')
    .where(scopeCondition(ctx.caller, ctx.scope, 's.id'));
  if (audience.to_all) return query;
  return query.where((eb) => {
      const any = [];
      if (audience.to_staff.length) any.push(eb('s.id', 'in', audience.to_staff));
      if (audience.to_stores.length) any.push(eb('s.store_id', 'in', audience.to_stores));
      if (departments.length) any.push(eb('s.department_id', 'in', departments));
      if (audience.to_roles.length) any.push(eb('s.role_id', 'in', audience.to_roles));
      return eb.or(any);
    });
}

function hasTargets(audience: MessageAudience): boolean {
  return audience.to_all === 1 || audience.to_staff.length + audience.to_stores.length + audience.to_departments.length + audience.to_roles.length > 0;
}

async function resolve(ctx: Ctx, audience: MessageAudience) {
  if (!hasTargets(audience)) refuse(ctx, 'noAudience');
  const targets = await namedTargets(ctx, audience);
  await assertInScope(ctx, targets);
  const departments = await departmentTree(ctx.db, targets.departments.map((d) => d.id));
  return { targets, query: recipientsQuery(ctx, audience, departments) };
}

export async function countAudience(ctx: Ctx, audience: MessageAudience): Promise<{ recipients: number }> {
  const { query } = await resolve(ctx, audience);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { recipients: Number(row.n) };
}

export async function pushMessage(ctx: Ctx, input: ParsedInputOf<typeof messageSave>): Promise<DataOf<typeof messageSave>> {
  if (input.message_needread && input.message_category !== ANNOUNCEMENT) refuse(ctx, 'needreadAnnouncement');
  if (!input.message_title && input.message_category !== ANNOUNCEMENT) refuse(ctx, 'titleRequired');
  const info = sanitizeHtml(input.message_info);
  if (!hasContent(info)) refuse(ctx, 'infoRequired');
  const { targets, query } = await resolve(ctx, input);
  const people = (await query.select('s.id').orderBy('s.id').execute()).map((row) => row.id);
  if (!people.length) refuse(ctx, 'nobody');
  const audience: AudienceRecord = { to_all: input.to_all, ...targets };
  const id = await ctx.db.transaction().execute((trx) => sendMessage(trx, {
    category: input.message_category, title: input.message_title, info, needread: input.message_needread,
    senderId: ctx.caller.staffId, now: ctx.now, audience,
  }, people));
  return { message_id: id, recipients: people.length };
}

const EMPTY_AUDIENCE: AudienceRecord = { to_all: 0, staff: [], stores: [], departments: [], roles: [] };

function audienceOf(json: string): AudienceRecord {
  const parsed = AudienceRecord.safeParse(json ? JSON.parse(json) : null);
  return parsed.success ? parsed.data : EMPTY_AUDIENCE;
}

export async function sentMessages(ctx: Ctx, input: ParsedInputOf<typeof messageSent>): Promise<DataOf<typeof messageSent>> {
  let query = ctx.db.selectFrom('message as m')
    .where('m.sender_id', 'is not', null)
    .where(scopeCondition(ctx.caller, ctx.scope, 'm.sender_id'));
  if (input.category !== undefined) query = query.where('m.category', '=', input.category);
  const [rows, count] = await Promise.all([
    query.leftJoin('staff as s', 's.id', 'm.sender_id')
      .select([
        'm.id', 'm.category', 'm.title', 'm.info', 'm.needread', 'm.created_at', 'm.sender_id', 's.name as sender_name',
        'm.audience', 'm.recipient_count',
      ])
      .orderBy('m.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const reads = rows.length
    ? await ctx.db.selectFrom('message_recipient').select(['message_id', sql<number>`count(read_at)`.as('n')])
      .where('message_id', 'in', rows.map((r) => r.id)).groupBy('message_id').execute()
    : [];
  const list: SentMessage[] = rows.map((row) => ({
    message_id: row.id,
    message_category: row.category as MessageCategory,
    message_title: row.title,
    message_info: row.info,
    message_needread: row.needread ? 1 : 0,
    message_date: row.created_at,
    sender_id: row.sender_id,
    sender_name: row.sender_name ?? '',
    audience: audienceOf(row.audience),
    recipients: row.recipient_count,
    read: Number(reads.find((r) => r.message_id === row.id)?.n ?? 0),
  }));
  return { list, page: { page: input.page, limit: input.limit, total: Number(count.total) } };
}
