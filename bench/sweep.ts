import { ENDPOINTS, type Endpoint } from '@brokerage/contract';
import { DEMO_STAFF_PASSWORD } from '../server/src/seed/demo.js';
import { benchDirArgs, startInProcess } from './in-process.js';

// Every read of the contract (its GETs, and the POSTs the operation log leaves out: the reports) called on a bench
// database, slowest first: the calls the bench's cases do not make (a screen's look-ups, logs, statistics), timed as
// bench/trace.ts times one. Each endpoint is called with the first of a few inputs its schema accepts (none; a kind;
// a house; the admin as the person; the 30 days before the newest follow-up as from/to, for the reports that require
// a period), path parameters filled with a house's id on house paths and the admin's elsewhere; downloads are left
// out (bench/stall.ts is for them), and so is logout. With --period n every endpoint that accepts a period is called
// with the last n days first (the lists' time filters). --warm n calls each n times before timing it (on PostgreSQL
// the plan a kept statement settles on after five runs; see bench/list-sweep.ts). --as <account> calls as that member of
// the generated staff (the demo staff's password, e.g. staff009, a store manager) instead of the admin.
//   npx tsx bench/sweep.ts data/bench/sqlite-1000000 [--runs 3] [--warm 0] [--top 25] [--period days] [--as account]
// Found the follow-up list's exact count (change 35) and the operation log's (change 36; docs/performance.md).

const { dir, option } = benchDirArgs('npx tsx bench/sweep.ts <bench data dir> [--runs n] [--warm n] [--top n] [--period days] [--as account]');
const runs = Number(option('runs', '3'));
const warm = Number(option('warm', '0'));
const periodDays = Number(option('period', '0'));
const top = Number(option('top', '25'));
const as = option('as', '');
const { db, request, token: adminToken, close } = await startInProcess(dir);
try {
  const signedIn = as ? await request('POST', '/api/v1/user/login', {}, JSON.stringify({ username: as, password: DEMO_STAFF_PASSWORD })) : null;
  if (signedIn && signedIn.statusCode !== 200) throw new Error(`login as ${as}: ${signedIn.statusCode} ${signedIn.body.slice(0, 200)}`);
  const token = signedIn ? (JSON.parse(signedIn.body) as { data: { token: string } }).data.token : adminToken;
  const house = await db.selectFrom('house').select('id').where('deleted_at', 'is', null).orderBy('id', 'desc').limit(1)
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  // Periods end at the newest follow-up, not the clock: a seeded database's data ends when it was seeded.
  const newest = await db.selectFrom('followup').select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const to = Number(newest?.created_at ?? Math.floor(Date.now() / 1000));
  const inputs: Record<string, unknown>[] = [{}, { kind: 'sale' }, { house_id: house.id }, { id: admin.id }, { from: to - 30 * 86_400, to }];
  if (periodDays > 0) inputs.unshift({ from: to - periodDays * 86_400, to });
  // A GET's input goes in its query string; a POST that reads (one the operation log leaves out: a report) sends it as
  // its body.
  const callOf = (endpoint: Endpoint): { url: string; body?: string } | null => {
    const input = inputs.find((candidate) => endpoint.input.safeParse(candidate).success);
    if (!input) return null;
    const id = endpoint.path.includes('house') ? house.id : admin.id;
    const url = `/api/v1/${endpoint.path.replace(/\{[a-z_]+\}/g, String(id))}`;
    if (endpoint.method === 'POST') return { url, body: JSON.stringify(input) };
    const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return { url: `${url}${query ? `?${query}` : ''}` };
  };
  const timed: { call: string; status: number; ms: number }[] = [];
  const skipped: string[] = [];
  for (const endpoint of ENDPOINTS) {
    // A GET that changes something (logout, which would end the sweep's own session) is not timed, nor a POST that
    // writes.
    if (endpoint.download || endpoint.audit) continue;
    const call = callOf(endpoint);
    if (!call) {
      skipped.push(endpoint.path);
      continue;
    }
    const headers = { authorization: `Bearer ${token}` };
    const first = await request(endpoint.method, call.url, headers, call.body);
    let best = Infinity;
    for (let i = 0; i < warm + runs; i++) {
      const started = performance.now();
      await request(endpoint.method, call.url, headers, call.body);
      if (i >= warm) best = Math.min(best, performance.now() - started);
    }
    timed.push({ call: `${endpoint.method} ${call.url}${call.body ? ` ${call.body}` : ''}`, status: first.statusCode, ms: best });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`${timed.length} reads timed (best of ${runs} after ${warm} untimed, the HTTP client in this process included), slowest first:`);
  for (const { call, status, ms } of timed.slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${status}  ${call}`);
  if (skipped.length) console.log(`no input found for: ${skipped.join(', ')}`);
} finally {
  await close();
}
