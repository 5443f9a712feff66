import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PASSWORD_HISTORY, REUSED_PASSWORD_TEXT, WEAK_PASSWORD_TEXT, userInfo, userLogin, userLogout, userPassword, userUsePhone } from '@brokerage/contract';
import { loadConfig } from '../../core/config.js';
import { DEMO_STAFF_PASSWORD } from '../../seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function behaviour(action: string) {
  return t.db.selectFrom('behaviour_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
}

describe('user/login', () => {
  it('trims the username and returns a token with is_bind 1', async () => {
    const { status, body } = await t.call(userLogin, { username: '  admin  ', password: 'admin123' });
    expect(status).toBe(200);
    expect(body.code).toBe('200000');
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.is_bind).toBe('1');
    expect((await behaviour('login'))[0]?.account).toBe('admin');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('admin');
    const sessions = await t.db.selectFrom('session').select('token_hash').execute();
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown account with the same code', async () => {
    const wrong = await t.call(userLogin, { username: 'agent', password: 'nope-nope' }, { ip: '10.9.0.1' });
    const unknown = await t.call(userLogin, { username: 'nobody', password: 'nope-nope' }, { ip: '10.9.0.1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe(ERRORS.BAD_CREDENTIALS.code);
    expect(wrong.body.message).toBe('Wrong username or password');
    expect(unknown.body.code).toBe(ERRORS.BAD_CREDENTIALS.code);
    expect((await behaviour('login_failed')).length).toBeGreaterThanOrEqual(2);
  });

  it('answers in the caller\'s language', async () => {
    const { body } = await t.call(userLogin, { username: 'agent', password: 'wrong-one' }, { lang: 'zh-CN,zh;q=0.9', ip: '10.9.0.2' });
    expect(body.message).toBe('用户名或密码错误');
  });

  it('locks the account for that address after repeated failures and says for how long', async () => {
    const ip = '10.7.7.7';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await t.call(userLogin, { username: 'manager', password: 'bad-password' }, { ip })).body.code);
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill(ERRORS.BAD_CREDENTIALS.code));
    expect(codes[4]).toBe(ERRORS.ACCOUNT_LOCKED.code);
    // Even the right password is refused while locked.
    const locked = await t.call(userLogin, { username: 'manager', password: 'manager123' }, { ip });
    expect(locked.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(locked.body.message).toBe('Too many failed attempts, try again in 15 minutes');
    expect((locked.body.data as unknown as { retry_after: number }).retry_after).toBeGreaterThan(14 * 60);
    expect((await behaviour('login_locked'))[0]?.account).toBe('manager');
    // Another address is not locked.
    const elsewhere = await t.call(userLogin, { username: 'manager', password: 'manager123' }, { ip: '10.7.7.8' });
    expect(elsewhere.body.code).toBe('200000');
    // When the lock has run out, the right password works again.
    await t.db.updateTable('login_attempt').set({ locked_until: 1 }).where('ip', '=', ip).execute();
    const after = await t.call(userLogin, { username: 'manager', password: 'manager123' }, { ip });
    expect(after.body.code).toBe('200000');
  });

  it('counts parallel guesses before checking them: the right password sent last is refused', async () => {
    const ip = '10.7.8.1';
    const guesses = Array.from({ length: 30 }, (_, i) => ({ username: 'staff005', password: `guess-${i}` }));
    const answers = await Promise.all([...guesses, { username: 'staff005', password: 'demo123' }]
      .map((input) => t.call(userLogin, input, { ip })));
    const codes = answers.map((a) => a.body.code);
    // Only as many as the policy allows reach the password check; the rest, the right one too, are locked.
    expect(codes.filter((c) => c === ERRORS.BAD_CREDENTIALS.code).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === '200000')).toEqual([]);
    expect(codes.at(-1)).toBe(ERRORS.ACCOUNT_LOCKED.code);
  });

  it('locks an account guessed at from many addresses, for every address', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await t.call(userLogin, { username: 'staff006', password: 'bad-password' }, { ip: `10.7.9.${i % 5}` })).body.code);
    }
    expect(codes.slice(0, 9).every((c) => c === ERRORS.BAD_CREDENTIALS.code)).toBe(true);
    expect(codes[9]).toBe(ERRORS.ACCOUNT_LOCKED.code);
    const fresh = await t.call(userLogin, { username: 'staff006', password: 'demo123' }, { ip: '10.7.9.200' });
    expect(fresh.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(fresh.body.message).toMatch(/try again in 15 minutes$/);
  });

  it('throttles one address guessing at many accounts, and only that address', async () => {
    const ip = '10.7.10.1';
    const codes: string[] = [];
    for (let n = 7; n <= 30; n++) {
      const account = `staff${String(n).padStart(3, '0')}`;
      codes.push((await t.call(userLogin, { username: account, password: 'bad-password' }, { ip })).body.code);
    }
    expect(codes.slice(0, 19).every((c) => c === ERRORS.BAD_CREDENTIALS.code)).toBe(true);
    expect(codes[19]).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(codes.slice(20).every((c) => c === ERRORS.ACCOUNT_LOCKED.code)).toBe(true);
    // The address is locked for an account it never guessed at; another address is not.
    expect((await t.call(userLogin, { username: 'staff031', password: 'demo123' }, { ip })).body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect((await t.call(userLogin, { username: 'staff031', password: 'demo123' }, { ip: '10.7.10.2' })).body.code).toBe('200000');
  });

  it('lets the right password through after a few mistakes, and forgets them', async () => {
    const ip = '10.7.11.1';
    for (let i = 0; i < 4; i++) await t.call(userLogin, { username: 'staff032', password: 'bad-password' }, { ip });
    expect((await t.call(userLogin, { username: 'staff032', password: 'demo123' }, { ip })).body.code).toBe('200000');
    for (let i = 0; i < 4; i++) {
      expect((await t.call(userLogin, { username: 'staff032', password: 'bad-password' }, { ip })).body.code).toBe(ERRORS.BAD_CREDENTIALS.code);
    }
  });

  it('refuses disabled and resigned accounts, and ends their open sessions', async () => {
    const token = await t.login('agent');
    await t.db.updateTable('staff').set({ status: 'disabled' }).where('account', '=', 'agent').execute();
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' })).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    expect((await t.call(userInfo, {}, { token })).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    await t.db.updateTable('staff').set({ status: 'resigned' }).where('account', '=', 'agent').execute();
    expect((await t.call(userLogin, { username: 'agent', password: 'agent123' })).body.code).toBe(ERRORS.ACCOUNT_RESIGNED.code);
    expect((await t.call(userInfo, {}, { token })).body.code).toBe(ERRORS.ACCOUNT_RESIGNED.code);
    await t.db.updateTable('staff').set({ status: 'active' }).where('account', '=', 'agent').execute();
    expect((await t.call(userInfo, {}, { token })).body.code).toBe('200000');
  });
});

