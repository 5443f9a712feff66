import { sql } from 'kysely';
import { benchDirArgs, startInProcess } from './in-process.js';

// The house list and its status tabs (house/housestate) for one filter at a time, as the admin (the company), a store
// manager and an agent (their scope's houses and the public ones) see them, on a bench database, slowest first: the
// filters and scopes the bench's cases leave out. Each filter takes its rarest value in the data, where a count reads
// furthest before it reaches the cap. Timed as bench/trace.ts times a call (the app in this process, over a socket;
// best of --runs, after --warm calls untimed).
//   npx tsx bench/list-sweep.ts data/bench/sqlite-1000000 [--runs 3] [--warm 0] [--top 40] [--as admin,manager,agent]
// PostgreSQL plans a kept statement with its values for its first five runs only, then may keep a generic plan, which
// has not seen them: `--warm 6` times the calls as staff repeating them meet them (change 76).
// Found the scoped counts reading every private house before the public ones (change 51; docs/performance.md).

const { dir, option } = benchDirArgs('npx tsx bench/list-sweep.ts <bench data dir> [--runs n] [--warm n] [--top n] [--as admin,manager,agent]');
const runs = Number(option('runs', '3'));
const warm = Number(option('warm', '0'));
const top = Number(option('top', '40'));
const roles = option('as', 'admin,manager,agent').split(',');
const DAY = 86_400;

const { db, request, token: adminToken, close } = await startInProcess(dir);
try {
  // The rarest value of a column among the live sales.
  const rarest = async (column: string) => String((await sql<{ v: string }>`select ${sql.ref(column)} as v from house
    where kind = 'sale' and deleted_at is null group by ${sql.ref(column)} order by count(*), ${sql.ref(column)} limit 1`.execute(db)).rows[0]?.v);
  const one = async <T>(query: Promise<{ rows: T[] }>) => (await query).rows[0] as T;
  const dates = await one(sql<{ updated: number; followup: number }>`select max(updated_at) as updated, max(last_followup_at) as followup from house`.execute(db));
  const sample = await one(sql<{ region_id: number; building_id: number; store_id: number; maintainer_id: number }>`select region_id, building_id,
    store_id, maintainer_id from house where kind = 'sale' and deleted_at is null order by id limit 1`.execute(db));
  const region = await one(sql<{ pinyin: string; name: string }>`select pinyin, name from region where id = ${sample.region_id}`.execute(db));
  const labels = (await sql<{ id: number }>`select id from label where kind = 'house' order by id limit 2`.execute(db)).rows.map((r) => r.id);
  const floor = await one(sql<{ f: number }>`select floor_number as f from house order by floor_number desc limit 1 offset 5000`.execute(db));
  const filters = [
    '', `status=${await rarest('status')}`, `grade=${await rarest('grade')}`, `level=${await rarest('level')}`, 'pool=public', 'pool=private',
    `use=${await rarest('use')}`, `decoration=${await rarest('decoration')}`, `orientation=${await rarest('orientation')}`,
    `floor_min=${floor.f}`, `rooms=${await rarest('rooms')}`, 'has_keys=1', 'has_pictures=1', 'price_min=20000000', 'area_max=40',
    `region_id=${sample.region_id}`, `building_id=${sample.building_id}`, `region_id=${sample.region_id}&building_id=${sample.building_id}`,
    `store_id=${sample.store_id}`, `maintainer_id=${sample.maintainer_id}`,
    `updated_from=${dates.updated - 100 * DAY}&updated_to=${dates.updated - 99 * DAY}`,
    `followup_from=${dates.followup - 7 * DAY}`, `followup_to=${dates.followup - 150 * DAY}`,
    `followup_from=${dates.followup - 100 * DAY}&followup_to=${dates.followup - 99 * DAY}`,
    `label_ids=${labels[0]}`, `label_ids=${labels.join(',')}`, `keyword=${region.pinyin.slice(0, 4)}`,
    `keyword=${encodeURIComponent(region.name.slice(0, 2))}`, 'sort=price&order=asc', 'page=50',
    // Two filters no one index holds together (change 74): a price range with rooms, with high floors; areas with a use.
    'price_min=5000000&price_max=8000000&rooms=2', `price_min=5000000&price_max=8000000&floor_min=${floor.f}`,
    `area_min=80&area_max=120&use=${await rarest('use')}`,
  ];
  // A store manager and an agent of the generated staff (their password is the demo staff's).
  const person = async (role: string) => (await sql<{ account: string }>`select s.account from staff s join role r on r.id = s.role_id
    where r.code = ${role} and s.status = 'active' and s.account like 'staff%' order by s.id limit 1`.execute(db)).rows[0]?.account;
  const tokens: [string, string][] = [];
  for (const role of roles) {
    if (role === 'admin') {
      tokens.push(['admin', adminToken]);
      continue;
    }
    const account = await person(role);
    if (!account) throw new Error(`no ${role} among the staff`);
    const login = await request('POST', '/api/v1/user/login', {}, JSON.stringify({ username: account, password: 'demo123' }));
    tokens.push([`${role} ${account}`, (JSON.parse(login.body) as { data: { token: string } }).data.token]);
  }
  const rows: { ms: number; line: string }[] = [];
  for (const [who, token] of tokens) {
    for (const filter of filters) {
      // The status tabs take the list's filters without the status, paging and sort.
      const calls = /^(status|sort|page)=/.test(filter) ? ['house'] : ['house', 'house/housestate'];
      for (const call of calls) {
        const url = `/api/v1/${call}?kind=sale${filter ? `&${filter}` : ''}`;
        let best = Infinity;
        let total = '';
        for (let i = 0; i < warm + runs; i++) {
          const started = performance.now();
          const response = await request('GET', url, { authorization: `Bearer ${token}` });
          if (i >= warm) best = Math.min(best, performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          const data = (JSON.parse(response.body) as { data: { page?: { total: number }; total?: number } }).data;
          total = String(data.page?.total ?? data.total);
        }
        rows.push({ ms: best, line: `${who.padEnd(18)} ${call.padEnd(16)} ${decodeURIComponent(filter || '(none)').padEnd(48)} ${total.padStart(5)}` });
      }
    }
  }
  for (const row of rows.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`${row.ms.toFixed(1).padStart(8)} ms  ${row.line}`);
} finally {
  await close();
}
