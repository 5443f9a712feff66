import { ERRORS, PASSWORD_HISTORY, REUSED_PASSWORD_TEXT, WEAK_PASSWORD_TEXT, isWeakPassword, type Text, type UserInfo } from '@brokerage/contract';
import type { Ctx, PublicCtx } from '../../core/context.js';
import { AppError, fieldRefusal } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../core/auth/password.js';
import { createSession, revokeSession, revokeStaffSessions } from '../../core/auth/session.js';
import { placeAllows } from '../../core/settings.js';
import { writeBehaviour } from '../../core/audit.js';
import { monthOf } from '../../core/clock.js';
import type { Db } from '../../core/db/database.js';
import { prepared } from '../../core/db/prepared.js';
import { routeTreeFor } from '../access/access.service.js';
import { monthTargetId } from '../target/target-set.js';
import { isApprovedMachine } from '../security/security.service.js';

// A sign-in is counted before its password is checked, on three counters: this account from this address, this
// account from any address (guesses spread over addresses) and this address for any account (one guess at many
// accounts). Counting first, in one transaction, means parallel guesses cannot all reach the password check.
const ANY = '';
type Counter = { account: string; ip: string; limit: number };

function countersFor(account: string, ip: string, attempts: number): Counter[] {
  return [
    { account, ip, limit: attempts },
    { account, ip: ANY, limit: attempts * 2 },
    { account: ANY, ip, limit: attempts * 4 },
  ];
}

type Lockout = { counters: Counter[]; lockSeconds: number };

// A password change is counted on its own counter of the person (a prefix no account has), so that a session in
// someone else's hands cannot try old passwords at will, nor lock the person's sign-in by trying.
const PASSWORD_CHANGE = 'password-change:';

// Counts this attempt on every counter; the seconds of the longest lock it meets, 0 when the password may be checked.
async function countAttempt(ctx: PublicCtx | Ctx, lockout: Lockout): Promise<number> {
  const windowStart = ctx.now - lockout.lockSeconds;
  return ctx.db.transaction().execute(async (trx) => {
    let longest = 0;
    for (const counter of lockout.counters) {
      const row = await trx.insertInto('login_attempt')
        .values({ account: counter.account, ip: counter.ip, failures: 1, first_failed_at: ctx.now, locked_until: null })
        .onConflict((oc) => oc.columns(['account', 'ip']).doUpdateSet((eb) => {
          const stillLocked = eb('login_attempt.locked_until', '>', ctx.now);
          // A new window starts when the last one or its lock is over.
          const over = eb.or([eb('login_attempt.first_failed_at', '<', windowStart), eb('login_attempt.locked_until', 'is not', null)]);
          return {
            failures: eb.case().when(stillLocked).then(eb.ref('login_attempt.failures')).when(over).then(1)
              .else(eb('login_attempt.failures', '+', 1)).end(),
            first_failed_at: eb.case().when(stillLocked).then(eb.ref('login_attempt.first_failed_at')).when(over).then(ctx.now)
              .else(eb.ref('login_attempt.first_failed_at')).end(),
            locked_until: eb.case().when(stillLocked).then(eb.ref('login_attempt.locked_until')).else(null).end(),
          };
        }))
        .returning(['id', 'failures', 'locked_until'])
        .executeTakeFirstOrThrow();
      if (row.locked_until != null && row.locked_until > ctx.now) {
        longest = Math.max(longest, row.locked_until - ctx.now);
      } else if (row.failures > counter.limit) {
        await trx.updateTable('login_attempt').set({ locked_until: ctx.now + lockout.lockSeconds }).where('id', '=', row.id).execute();
        longest = Math.max(longest, lockout.lockSeconds);
      }
    }
    return longest;
  });
}

async function lockoutPolicy(ctx: PublicCtx | Ctx) {
  const { settings } = await ctx.settings.get();
  return { attempts: settings.lockout_attempts, lockSeconds: settings.lockout_minutes * 60 };
}

// A wrong password: the counters that have reached their limit lock now; the seconds of the longest lock met, or 0.
async function lockReached(ctx: PublicCtx | Ctx, { counters, lockSeconds }: Lockout): Promise<number> {
  for (const counter of counters) {
    await ctx.db.updateTable('login_attempt').set({ locked_until: ctx.now + lockSeconds })
      .where('account', '=', counter.account).where('ip', '=', counter.ip)
      .where('failures', '>=', counter.limit).where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', ctx.now)]))
      .execute();
  }
  const row = await ctx.db.selectFrom('login_attempt').select((eb) => eb.fn.max('locked_until').as('until'))
    .where((eb) => eb.or(counters.map((c) => eb.and([eb('account', '=', c.account), eb('ip', '=', c.ip)]))))
    .executeTakeFirst();
  const until = Number(row?.until ?? 0);
  return until > ctx.now ? until - ctx.now : 0;
}