describe('sessions', () => {
  it('refuses a session idle longer than the setting, and one past its absolute end', async () => {
    const idle = await t.login('agent');
    const expired = await t.login('agent');
    const now = Math.floor(Date.now() / 1000);
    const { session_idle_minutes: idleMinutes } = await t.db.selectFrom('security_setting').select('session_idle_minutes').executeTakeFirstOrThrow();
    const sessions = await t.db.selectFrom('session').select('id').orderBy('id', 'desc').limit(2).execute();
    await t.db.updateTable('session').set({ last_seen_at: now - idleMinutes * 60 - 5 }).where('id', '=', sessions[1]!.id).execute();
    await t.db.updateTable('session').set({ expires_at: now - 1 }).where('id', '=', sessions[0]!.id).execute();
    expect((await t.call(userInfo, {}, { token: idle })).body.code).toBe(ERRORS.SESSION_IDLE.code);
    expect((await t.call(userInfo, {}, { token: expired })).body.code).toBe(ERRORS.SESSION_EXPIRED.code);
  });

  it('tells a missing token from an unknown one', async () => {
    const none = await t.call(userInfo, {});
    const junk = await t.call(userInfo, {}, { token: 'not-a-token' });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(ERRORS.NO_TOKEN.code);
    expect(junk.body.code).toBe(ERRORS.UNKNOWN_TOKEN.code);
  });
});

