import {
  CUSTOMER_OPEN_STATUSES, CUSTOMER_STATUSES_BY_DEAL, CUSTOMER_STATUS_LABELS, canChangeCustomerStatus, customerRuleText, maskPhone, normalisePhone, type CustomerMatch,
  type CustomerStatus, type DataOf, type ParsedInputOf, customerAdd, customerOffline, customerPrivate, customerRecovery,
  customerUpdate, customerUpdateFind,
} from '@brokerage/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { recordCustomerChange } from '../house/followup-record.js';
import { assertClaimCap, recordClaim } from '../house/pool-claim.js';
import { guardOpenApproval, submitApproval } from '../approval/submit.js';
import { ownerCipher, type OwnerCipher } from '../house-owner/owner-crypto.js';
import { changeableCustomer, customerDetail, customerForChange, type CustomerForChange } from './customer-read.js';
import { assertPrivateCap, assertVersion, readCustomerPolicy, updateAtVersion } from './customer-policy.js';
import { assertPlaces, wantColumns, wantsOf, writePlaces } from './customer-wants.js';
import { writeStatus } from './customer-status.js';
import { blacklistEntry } from '../member/blacklist.js';
import { customerInvalidItem, customerSubject } from './customer-invalid.approval.js';
import { guardDuplicates, phoneHashesOf } from './customer-duplicates.js';

// Entering, reading and editing customers (with the duplicate phone guard), taking them offline, recovering them and
// moving them between the pools. Every status and pool change writes its typed follow-up in the same transaction.

export function getCustomer(ctx: Ctx, id: number) {
  return customerDetail(ctx, id, ctx.scope);
}

function assertChannel(ctx: Ctx, input: { source: string; channel: string | null }): void {
  if (input.channel !== null && input.source !== 'online') throw new AppError('BAD_REQUEST', { detail: customerRuleText('channelForOnline', ctx.lang) });
}

function phoneRows(cipher: OwnerCipher, customerId: number, phones: string[]) {
  return phones.map((phone, sort) => ({
    customer_id: customerId, sort, phone_enc: cipher.encrypt(phone), phone_masked: maskPhone(phone), phone_hash: cipher.phoneHash(phone),
  }));
}

// A customer is not entered with a phone on the blacklist (DOMAIN: nor entered as clients): its mobiles are the key the
// blacklist holds. The refusal names the phone masked, never why its holder is listed.
async function assertNotBlacklisted(ctx: Ctx, phones: string[]): Promise<void> {
  const hit = await blacklistEntry(ctx.db, { mobiles: phones.map(normalisePhone) });
  if (hit) throw new AppError('BAD_REQUEST', { detail: customerRuleText('blacklisted', ctx.lang, { phone: maskPhone(hit.mobile) }) });
}