// The right password: the account's counters start again, and the address's no longer counts this attempt.
async function clearAttempt(ctx: PublicCtx, account: string): Promise<void> {
  await ctx.db.deleteFrom('login_attempt').where('account', '=', account).where('ip', 'in', [ctx.ip, ANY]).execute();
  await ctx.db.updateTable('login_attempt').set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('account', '=', ANY).where('ip', '=', ctx.ip).where('failures', '>', 0).execute();
}

function lockedError(seconds: number): AppError {
  return new AppError('ACCOUNT_LOCKED', { minutes: Math.max(1, Math.ceil(seconds / 60)) }, { retry_after: seconds });
}

export async function login(ctx: PublicCtx, input: { username: string; password: string }) {
  const account = input.username;
  const { attempts, lockSeconds } = await lockoutPolicy(ctx);
  const lockout = { counters: countersFor(account, ctx.ip, attempts), lockSeconds };
  const locked = await countAttempt(ctx, lockout);
  if (locked > 0) {
    await writeBehaviour(ctx.db, ctx, { staffId: null, account, action: 'login_locked' });
    throw lockedError(locked);
  }

  const staff = await ctx.db.selectFrom('staff').select(['id', 'password_hash', 'status', 'must_change_password'])
    .where('account', '=', account).executeTakeFirst();
  const ok = await verifyPassword(staff?.password_hash ?? null, input.password);
  if (!staff || !ok) {
    await writeBehaviour(ctx.db, ctx, { staffId: staff?.id ?? null, account, action: 'login_failed' });
    const nowLocked = await lockReached(ctx, lockout);
    if (nowLocked > 0) {
      await writeBehaviour(ctx.db, ctx, { staffId: staff?.id ?? null, account, action: 'login_locked' });
      throw lockedError(nowLocked);
    }
    throw new AppError('BAD_CREDENTIALS');
  }
  const { settings, places } = await ctx.settings.get();
  const refuse = async (key: 'ACCOUNT_DISABLED' | 'ACCOUNT_RESIGNED' | 'PLACE_NOT_ALLOWED') => {
    await writeBehaviour(ctx.db, ctx, { staffId: staff.id, account, action: 'login_failed', detail: ERRORS[key].code });
    throw new AppError(key);
  };
  if (staff.status === 'disabled') await refuse('ACCOUNT_DISABLED');
  if (staff.status === 'resigned') await refuse('ACCOUNT_RESIGNED');
  if (settings.place_enabled && !placeAllows(places, ctx.ip)) await refuse('PLACE_NOT_ALLOWED');

  await clearAttempt(ctx, account);
  const bound = !settings.bind_enabled || (await isApprovedMachine(ctx.db, staff.id, ctx.machine));
  const token = await createSession(ctx.db, staff.id, ctx, settings.session_absolute_hours, bound);
  await writeBehaviour(ctx.db, ctx, { staffId: staff.id, account, action: 'login', detail: bound ? '' : 'device not approved' });
  return { token, is_bind: bound ? ('1' as const) : ('0' as const), must_change_password: staff.must_change_password ? 1 as const : 0 as const };
}

export async function logout(ctx: Ctx): Promise<null> {
  await revokeSession(ctx.db, ctx.caller.sessionId, 'LOGGED_OUT', ctx.now);
  await writeBehaviour(ctx.db, ctx, { staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'logout' });
  return null;
}

export async function changePassword(ctx: Ctx, input: { staff_oldpw: string; staff_loginpw: string }): Promise<null> {
  const { attempts, lockSeconds } = await lockoutPolicy(ctx);
  const lockout = { counters: [{ account: `${PASSWORD_CHANGE}${ctx.caller.staffId}`, ip: ANY, limit: attempts }], lockSeconds };
  const locked = await countAttempt(ctx, lockout);
  if (locked > 0) throw new AppError('RATE_LIMITED', {}, { retry_after: locked });
  const staff = await ctx.db.selectFrom('staff').select('password_hash')
    .where('id', '=', ctx.caller.staffId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(staff.password_hash, input.staff_oldpw))) {
    const nowLocked = await lockReached(ctx, lockout);
    if (nowLocked > 0) throw new AppError('RATE_LIMITED', {}, { retry_after: nowLocked });
    throw new AppError('WRONG_PASSWORD');
  }
  await ctx.db.deleteFrom('login_attempt').where('account', '=', lockout.counters[0]!.account).where('ip', '=', ANY).execute();
  if (input.staff_oldpw === input.staff_loginpw) {
    throw new AppError('BAD_REQUEST', { detail: 'the new password must differ from the old one' });
  }
  const refuseNew = (text: Text): never => {
    throw fieldRefusal('staff_loginpw', text[ctx.lang]);
  };
  if (isWeakPassword(input.staff_loginpw)) refuseNew(WEAK_PASSWORD_TEXT);
  const earlier = await ctx.db.selectFrom('password_history').select('password_hash')
    .where('staff_id', '=', ctx.caller.staffId).orderBy('id', 'desc').limit(PASSWORD_HISTORY - 1).execute();
  for (const { password_hash } of earlier) {
    if (await verifyPassword(password_hash, input.staff_loginpw)) refuseNew(REUSED_PASSWORD_TEXT);
  }
  const hash = await hashPassword(input.staff_loginpw);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ password_hash: hash, must_change_password: 0, updated_at: ctx.now })
      .where('id', '=', ctx.caller.staffId).execute();
    // The password just replaced joins the history; older ones than the policy keeps are dropped.
    await trx.insertInto('password_history').values({ staff_id: ctx.caller.staffId, password_hash: staff.password_hash, created_at: ctx.now }).execute();
    const kept = await trx.selectFrom('password_history').select('id').where('staff_id', '=', ctx.caller.staffId)
      .orderBy('id', 'desc').limit(PASSWORD_HISTORY - 1).execute();
    await trx.deleteFrom('password_history').where('staff_id', '=', ctx.caller.staffId).where('id', 'not in', kept.map((row) => row.id)).execute();
    await revokeStaffSessions(trx, ctx.caller.staffId, 'PASSWORD_CHANGED', ctx.now);
  });
  await writeBehaviour(ctx.db, ctx, { staffId: ctx.caller.staffId, account: ctx.caller.account, action: 'password_change' });
  return null;
}

