import { createHash, randomBytes } from 'node:crypto';
import type { DataScope, ErrorKey, PermissionCode } from '@brokerage/contract';
import type { Db } from '../db/database.js';
import type { Caller, RequestMeta } from '../context.js';
import type { SecurityState } from '../settings.js';
import { placeAllows } from '../settings.js';
import { AppError } from '../errors.js';
import { prepared } from '../db/prepared.js';

// Why a session was revoked; the next request with it gets this code.
export type RevokeReason = Extract<
  ErrorKey,
  'LOGGED_OUT' | 'PASSWORD_CHANGED' | 'SESSION_REVOKED' | 'ACCOUNT_DISABLED' | 'ACCOUNT_RESIGNED'
>;

// last_seen_at is written at most this often, so reads do not turn into writes.
const TOUCH_EVERY_SECONDS = 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  staffId: number,
  meta: RequestMeta,
  absoluteHours: number,
  bound: boolean,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      staff_id: staffId,
      created_at: meta.now,
      last_seen_at: meta.now,
      expires_at: meta.now + absoluteHours * 3600,
      ip: meta.ip,
      host_name: meta.hostName,
      machine: meta.machine,
      bound: bound ? 1 : 0,
    })
    .execute();
  return token;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

// The session of a token with its staff member, role and store, and the role's scope for one permission. Built once
// (core/db/prepared.ts): it runs on every call.
const sessionLookup = prepared((db: Db, v: { permission: string; tokenHash: string }) => db
  .selectFrom('session as se')
  .innerJoin('staff as st', 'st.id', 'se.staff_id')
  .innerJoin('role as r', 'r.id', 'st.role_id')
  .leftJoin('store as so', 'so.id', 'st.store_id')
  .leftJoin('role_permission as rp', (join) => join
    .onRef('rp.role_id', '=', 'st.role_id')
    .on('rp.permission_code', '=', v.permission))
  .select([
    'se.id as session_id', 'se.last_seen_at', 'se.expires_at', 'se.revoked_at', 'se.revoke_code',
    'se.bound', 'se.machine',
    'st.id as staff_id', 'st.account', 'st.name', 'st.status', 'st.company_id', 'st.store_id',
    'st.department_id', 'st.role_id', 'st.must_change_password', 'r.code as role_code', 'so.district_id',
    'rp.data_scope',
  ])
  .where('se.token_hash', '=', v.tokenHash));

// Resolves a token to its caller, or throws the code that names exactly why it cannot be used.
export async function authenticate(
  db: Db,
  token: string | null,
  meta: RequestMeta,
  security: SecurityState,
  permission?: PermissionCode,
): Promise<{ caller: Caller; scope: DataScope | null }> {
  if (!token) throw new AppError('NO_TOKEN');
  // The endpoint's permission comes in the same statement (its data scope, null when the role lacks it): one
  // look-up per request instead of two, read afresh each time so a change of grants applies to the next call.
  const row = await sessionLookup.first(db, { permission: permission ?? '', tokenHash: hashToken(token) });
  if (!row) throw new AppError('UNKNOWN_TOKEN');
  const refusal = sessionRefusal(row, meta.now, security);
  if (refusal) throw new AppError(refusal);
  if (security.settings.place_enabled && !placeAllows(security.places, meta.ip)) throw new AppError('PLACE_NOT_ALLOWED');
  if (meta.now - row.last_seen_at >= TOUCH_EVERY_SECONDS) {
    await db.updateTable('session').set({ last_seen_at: meta.now }).where('id', '=', row.session_id).execute();
  }
  const caller: Caller = {
    staffId: row.staff_id,
    sessionId: row.session_id,
    account: row.account,
    name: row.name,
    companyId: row.company_id,
    storeId: row.store_id,
    departmentId: row.department_id,
    districtId: row.district_id,
    roleId: row.role_id,
    roleCode: row.role_code,
    // Turning binding off frees sessions that were waiting for approval.
    bound: row.bound === 1 || !security.settings.bind_enabled,
    sessionMachine: row.machine,
    mustChangePassword: row.must_change_password === 1,
  };
  return { caller, scope: (row.data_scope as DataScope | null) ?? null };
}

type SessionState = { revoked_at: number | null; revoke_code: string | null; status: string; expires_at: number; last_seen_at: number };

// Why a session can no longer be used, or null while it can.
function sessionRefusal(row: SessionState, now: number, security: SecurityState): ErrorKey | null {
  if (row.revoked_at !== null) return (row.revoke_code as RevokeReason | null) ?? 'SESSION_REVOKED';
  if (row.status === 'disabled') return 'ACCOUNT_DISABLED';
  if (row.status === 'resigned') return 'ACCOUNT_RESIGNED';
  if (now >= row.expires_at) return 'SESSION_EXPIRED';
  if (now - row.last_seen_at > security.settings.session_idle_minutes * 60) return 'SESSION_IDLE';
  return null;
}

// The same rules for a session already authenticated that stays open (a live stream), checked again now and then.
export async function sessionStillValid(db: Db, sessionId: number, now: number, security: SecurityState): Promise<boolean> {
  const row = await db.selectFrom('session as se').innerJoin('staff as st', 'st.id', 'se.staff_id')
    .select(['se.revoked_at', 'se.revoke_code', 'st.status', 'se.expires_at', 'se.last_seen_at'])
    .where('se.id', '=', sessionId).executeTakeFirst();
  return row !== undefined && sessionRefusal(row, now, security) === null;
}

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now, revoke_code: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeStaffSessions(
  db: Db,
  staffId: number,
  reason: RevokeReason,
  now: number,
  machine?: string,
): Promise<number> {
  let query = db
    .updateTable('session')
    .set({ revoked_at: now, revoke_code: reason })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (machine !== undefined) query = query.where('machine', '=', machine);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