export async function addCustomer(ctx: Ctx, input: ParsedInputOf<typeof customerAdd>): Promise<DataOf<typeof customerAdd>> {
  assertChannel(ctx, input);
  await assertNotBlacklisted(ctx, input.phones);
  await assertPlaces(ctx.db, ctx.lang, input);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const policy = await readCustomerPolicy(ctx.db);
  const me = ctx.caller.staffId;
  let duplicates: CustomerMatch[] = [];
  const id = await ctx.db.transaction().execute(async (trx) => {
    duplicates = await guardDuplicates(ctx, trx, policy, { kind: input.kind, hashes: input.phones.map(cipher.phoneHash), except: null });
    await assertPrivateCap(trx, ctx, me, policy.privateCap);
    const { id: customerId } = await trx.insertInto('customer').values({
      kind: input.kind, name: input.name, sex: input.sex, source: input.source, channel: input.channel, level: input.level,
      status: 'valid', pool: 'private', urgency: input.urgency, remark: input.remark, ...wantColumns(input),
      agent_id: me, recorder_id: me, store_id: ctx.caller.storeId, active_at: ctx.now, created_at: ctx.now, updated_at: ctx.now,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('customer_phone').values(phoneRows(cipher, customerId, input.phones)).execute();
    await writePlaces(trx, customerId, input);
    await recordCustomerChange(trx, { customerId, staffId: me, kind: 'entry', content: '', change: null }, ctx.now);
    return customerId;
  });
  return { ...(await customerDetail(ctx, id)), duplicates };
}

export async function findForUpdate(ctx: Ctx, id: number): Promise<DataOf<typeof customerUpdateFind>> {
  const row = await ctx.db.selectFrom('customer as c')
    .select(['c.id', 'c.version', 'c.kind', 'c.name', 'c.sex', 'c.source', 'c.channel', 'c.level', 'c.urgency', 'c.remark', 'c.want_rooms',
      'c.want_uses', 'c.want_decorations', 'c.price_min', 'c.price_max', 'c.area_min', 'c.area_max', 'c.floor_min', 'c.floor_max',
      'c.school_district', 'c.payment'])
    .where('c.id', '=', id).where(changeableCustomer(ctx.caller, ctx.scope)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const [regions, areas, phones] = await Promise.all([
    ctx.db.selectFrom('customer_want_region').select('region_id').where('customer_id', '=', id).orderBy('region_id').execute(),
    ctx.db.selectFrom('customer_want_area').select('area_id').where('customer_id', '=', id).orderBy('area_id').execute(),
    ctx.db.selectFrom('customer_phone').select(['sort', 'phone_masked']).where('customer_id', '=', id).orderBy('sort').execute(),
  ]);
  const wants = wantsOf(row);
  type Editable = DataOf<typeof customerUpdateFind>;
  return {
    id: row.id, version: row.version, kind: row.kind as Editable['kind'], name: row.name, sex: row.sex as Editable['sex'],
    source: row.source as Editable['source'], channel: row.channel as Editable['channel'], level: row.level as Editable['level'],
    urgency: row.urgency as Editable['urgency'], remark: row.remark, area_ids: areas.map((a) => a.area_id),
    region_ids: regions.map((r) => r.region_id), ...wants, floor_min: row.floor_min, floor_max: row.floor_max,
    school_district: row.school_district ? 1 : 0, payment: row.payment as Editable['payment'],
    phones: phones.map((p) => ({ index: p.sort, masked: p.phone_masked })),
  };
}

export async function updateCustomer(ctx: Ctx, input: ParsedInputOf<typeof customerUpdate>): Promise<DataOf<typeof customerUpdate>> {
  const customer = await customerForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(customer, input.version);
  assertChannel(ctx, input);
  if (input.phones) await assertNotBlacklisted(ctx, input.phones);
  await assertPlaces(ctx.db, ctx.lang, input);
  const cipher = await ownerCipher(ctx.db, ctx.config.ownerDataKey);
  const policy = await readCustomerPolicy(ctx.db);
  const { phones } = input;
  let duplicates: CustomerMatch[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    if (phones) duplicates = await guardDuplicates(ctx, trx, policy, { kind: customer.kind, hashes: phones.map(cipher.phoneHash), except: customer.id });
    await updateAtVersion(trx, customer.id, input.version, {
      name: input.name, sex: input.sex, source: input.source, channel: input.channel, level: input.level, urgency: input.urgency,
      remark: input.remark, ...wantColumns(input),
    }, ctx.now);
    if (phones) {
      await trx.deleteFrom('customer_phone').where('customer_id', '=', customer.id).execute();
      await trx.insertInto('customer_phone').values(phoneRows(cipher, customer.id, phones)).execute();
    }
    await writePlaces(trx, customer.id, input);
  });
  return { ...(await customerDetail(ctx, customer.id)), duplicates };
}

function refuseTransition(ctx: Ctx, from: CustomerStatus, to: CustomerStatus): never {
  throw new AppError('TRANSITION_NOT_ALLOWED', {
    detail: customerRuleText('transition', ctx.lang, { from: CUSTOMER_STATUS_LABELS[from][ctx.lang], to: CUSTOMER_STATUS_LABELS[to][ctx.lang] }),
  });
}

// Another status now, in one transaction with its follow-up.
function applyStatus(ctx: Ctx, customer: CustomerForChange, to: CustomerStatus, reason: string): Promise<void> {
  return ctx.db.transaction().execute((trx) => writeStatus(trx, customer, to, reason, ctx.caller.staffId, ctx.now));
}

// 无效 waits for approval when a flow covers the caller's store (the customer stays as it is; a second request while
// one is open: 409004); otherwise it is written now, in the same transaction.
async function requestInvalid(ctx: Ctx, customer: CustomerForChange, reason: string): Promise<void> {
  await guardOpenApproval(() => ctx.db.transaction().execute(async (trx) => {
    const pending = await submitApproval(trx, ctx, customerInvalidItem, {
      recordId: customer.id, recordVersion: customer.version, subject: await customerSubject(trx, customer.id),
      payload: { from: customer.status, reason, maintainer_id: customer.agent_id }, note: reason,
    });
    if (pending === null) await writeStatus(trx, customer, 'invalid', reason, ctx.caller.staffId, ctx.now);
  }));
}

export async function takeOffline(ctx: Ctx, input: ParsedInputOf<typeof customerOffline>): Promise<DataOf<typeof customerOffline>> {
  const customer = await customerForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(customer, input.version);
  if (CUSTOMER_STATUSES_BY_DEAL.includes(input.status)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText('byDeal', ctx.lang, { status: CUSTOMER_STATUS_LABELS[input.status][ctx.lang] }) });
  }
  if (!canChangeCustomerStatus(customer.status, input.status)) refuseTransition(ctx, customer.status, input.status);
  if (input.status === 'invalid') await requestInvalid(ctx, customer, input.reason);
  else await applyStatus(ctx, customer, input.status, input.reason);
  return customerDetail(ctx, customer.id);
}