describe('user/info', () => {
  it('returns every field of the spec for the admin, with the whole menu tree', async () => {
    const token = await t.login('admin');
    const { body } = await t.call(userInfo, {}, { token });
    expect(body.code).toBe('200000');
    const info = body.data;
    expect(info).toMatchObject({
      loginid: 'admin', name: '王建国', roles: ['admin'], role_name: '管理员', position_name: '总经理',
      company_name: '安居房地产经纪有限公司', department_name: '总经办', input_target: 1, is_bind: '1',
      assess_examine: 1, assess_view: 1, level_name: '金牌经纪人', point: 3200, time_zone: loadConfig({}).timeZone,
    });
    expect(info.staff_phone_list).toHaveLength(1);
    expect(info.staff_phone).toBe(info.staff_phone_list[0]?.sp_number);
    for (const key of ['avatar', 'introduction', 'department_logo', 'id'] as const) expect(info).toHaveProperty(key);
    const names = info.route.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['House', 'Approval', 'Customer', 'Member', 'EnterpriseSetup', 'Statistics']));
    const setup = info.route.find((r) => r.name === 'EnterpriseSetup')?.children[0];
    expect(setup?.name).toBe('EnterpriseSetuper');
    expect(setup?.permissionList).toEqual(expect.arrayContaining(['bind:list', 'bind:operate', 'security:edit', 'access:edit']));
    expect(setup?.meta.title).toEqual({ en: 'Company settings', zh: '企业设置', es: 'Ajustes de empresa', ja: '企業設定' });
    const house = info.route.find((r) => r.name === 'House');
    expect(house?.redirect).toBe('noRedirect');
    const hidden = info.route.find((r) => r.name === 'Statistics')?.children.find((c) => c.name === 'TargetManagement');
    expect(hidden?.hidden).toBe(true);
  });

  it('shows an agent only their menus, this month\'s target (set in the demo), and two outbound numbers', async () => {
    const token = await t.login('agent');
    const info = (await t.call(userInfo, {}, { token })).body.data;
    expect(info.roles).toEqual(['agent']);
    expect(info.input_target).toBe(1);
    expect(info.assess_examine).toBe(0);
    expect(info.assess_view).toBe(1);
    expect(info.staff_phone_list).toHaveLength(2);
    const names = info.route.map((r) => r.name);
    expect(names).toContain('House');
    expect(names).not.toContain('EnterpriseSetup');
    expect(names).not.toContain('Member');
    expect(info.route.flatMap((r) => r.permissionList)).toEqual([]);
  });

  it('gives an empty level name below the first level', async () => {
    await t.db.updateTable('staff').set({ points: 10 }).where('account', '=', 'agent').execute();
    const token = await t.login('agent');
    expect((await t.call(userInfo, {}, { token })).body.data.level_name).toBe('');
    await t.db.updateTable('staff').set({ points: 420 }).where('account', '=', 'agent').execute();
    expect((await t.call(userInfo, {}, { token })).body.data.level_name).toBe('中级经纪人');
  });

  it('names the company\'s time zone as configured, for the app to show and count times in', async () => {
    const other = await createTestApp({ env: { COMPANY_TIME_ZONE: 'America/Los_Angeles' } });
    try {
      const token = await other.login('agent');
      expect((await other.call(userInfo, {}, { token })).body.data.time_zone).toBe('America/Los_Angeles');
    } finally {
      await other.close();
    }
  });
});

