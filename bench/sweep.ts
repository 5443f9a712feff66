import { ENDPOINTS, type Endpoint } from '@brokerage/contract';
import { benchDirArgs, startInProcess } from './in-process.js';

// Every GET of the contract called on a bench database, slowest first: the calls the bench's cases do not make (a
// screen's look-ups, logs, statistics), timed as bench/trace.ts times one. Each endpoint is called with the first of
// a few inputs its schema accepts (none; a kind; a house; the admin as the person), path parameters filled with a
// house's id on house paths and the admin's elsewhere; downloads are left out (bench/stall.ts is for them), and so is
// logout.
//   npx tsx bench/sweep.ts data/bench/sqlite-1000000 [--runs 3] [--top 25]
// Found the follow-up list's exact count (change 35) and the operation log's (change 36; docs/performance.md).

const { dir, option } = benchDirArgs('npx tsx bench/sweep.ts <bench data dir> [--runs n] [--top n]');
const runs = Number(option('runs', '3'));
const top = Number(option('top', '25'));
const { db, request, token, close } = await startInProcess(dir);
try {
  const house = await db.selectFrom('house').select('id').where('deleted_at', 'is', null).orderBy('id', 'desc').limit(1)
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('staff').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
  const inputs: Record<string, unknown>[] = [{}, { kind: 'sale' }, { house_id: house.id }, { id: admin.id }];
  const urlOf = (endpoint: Endpoint): string | null => {
    const input = inputs.find((candidate) => endpoint.input.safeParse(candidate).success);
    if (!input) return null;
    const id = endpoint.path.includes('house') ? house.id : admin.id;
    const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return `/api/v1/${endpoint.path.replace(/\{[a-z_]+\}/g, String(id))}${query ? `?${query}` : ''}`;
  };
  const timed: { url: string; status: number; ms: number }[] = [];
  const skipped: string[] = [];
  for (const endpoint of ENDPOINTS) {
    // A GET that changes something (logout, which would end the sweep's own session) is not timed.
    if (endpoint.method !== 'GET' || endpoint.download || endpoint.audit) continue;
    const url = urlOf(endpoint);
    if (!url) {
      skipped.push(endpoint.path);
      continue;
    }
    const headers = { authorization: `Bearer ${token}` };
    const first = await request('GET', url, headers);
    let best = Infinity;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await request('GET', url, headers);
      best = Math.min(best, performance.now() - started);
    }
    timed.push({ url, status: first.statusCode, ms: best });
  }
  timed.sort((a, b) => b.ms - a.ms);
  console.log(`${timed.length} GETs timed (best of ${runs}, the HTTP client in this process included), slowest first:`);
  for (const { url, status, ms } of timed.slice(0, top)) console.log(`${ms.toFixed(1).padStart(9)} ms  ${status}  ${url}`);
  if (skipped.length) console.log(`no input found for: ${skipped.join(', ')}`);
} finally {
  await close();
}
