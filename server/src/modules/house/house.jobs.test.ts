import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { HOUSE_DATED_STATUSES, companySave, followupHouse, houseUpdateStatus, type HouseDetail } from '@brokerage/contract';
import { createTestApp, planOf, testDialect, type TestApp } from '../../test/harness.js';
import { countTurns } from '../../test/helpers.js';
import { openDatabase, type Db } from '../../core/db/database.js';
import { startJobs } from '../../core/jobs.js';
import { DAY, enterHouse, nowSeconds } from '../../test/houses.js';
import {
  HOUSE_RELEASE_WARN_DAYS, expiredIn, houseJobs, idleSince, longestIdle, releaseIdlePrivateHouses, returnExpiredStatuses, warnBeforeHouseRelease,
} from './house.jobs.js';

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, agent] = await Promise.all([t.login('admin'), t.login('agent')]);
  await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_private_cap: 10_000 }, { token: admin });
});
afterAll(async () => {
  await t.close();
});

const houseRow = (id: number) => t.db.selectFrom('house').select(['status', 'status_until', 'pool', 'version', 'updated_at'])
  .where('id', '=', id).executeTakeFirstOrThrow();
const autoFollowups = (db: Db, ids: number[]) => db.selectFrom('followup').select(['house_id', 'kind', 'staff_id', 'detail'])
  .where('house_id', 'in', ids).where('staff_id', 'is', null).orderBy('house_id').execute();

// One at a time: each entry takes the next free door.
async function enterWithStatus(status: (typeof HOUSE_DATED_STATUSES)[number], until: number): Promise<HouseDetail> {
  const house = await enterHouse(t, agent);
  const { body } = await t.call(houseUpdateStatus, { id: house.id, version: 1, status, until }, { token: agent });
  return body.data;
}

describe('status end dates', () => {
  it('returns expired reserved houses to valid', async () => {
    const now = nowSeconds();
    const ending: HouseDetail[] = [];
    for (const status of HOUSE_DATED_STATUSES) ending.push(await enterWithStatus(status, now + DAY));
    const later = await enterWithStatus('reserved', now + 10 * DAY);
    const at = now + 2 * DAY;
    expect(await returnExpiredStatuses(t.db, at)).toBe(ending.length);
    for (const house of ending) {
      expect(await houseRow(house.id)).toEqual({ status: 'valid', status_until: null, pool: 'private', version: 3, updated_at: at });
    }
    expect(await houseRow(later.id)).toMatchObject({ status: 'reserved', status_until: now + 10 * DAY, version: 2 });
    const written = await autoFollowups(t.db, ending.map((h) => h.id));
    expect(written.map((f) => [f.house_id, f.kind, JSON.parse(f.detail)])).toEqual(ending.map((h) => [
      h.id, 'status', { from: h.status, to: 'valid', until: null, auto: true },
    ]).sort((a, b) => Number(a[0]) - Number(b[0])));
    // A second run finds nothing left to do.
    expect(await returnExpiredStatuses(t.db, at)).toBe(0);
    expect(await autoFollowups(t.db, ending.map((h) => h.id))).toHaveLength(ending.length);
  });
});

describe('pool release', () => {
  it('releases private houses without a follow-up for N days', async () => {
    const now = nowSeconds();
    const silent = await enterHouse(t, agent);
    const followed = await enterHouse(t, agent);
    await t.call(followupHouse, { house_id: followed.id, content: '联系业主，业主表示价格可以小谈' }, { token: agent });
    const sold = await enterHouse(t, agent);
    await t.call(houseUpdateStatus, { id: sold.id, version: 1, status: 'deal_external' }, { token: agent });
    // The default policy: 15 days. Day 14 after the follow-up: nothing of these moves.
    await releaseIdlePrivateHouses(t.db, now + 14 * DAY);
    for (const house of [silent, followed]) expect((await houseRow(house.id)).pool).toBe('private');
    // A longer policy keeps them private on day 16 too.
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_release_days: 30 }, { token: admin });
    await releaseIdlePrivateHouses(t.db, now + 16 * DAY);
    expect((await houseRow(silent.id)).pool).toBe('private');
    await t.call(companySave, { name: '安居房地产经纪有限公司', resign_handover: 'manager', house_release_days: 15 }, { token: admin });
    const released = await releaseIdlePrivateHouses(t.db, now + 16 * DAY);
    expect(released).toBeGreaterThanOrEqual(2);
    expect(await houseRow(silent.id)).toMatchObject({ pool: 'public', version: 2, updated_at: now + 16 * DAY });
    expect((await houseRow(followed.id)).pool).toBe('public');
    // Off the market: not the pool's business.
    expect((await houseRow(sold.id)).pool).toBe('private');
    const written = await autoFollowups(t.db, [silent.id, followed.id, sold.id]);
    expect(written.map((f) => [f.house_id, f.kind, JSON.parse(f.detail)])).toEqual([
      [silent.id, 'pool', { from: 'private', to: 'public', auto: true }],
      [followed.id, 'pool', { from: 'private', to: 'public', auto: true }],
    ]);
    expect(await releaseIdlePrivateHouses(t.db, now + 16 * DAY)).toBe(0);
  });
});

