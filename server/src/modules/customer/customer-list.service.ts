import { sql } from 'kysely';
import {
  CUSTOMER_OPEN_STATUSES, CUSTOMER_TABS, CUSTOMER_TOTAL_CAP, EXPORT_MAX_ROWS, OWNER_PHONE_PATTERN, normalisePhone, type CustomerExportRow,
  type CustomerTab, type DataOf, type ParsedInputOf, customerExport, customerList, userCustomerList,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { countUpTo, startsWith } from '../../core/sql.js';
import { nextTurn } from '../../core/jobs.js';
import { ownerCipher } from '../house-owner/owner-crypto.js';
import { customerItems } from './customer-read.js';

// The customer list by pool tab with each tab's count, its Excel export, and one person's customers.

type Filters = Omit<ParsedInputOf<typeof customerExport>, 'sort' | 'order'>;
const fromCustomers = (ctx: Ctx) => ctx.db.selectFrom('customer as c');
type Query = ReturnType<typeof fromCustomers>;

// The tab's customers: the caller's own private ones, the private ones of agents within the scope, or the public pool.
function inTab(ctx: Ctx, query: Query, tab: CustomerTab): Query {
  if (tab === 'mine') return query.where('c.pool', '=', 'private').where('c.agent_id', '=', ctx.caller.staffId);
  if (tab === 'public') return query.where('c.pool', '=', 'public');
  const private_ = query.where('c.pool', '=', 'private');
  return ctx.scope === 'company' ? private_ : private_.where(scopeCondition(ctx.caller, ctx.scope, 'c.agent_id'));
}

// A whole phone number is looked up by its keyed hash (phones are stored encrypted); anything else is a name's start,
// its Latin letters in either case (along customer_name_prefix_idx).
async function filtered(ctx: Ctx, input: Filters): Promise<Query> {
  let query: Query = fromCustomers(ctx);
  if (input.kind) query = query.where('c.kind', '=', input.kind);
  if (input.keyword) {
    const digits = normalisePhone(input.keyword);
    if (OWNER_PHONE_PATTERN.test(input.keyword) || (digits.length >= 11 && digits === input.keyword)) {
      const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
      const hash = cipher.phoneHash(digits);
      query = query.where('c.id', 'in', (eb) => eb.selectFrom('customer_phone').select('customer_id').where('phone_hash', '=', hash));
    } else {
      query = query.where(startsWith(ctx.dialect, 'c.name', input.keyword));
    }
  }
  if (input.level) query = query.where('c.level', 'in', input.level);
  if (input.status) query = query.where('c.status', 'in', input.status);
  if (input.source) query = query.where('c.source', '=', input.source);
  if (input.urgency) query = query.where('c.urgency', '=', input.urgency);
  if (input.region_id !== undefined) {
    const regionId = input.region_id;
    query = query.where('c.id', 'in', (eb) => eb.selectFrom('customer_want_region').select('customer_id').where('region_id', '=', regionId));
  }
  if (input.agent_id !== undefined) query = query.where('c.agent_id', '=', input.agent_id);
  if (input.store_id !== undefined) query = query.where('c.store_id', '=', input.store_id);
  if (input.looked !== undefined) query = query.where('c.last_look_at', input.looked ? 'is not' : 'is', null);
  if (input.created_from !== undefined) query = query.where('c.created_at', '>=', input.created_from);
  if (input.created_to !== undefined) query = query.where('c.created_at', '<=', input.created_to);
  return query;
}

function ordered(query: Query, input: { sort: ParsedInputOf<typeof customerList>['sort']; order: 'asc' | 'desc' }) {
  return query.select('c.id').orderBy(sql.ref(`c.${input.sort}`), input.order).orderBy('c.id', input.order);
}

export async function listCustomers(ctx: Ctx, input: ParsedInputOf<typeof customerList>): Promise<DataOf<typeof customerList>> {
  const base = await filtered(ctx, input);
  const [rows, ...counts] = await Promise.all([
    ordered(inTab(ctx, base, input.tab), input).limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    ...CUSTOMER_TABS.map((tab) => countUpTo(ctx.db, inTab(ctx, base, tab), CUSTOMER_TOTAL_CAP).executeTakeFirstOrThrow()),
  ]);
  const count = Object.fromEntries(CUSTOMER_TABS.map((tab, i) => [tab, Number(counts[i]?.n ?? 0)])) as Record<CustomerTab, number>;
  return {
    list: await customerItems(ctx.db, rows.map((r) => r.id)),
    page: { page: input.page, limit: input.limit, total: count[input.tab], total_cap: CUSTOMER_TOTAL_CAP },
    counts: count,
  };
}

const SLICE = 500;

export async function exportCustomers(ctx: Ctx, input: ParsedInputOf<typeof customerExport>): Promise<DataOf<typeof customerExport>> {
  const query = inTab(ctx, await filtered(ctx, input), input.tab);
  const { n } = await countUpTo(ctx.db, query, EXPORT_MAX_ROWS + 1).executeTakeFirstOrThrow();
  if (Number(n) > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_LARGE', { max: EXPORT_MAX_ROWS });
  const ids = (await ordered(query, input).execute()).map((r) => r.id);
  const list: CustomerExportRow[] = [];
  for (let from = 0; from < ids.length; from += SLICE) {
    if (from > 0) await nextTurn();
    for (const item of await customerItems(ctx.db, ids.slice(from, from + SLICE))) {
      list.push({ ...item, phone_list: item.phones.map((p) => p.masked), region_names: item.regions.map((r) => r.name) });
    }
  }
  return { list };
}

export async function listOfPerson(ctx: Ctx, input: ParsedInputOf<typeof userCustomerList>): Promise<DataOf<typeof userCustomerList>> {
  const person = await ctx.db.selectFrom('staff as s').select('s.id').where('s.id', '=', input.staff_id)
    .where(scopeCondition(ctx.caller, ctx.scope, 's.id')).executeTakeFirst();
  if (!person) throw new AppError('NOT_FOUND');
  let query: Query = fromCustomers(ctx).where('c.agent_id', '=', person.id).where('c.status', 'in', CUSTOMER_OPEN_STATUSES);
  if (input.pool) query = query.where('c.pool', '=', input.pool);
  const [rows, total] = await Promise.all([
    query.select('c.id').orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(input.limit).offset((input.page - 1) * input.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await customerItems(ctx.db, rows.map((r) => r.id)), page: { page: input.page, limit: input.limit, total: Number(total.n) } };
}
