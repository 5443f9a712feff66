import path from 'node:path';
import { DEMO_STAFF_PASSWORD } from '../server/src/seed/demo.js';
import { startInProcess } from './in-process.js';

// Where one call's time goes, statement by statement: the real app on a bench database (SQLite; PostgreSQL when
// DATABASE_URL is set), called from this process over a local socket, with Kysely timing each query.
//   npx tsx bench/trace.ts data/bench/sqlite-1000000 GET '/api/v1/house?kind=sale&label_ids=1,3'
//   npx tsx bench/trace.ts data/bench/sqlite-1000000 POST /api/v1/followup/house '{"house_id":5,"content":"……"}'
// `{house}` in the url or body stands for a random house id, new for each call (as the bench's detail and follow-up
// cases do: one fixed house keeps its pages in SQLite's cache and hides the cost of reaching a random one).
//   npx tsx bench/trace.ts data/bench/sqlite-1000000 POST /api/v1/followup/house '{"house_id":{house},"content":"……"}'
// EXPLAIN QUERY PLAN of a statement it names: sqlite3 <file> 'explain query plan …' (TRACE_FULL_SQL=1 prints them whole).
// TRACE_AS=<account>: as that member of the generated staff (the demo staff's password, e.g. staff009, the sweep's store
// manager) instead of the admin.
// TRACE_CALLS=n: that many calls instead of 200. Under valgrind it counts instructions, which a busy machine does not
// change (docs/performance.md, "Comparing two builds"):
//   TRACE_CALLS=300 valgrind --tool=callgrind --callgrind-out-file=/tmp/a.out node --import tsx bench/trace.ts …

const [dirArg, method = 'GET', url, body] = process.argv.slice(2);
if (!dirArg || !url) {
  console.error('usage: npx tsx bench/trace.ts <bench data dir> <GET|POST> <url> [json body]');
  process.exit(2);
}
const dir = path.resolve(dirArg);
const stats = new Map<string, { n: number; ms: number }>();
let recording = false;
const { db, request, token: adminToken, close } = await startInProcess(dir, (event) => {
  if (!recording || event.level !== 'query') return;
  const key = process.env.TRACE_FULL_SQL ? event.query.sql : event.query.sql.slice(0, 140);
  const entry = stats.get(key) ?? { n: 0, ms: 0 };
  entry.n += 1;
  entry.ms += event.queryDurationMillis;
  stats.set(key, entry);
});
try {
  const as = process.env.TRACE_AS;
  const signedIn = as ? await request('POST', '/api/v1/user/login', {}, JSON.stringify({ username: as, password: DEMO_STAFF_PASSWORD })) : null;
  if (signedIn && signedIn.statusCode !== 200) throw new Error(`login as ${as}: ${signedIn.statusCode} ${signedIn.body.slice(0, 200)}`);
  const token = signedIn ? (JSON.parse(signedIn.body) as { data: { token: string } }).data.token : adminToken;
  const range = await db.selectFrom('house').select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi')])
    .executeTakeFirstOrThrow();
  // The same houses in the same order on every run, so two builds are compared on the same calls.
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const house = () => String(Number(range.lo) + Math.floor(random() * (Number(range.hi) - Number(range.lo) + 1)));
  const call = () => {
    const id = house();
    return request(method, url.replaceAll('{house}', id), { authorization: `Bearer ${token}` }, body?.replaceAll('{house}', id));
  };
  for (let i = 0; i < 20; i++) await call();
  const runs = Number(process.env.TRACE_CALLS ?? 200);
  recording = true;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const response = await call();
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  const perCall = (performance.now() - started) / runs;
  let inSql = 0;
  for (const [text, entry] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
    inSql += entry.ms / runs;
    console.log(`${(entry.ms / runs).toFixed(3).padStart(8)} ms ${(entry.n / runs).toFixed(2).padStart(5)} ×  ${text}`);
  }
  console.log(`per call: ${perCall.toFixed(3)} ms in all (the HTTP client in this process included), ${inSql.toFixed(3)} ms in statements as Kysely times them`);
} finally {
  await close();
}