describe('pool release messages', () => {
  it('warns the maintainer once per countdown before the release, again after a follow-up restarts it, and tells of the release', async () => {
    const now = nowSeconds();
    const house = await enterHouse(t, agent);
    // A maintainer with no other house, so the messages name this one alone.
    const maintainer = (await t.db.selectFrom('staff').select('id').where('id', 'not in', (eb) => eb.selectFrom('house').select('maintainer_id'))
      .where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('house').set({ maintainer_id: maintainer, last_followup_at: null, created_at: now, active_at: now }).where('id', '=', house.id).execute();
    const told = (kind: string) => t.db.selectFrom('message as m').innerJoin('message_recipient as r', 'r.message_id', 'm.id')
      .select('m.params').where('m.kind', '=', kind).where('r.staff_id', '=', maintainer).execute();
    const runUntilDone = async (at: number) => { while (await warnBeforeHouseRelease(t.db, at) > 0) { /* the demo's houses too */ } };
    // 15 days by default: not yet due a warning on day 12, warned on day 13, once.
    await runUntilDone(now + (15 - HOUSE_RELEASE_WARN_DAYS - 1) * DAY);
    expect(await told('poolReleaseWarning')).toEqual([]);
    await runUntilDone(now + (15 - HOUSE_RELEASE_WARN_DAYS) * DAY + 60);
    await runUntilDone(now + (15 - HOUSE_RELEASE_WARN_DAYS) * DAY + 120);
    const warned = await told('poolReleaseWarning');
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!.params)).toMatchObject({ house: expect.stringContaining(`#${house.id}`) as unknown, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
    // A follow-up restarts the countdown: its end is warned of anew.
    const followed = now + 5 * DAY;
    await t.db.updateTable('house').set({ last_followup_at: followed, active_at: followed }).where('id', '=', house.id).execute();
    await runUntilDone(followed + (15 - HOUSE_RELEASE_WARN_DAYS) * DAY + 60);
    expect(await told('poolReleaseWarning')).toHaveLength(2);
    await releaseIdlePrivateHouses(t.db, followed + 15 * DAY + 60);
    expect((await houseRow(house.id)).pool).toBe('public');
    const released = await told('poolRelease');
    expect(released).toHaveLength(1);
    expect(JSON.parse(released[0]!.params)).toEqual({ house: expect.stringContaining(`#${house.id}`) as unknown, days: 15 });
  });
});

describe('a job with much to do leaves the server free between its batches', () => {
  // On SQLite every statement runs synchronously, so a job's batches chained by promises alone would keep the server's
  // one thread from the first batch to the last: no request answered for seconds (the first pool release on a large
  // database moved 22,000 houses in 45 batches, 14 s). Each batch hands the event loop a turn before the next.
  it('returns the end dates in batches with a turn of the event loop between them', async () => {
    const now = nowSeconds();
    const houses: HouseDetail[] = [];
    for (let n = 0; n < 3; n++) houses.push(await enterWithStatus('sealed', now + DAY));
    const turns = countTurns();
    const changed = await returnExpiredStatuses(t.db, now + 2 * DAY, { batch: 1 });
    expect(changed).toBeGreaterThanOrEqual(houses.length);
    expect(turns.stop()).toBeGreaterThanOrEqual(changed);
    for (const house of houses) expect((await houseRow(house.id)).status).toBe('valid');
  });

  it('releases to the pool in batches with a turn of the event loop between them', async () => {
    const now = nowSeconds();
    const houses: HouseDetail[] = [];
    for (let n = 0; n < 3; n++) houses.push(await enterHouse(t, agent));
    const turns = countTurns();
    const changed = await releaseIdlePrivateHouses(t.db, now + 100 * DAY, { batch: 1 });
    expect(changed).toBeGreaterThanOrEqual(houses.length);
    expect(turns.stop()).toBeGreaterThanOrEqual(changed);
    for (const house of houses) expect((await houseRow(house.id)).pool).toBe('public');
  });

  it('stops after its current batch when the server stops; the next run does the rest', async () => {
    const now = nowSeconds();
    const houses: HouseDetail[] = [];
    for (let n = 0; n < 3; n++) houses.push(await enterHouse(t, agent));
    const stopping = new AbortController();
    setImmediate(() => stopping.abort());
    expect(await releaseIdlePrivateHouses(t.db, now + 100 * DAY, { batch: 1, signal: stopping.signal })).toBe(1);
    const pools = async () => Promise.all(houses.map(async (house) => (await houseRow(house.id)).pool));
    expect((await pools()).sort()).toEqual(['private', 'private', 'public']);
    expect(await autoFollowups(t.db, houses.map((h) => h.id))).toHaveLength(1);
    expect(await releaseIdlePrivateHouses(t.db, now + 100 * DAY, { batch: 1 })).toBe(2);
    expect(await pools()).toEqual(['public', 'public', 'public']);
    expect(await autoFollowups(t.db, houses.map((h) => h.id))).toHaveLength(3);
  });
});

describe('jobs on several servers', () => {
  it('applies each change once when two servers run the jobs at the same moment', async () => {
    // Two PostgreSQL connections race for real; one SQLite file takes one writer at a time, as two processes on it
    // would, so there the two runs share the file's single connection and queue.
    const other = testDialect() === 'postgres'
      ? openDatabase({ databaseUrl: t.databaseUrl, poolSize: 5 })
      : t.handle;
    try {
      const now = nowSeconds();
      const houses: HouseDetail[] = [];
      for (let n = 0; n < 12; n++) houses.push(await enterWithStatus('paused', now + DAY));
      const ids = houses.map((h) => h.id);
      const at = now + 2 * DAY;
      const [a, b] = await Promise.all([returnExpiredStatuses(t.db, at), returnExpiredStatuses(other.db, at)]);
      expect(a + b).toBe(houses.length);
      expect(await autoFollowups(t.db, ids)).toHaveLength(houses.length);
      const release = now + 40 * DAY;
      const [c, d] = await Promise.all([releaseIdlePrivateHouses(t.db, release), releaseIdlePrivateHouses(other.db, release)]);
      const pool = await autoFollowups(t.db, ids).then((rows) => rows.filter((f) => f.kind === 'pool'));
      expect(pool).toHaveLength(houses.length);
      expect(c + d).toBeGreaterThanOrEqual(houses.length);
      for (const id of ids) expect((await houseRow(id)).version).toBe(4);
    } finally {
      if (other !== t.handle) await other.close();
    }
  });

  it('runs the jobs on a timer and stops them before the database closes', async () => {
    const runs: string[] = [];
    const signals: (AbortSignal | undefined)[] = [];
    const jobs = houseJobs.map((job) => ({ ...job, everyMs: 20, run: async (db: Db, now: number, signal?: AbortSignal) => {
      runs.push(job.name);
      signals.push(signal);
      return job.run(db, now, signal);
    } }));
    const logged: string[] = [];
    const runner = startJobs(t.db, jobs, { info: (_o, m) => logged.push(m), error: (_o, m) => logged.push(m) }, nowSeconds);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(signals.every((signal) => signal && !signal.aborted)).toBe(true);
    await runner.stop();
    // Told to stop: a run in progress ends after its current batch.
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
    const count = runs.length;
    expect(new Set(runs)).toEqual(new Set(houseJobs.map((j) => j.name)));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs.length).toBe(count);
    expect(logged).not.toContain('job failed');
  });
});

