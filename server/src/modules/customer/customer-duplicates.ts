import { CUSTOMER_OPEN_STATUSES, type CustomerMatch, type CustomerPool, type CustomerStatus } from '@brokerage/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { scopeCondition } from '../../core/access.js';
import { readCustomerPolicy, type CustomerPolicy } from './customer-policy.js';

// The duplicate phone guard (DOMAIN.md "Duplicate customers"): a phone counts as a duplicate when an open customer of
// the same kind holds it, within the company's duplicate scope seen from the caller.

// Open customers of the kind holding one of the phones (their keyed hashes), but `except`, phones masked.
async function duplicatesOf(ctx: Ctx, db: Db, policy: CustomerPolicy, kind: string, hashes: string[], except: number | null): Promise<CustomerMatch[]> {
  if (!hashes.length) return [];
  let query = db.selectFrom('customer as c').innerJoin('staff as ag', 'ag.id', 'c.agent_id').leftJoin('store as so', 'so.id', 'c.store_id')
    .select(['c.id', 'c.kind', 'c.name', 'c.status', 'c.pool', 'ag.name as agent_name', 'so.name as store_name', 'c.created_at'])
    .where('c.kind', '=', kind).where('c.status', 'in', CUSTOMER_OPEN_STATUSES)
    .where('c.id', 'in', (eb) => eb.selectFrom('customer_phone').select('customer_id').where('phone_hash', 'in', hashes));
  if (policy.duplicateScope !== 'company') query = query.where(scopeCondition(ctx.caller, policy.duplicateScope, 'c.agent_id'));
  if (except !== null) query = query.where('c.id', '<>', except);
  const rows = await query.orderBy('c.id').limit(20).execute();
  if (!rows.length) return [];
  const masked = await db.selectFrom('customer_phone').select(['customer_id', 'phone_masked'])
    .where('customer_id', 'in', rows.map((r) => r.id)).orderBy('sort').execute();
  return rows.map((row) => ({
    id: row.id, kind: row.kind as CustomerMatch['kind'], name: row.name, status: row.status as CustomerStatus, pool: row.pool as CustomerPool,
    agent_name: row.agent_name, store_name: row.store_name ?? '', created_at: row.created_at,
    phones: masked.filter((p) => p.customer_id === row.id).map((p) => p.phone_masked),
  }));
}

// The advisory locks of the guard, apart from any other use of them by their first key.
const PHONE_LOCKS = 601020;

// On PostgreSQL two saves of one phone would both read before either inserts: each holds its phones (of the kind,
// in one order, so two saves never wait on each other crosswise) until its transaction ends. SQLite runs one write
// transaction at a time already.
async function lockPhones(ctx: Ctx, trx: Db, kind: string, hashes: string[]): Promise<void> {
  if (ctx.dialect !== 'postgres') return;
  for (const hash of [...new Set(hashes)].sort()) {
    await sql`select pg_advisory_xact_lock(${PHONE_LOCKS}, hashtext(${`${kind}:${hash}`}))`.execute(trx);
  }
}

// A save's duplicates, in its transaction: they refuse it with 601020 naming them when the company's duplicates block
// (customer_duplicate_blocks), and are otherwise returned, for the answer to warn of them.
export async function guardDuplicates(
  ctx: Ctx, trx: Db, policy: CustomerPolicy, customer: { kind: string; hashes: string[]; except: number | null },
): Promise<CustomerMatch[]> {
  await lockPhones(ctx, trx, customer.kind, customer.hashes);
  const matches = await duplicatesOf(ctx, trx, policy, customer.kind, customer.hashes, customer.except);
  if (matches.length && policy.duplicateBlocks) throw new AppError('DUPLICATE', {}, { list: matches });
  return matches;
}

// The open customers that keep a closed customer from opening again by a change the caller cannot refuse (a deal's
// end): its duplicates when the company's duplicates block, none when they only warn.
export async function reopenBlockers(ctx: Ctx, trx: Db, customer: { id: number; kind: string }): Promise<CustomerMatch[]> {
  const policy = await readCustomerPolicy(trx);
  if (!policy.duplicateBlocks) return [];
  const hashes = await phoneHashesOf(trx, customer.id);
  await lockPhones(ctx, trx, customer.kind, hashes);
  return duplicatesOf(ctx, trx, policy, customer.kind, hashes, customer.id);
}

// The keyed hashes of a customer's stored phones.
export async function phoneHashesOf(db: Db, customerId: number): Promise<string[]> {
  return (await db.selectFrom('customer_phone').select('phone_hash').where('customer_id', '=', customerId).execute()).map((p) => p.phone_hash);
}