export async function usePhone(ctx: Ctx, input: { phone_number: string }) {
  const own = await ctx.db.selectFrom('staff_phone').select('sp_number')
    .where('staff_id', '=', ctx.caller.staffId).where('sp_number', '=', input.phone_number).executeTakeFirst();
  if (!own) throw new AppError('BAD_REQUEST', { detail: `${input.phone_number} is not one of your outbound numbers` });
  await ctx.db.updateTable('staff').set({ current_phone: own.sp_number, updated_at: ctx.now })
    .where('id', '=', ctx.caller.staffId).execute();
  return { staff_phone: own.sp_number };
}

// The caller's row with what hangs on it: their role, company, position and department, the level their points
// reach and whether this month's target is set, in one statement (user/info runs on every page load).
const staffInfo = prepared((db: Db, v: { staffId: number; month: string }) => db.selectFrom('staff as s')
  .innerJoin('role as r', 'r.id', 's.role_id')
  .innerJoin('company as c', 'c.id', 's.company_id')
  .leftJoin('position as p', 'p.id', 's.position_id')
  .leftJoin('department as d', 'd.id', 's.department_id')
  .select((eb) => [
    's.id', 's.account', 's.name', 's.avatar', 's.introduction', 's.points', 's.current_phone',
    'r.code as role_code', 'r.name as role_name', 'p.name as position_name', 'c.name as company_name',
    'd.name as department_name', 'd.logo as department_logo',
    eb.selectFrom('level').select('level.name').whereRef('level.min_points', '<=', 's.points')
      .orderBy('level.min_points', 'desc').limit(1).as('level_name'),
    monthTargetId(db, eb.ref('s.id'), v.month).as('target_id'),
  ])
  .where('s.id', '=', v.staffId));

const staffPhones = prepared((db: Db, v: { staffId: number }) => db.selectFrom('staff_phone').select('sp_number')
  .where('staff_id', '=', v.staffId).orderBy('sort').orderBy('id'));

export async function userInfo(ctx: Ctx): Promise<UserInfo> {
  const { db, caller } = ctx;
  const [staff, phones, routes, security] = await Promise.all([
    staffInfo.first(db, { staffId: caller.staffId, month: monthOf(ctx.now) }),
    staffPhones.all(db, { staffId: caller.staffId }),
    routeTreeFor(db, caller.roleId),
    ctx.settings.get(),
  ]);
  if (!staff) throw new AppError('NOT_FOUND');
  return {
    id: staff.id,
    loginid: staff.account,
    name: staff.name,
    avatar: staff.avatar,
    introduction: staff.introduction,
    roles: [staff.role_code],
    role_name: staff.role_name,
    position_name: staff.position_name ?? '',
    company_name: staff.company_name,
    department_name: staff.department_name ?? '',
    department_logo: staff.department_logo ?? '',
    route: routes.tree,
    input_target: staff.target_id === null ? 0 : 1,
    staff_phone: staff.current_phone,
    staff_phone_list: phones.map((p) => ({ sp_number: p.sp_number })),
    assess_examine: routes.codes.has('assess:examine') ? 1 : 0,
    assess_view: routes.codes.has('assess:view') ? 1 : 0,
    level_name: staff.level_name ?? '',
    point: staff.points,
    is_bind: caller.bound ? '1' : '0',
    watermark_enabled: security.settings.watermark_enabled ? 1 : 0,
    debug_guard_enabled: security.settings.debug_guard_enabled ? 1 : 0,
    must_change_password: caller.mustChangePassword ? 1 : 0,
    time_zone: ctx.config.timeZone,
  };
}