describe('the status job finds the expired houses by their own index', () => {
  // Only a reserved, paused or sealed house has an end date: the index leaves out every other house (migration 035),
  // which the job's `status_until <= now` allows both planners to see.
  it('holds the houses with an end date only, and plans the job\'s batch on it', async () => {
    const { rows } = testDialect() === 'sqlite'
      ? await sql<{ definition: string }>`select sql as definition from sqlite_master where type = 'index' and name = 'house_status_until_idx'`.execute(t.db)
      : await sql<{ definition: string }>`select indexdef as definition from pg_indexes where schemaname = current_schema() and indexname = 'house_status_until_idx'`.execute(t.db);
    expect(rows[0]?.definition.replace(/[()"]/g, '').toLowerCase()).toMatch(/ where deleted_at is null and status_until is not null$/);
    const batch = t.db.selectFrom('house').select('id').where(expiredIn('paused', nowSeconds())).limit(100);
    expect(await planOf(t.db, batch, { generic: true })).toMatch(/house_status_until_idx/);
  });
});

describe('the pool release finds its candidates by their own index', () => {
  // At a million houses the old index made each pass read every long-idle private house, sold ones included, to check
  // its status (100-250 ms holding SQLite's connection). house_release_due_idx holds only private live houses on the
  // market; the job's WHERE must repeat the index's for a planner to use it.
  it('the candidate query is planned on house_release_due_idx', async () => {
    const candidates = longestIdle(t.db.selectFrom('house').select('id').where(idleSince(nowSeconds() - 30 * DAY, nowSeconds() - 30 * DAY))).limit(500);
    expect(await planOf(t.db, candidates)).toMatch(/house_release_due_idx/);
  });
});