export async function recover(ctx: Ctx, input: ParsedInputOf<typeof customerRecovery>): Promise<DataOf<typeof customerRecovery>> {
  const customer = await customerForChange(ctx.db, ctx.caller, ctx.scope, input.id);
  assertVersion(customer, input.version);
  if (!canChangeCustomerStatus(customer.status, 'valid')) refuseTransition(ctx, customer.status, 'valid');
  // Back from a closed status it is open again: its phones pass the duplicate guard as an entry's do.
  const reopens = !CUSTOMER_OPEN_STATUSES.includes(customer.status);
  const policy = await readCustomerPolicy(ctx.db);
  let duplicates: CustomerMatch[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    if (reopens) duplicates = await guardDuplicates(ctx, trx, policy, { kind: customer.kind, hashes: await phoneHashesOf(trx, customer.id), except: customer.id });
    await writeStatus(trx, customer, 'valid', input.reason, ctx.caller.staffId, ctx.now);
  });
  return { ...(await customerDetail(ctx, customer.id)), duplicates };
}

// Claims a public customer for the caller (within the private cap) or releases one of the scope's private customers.
export async function changePool(ctx: Ctx, input: ParsedInputOf<typeof customerPrivate>): Promise<DataOf<typeof customerPrivate>> {
  const me = ctx.caller.staffId;
  const row = await ctx.db.selectFrom('customer as c').select(['c.id', 'c.status', 'c.pool', 'c.agent_id', 'c.version'])
    .where('c.id', '=', input.id)
    .where((eb) => eb.or([eb('c.pool', '=', 'public'), changeableCustomer(ctx.caller, ctx.scope)]))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  assertVersion(row, input.version);
  if (row.pool === input.pool) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText(input.pool === 'public' ? 'alreadyPublic' : 'alreadyPrivate', ctx.lang) });
  }
  if (!CUSTOMER_OPEN_STATUSES.includes(row.status as CustomerStatus)) {
    throw new AppError('TRANSITION_NOT_ALLOWED', { detail: customerRuleText('notOpen', ctx.lang) });
  }
  const policy = await readCustomerPolicy(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    if (input.pool === 'private') {
      await assertPrivateCap(trx, ctx, me, policy.privateCap);
      await assertClaimCap(trx, ctx, 'customer', policy.claimDailyCap, (count) => customerRuleText('claimCap', ctx.lang, { count, cap: policy.claimDailyCap }));
      await updateAtVersion(trx, row.id, input.version, {
        pool: 'private', agent_id: me, store_id: ctx.caller.storeId, active_at: ctx.now, warned_at: null,
      }, ctx.now);
      await recordClaim(trx, ctx, { kind: 'customer', recordId: row.id, approvalId: null });
    } else {
      await updateAtVersion(trx, row.id, input.version, { pool: 'public' }, ctx.now);
    }
    await recordCustomerChange(trx, {
      customerId: row.id, staffId: me, kind: 'pool', content: input.reason, change: { from: row.pool, to: input.pool },
    }, ctx.now);
  });
  return customerDetail(ctx, row.id);
}