describe('user/logout', () => {
  it('revokes this token only', async () => {
    const first = await t.login('manager');
    const second = await t.login('manager');
    const out = await t.call(userLogout, {}, { token: first });
    expect(out.body.code).toBe('200000');
    expect((await t.call(userInfo, {}, { token: first })).body.code).toBe(ERRORS.LOGGED_OUT.code);
    expect((await t.call(userInfo, {}, { token: second })).body.code).toBe('200000');
    expect((await behaviour('logout')).length).toBeGreaterThanOrEqual(1);
    const op = await t.db.selectFrom('operation_log').selectAll().where('endpoint', '=', 'user/logout').executeTakeFirst();
    expect(op?.result_code).toBe('200000');
  });
});

describe('user/password', () => {
  it('needs the old password to match', async () => {
    const token = await t.login('manager');
    const { status, body } = await t.call(userPassword, { staff_oldpw: 'not-it', staff_loginpw: 'abcdef1' }, { token });
    expect(status).toBe(400);
    expect(body.code).toBe(ERRORS.WRONG_PASSWORD.code);
  });

  it('keeps the new password within 6 to 12 characters', async () => {
    const token = await t.login('manager');
    for (const staff_loginpw of ['12345', '1234567890123']) {
      const { body } = await t.call(userPassword, { staff_oldpw: 'manager123', staff_loginpw }, { token });
      expect(body.code).toBe(ERRORS.VALIDATION.code);
      expect(Object.keys((body.data as unknown as { fields: object }).fields)).toEqual(['staff_loginpw']);
    }
  });

  it('refuses a password easy to guess, in the caller\'s language on its field, keeping the old one', async () => {
    const token = await t.login({ account: 'staff021', password: DEMO_STAFF_PASSWORD });
    for (const staff_loginpw of ['111111', '123456', '654321', 'abcdefg', 'Password1', 'woaini1314', 'qwerty123']) {
      const { body } = await t.call(userPassword, { staff_oldpw: DEMO_STAFF_PASSWORD, staff_loginpw }, { token, lang: 'zh-CN' });
      expect(body.code, staff_loginpw).toBe(ERRORS.VALIDATION.code);
      expect((body.data as unknown as { fields: Record<string, string> }).fields).toEqual({ staff_loginpw: WEAK_PASSWORD_TEXT.zh });
    }
    expect((await t.call(userInfo, {}, { token })).body.code).toBe('200000');
    expect((await t.call(userLogin, { username: 'staff021', password: DEMO_STAFF_PASSWORD })).body.code).toBe('200000');
  });

  it(`refuses any of the last ${PASSWORD_HISTORY} passwords in the caller's language, and takes back one older than that`, async () => {
    const account = 'staff023';
    let current = DEMO_STAFF_PASSWORD;
    const change = async (next: string) => {
      const token = await t.login({ account, password: current });
      const { body } = await t.call(userPassword, { staff_oldpw: current, staff_loginpw: next }, { token, lang: 'zh-CN' });
      if (body.code === '200000') current = next;
      return body;
    };
    const passwords = ['Harbor-71', 'Lantern-82', 'Meadow-93', 'Quartz-14', 'Summit-25'];
    for (const next of passwords) expect((await change(next)).code).toBe('200000');
    // Summit-25 now; the four before it are kept, the demo password is the sixth back.
    for (const reused of passwords.slice(0, -1)) {
      const body = await change(reused);
      expect(body.code, reused).toBe(ERRORS.VALIDATION.code);
      expect((body.data as unknown as { fields: Record<string, string> }).fields).toEqual({ staff_loginpw: REUSED_PASSWORD_TEXT.zh });
    }
    expect(current).toBe('Summit-25');
    const staffId = (await t.db.selectFrom('staff').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
    expect(await t.db.selectFrom('password_history').select('id').where('staff_id', '=', staffId).execute()).toHaveLength(PASSWORD_HISTORY - 1);
    expect((await change(DEMO_STAFF_PASSWORD)).code).toBe('200000');
  });

  it('throttles wrong old passwords: past the lockout count even the right one waits, while signing in is untouched', async () => {
    const token = await t.login({ account: 'staff022', password: DEMO_STAFF_PASSWORD });
    const attempts = (await t.db.selectFrom('security_setting').select('lockout_attempts').executeTakeFirstOrThrow()).lockout_attempts;
    const codes: string[] = [];
    for (let i = 0; i < attempts + 2; i += 1) {
      codes.push((await t.call(userPassword, { staff_oldpw: `wrong-${i}`, staff_loginpw: 'Fresh-pass9' }, { token })).body.code);
    }
    expect(codes.slice(0, attempts - 1)).toEqual(Array.from({ length: attempts - 1 }, () => ERRORS.WRONG_PASSWORD.code));
    expect(codes.slice(-2)).toEqual([ERRORS.RATE_LIMITED.code, ERRORS.RATE_LIMITED.code]);
    const right = await t.call(userPassword, { staff_oldpw: DEMO_STAFF_PASSWORD, staff_loginpw: 'Fresh-pass9' }, { token });
    expect(right.body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect((right.body.data as unknown as { retry_after: number }).retry_after).toBeGreaterThan(0);
    expect((await t.call(userLogin, { username: 'staff022', password: DEMO_STAFF_PASSWORD })).body.code).toBe('200000');
  });

  it('changes the password and revokes every session of the person', async () => {
    const a = await t.login('manager');
    const b = await t.login('manager');
    const other = await t.login('admin');
    const { body } = await t.call(userPassword, { staff_oldpw: 'manager123', staff_loginpw: 'newpass99' }, { token: a });
    expect(body.code).toBe('200000');
    expect((await t.call(userInfo, {}, { token: a })).body.code).toBe(ERRORS.PASSWORD_CHANGED.code);
    expect((await t.call(userInfo, {}, { token: b })).body.code).toBe(ERRORS.PASSWORD_CHANGED.code);
    expect((await t.call(userInfo, {}, { token: other })).body.code).toBe('200000');
    expect((await t.call(userLogin, { username: 'manager', password: 'manager123' })).body.code).toBe(ERRORS.BAD_CREDENTIALS.code);
    const again = await t.login({ account: 'manager', password: 'newpass99' });
    // The manager's password is put back for the tests after this one, which the history would refuse.
    const managerId = (await t.db.selectFrom('staff').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('password_history').where('staff_id', '=', managerId).execute();
    expect((await t.call(userPassword, { staff_oldpw: 'newpass99', staff_loginpw: 'manager123' }, { token: again })).body.code).toBe('200000');
    expect((await behaviour('password_change')).filter((row) => row.staff_id === managerId)).toHaveLength(2);
  });
});

describe('user/usephone', () => {
  it('switches to one of the own numbers only', async () => {
    const token = await t.login('agent');
    const before = (await t.call(userInfo, {}, { token })).body.data;
    const other = before.staff_phone_list.map((p) => p.sp_number).find((n) => n !== before.staff_phone) as string;
    const ok = await t.call(userUsePhone, { phone_number: other }, { token });
    expect(ok.body).toMatchObject({ code: '200000', data: { staff_phone: other } });
    expect((await t.call(userInfo, {}, { token })).body.data.staff_phone).toBe(other);
    const adminPhone = (await t.db.selectFrom('staff').select('current_phone').where('account', '=', 'admin').executeTakeFirstOrThrow()).current_phone;
    const refused = await t.call(userUsePhone, { phone_number: adminPhone }, { token });
    expect(refused.body.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call(userInfo, {}, { token })).body.data.staff_phone).toBe(other);
  });
});
