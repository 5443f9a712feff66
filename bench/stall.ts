import path from 'node:path';
import { startInProcess } from './in-process.js';

// How long one call holds the server's thread at most: the real app on a bench database in this process, a timer
// ticking beside the call, the longest gap between its ticks printed. On SQLite every statement runs on that thread,
// and so does whatever a handler computes: while it is held no other request is answered (an export of 16,879 houses
// at 1M houses held it for 4-5 s before change 34, 50-80 ms after; docs/performance.md).
//   npx tsx bench/stall.ts data/bench/sqlite-1000000 '/api/v1/house/export?kind=sale&area_id=7&area_min=50&area_max=120'
// STALL_RUNS=n: that many calls (default 3), one after the other.

const [dirArg, url] = process.argv.slice(2);
if (!dirArg || !url) {
  console.error('usage: npx tsx bench/stall.ts <bench data dir> <url of a GET>');
  process.exit(2);
}
const { request, token, close } = await startInProcess(path.resolve(dirArg));
try {
  for (let run = 0; run < Number(process.env.STALL_RUNS ?? 3); run++) {
    let last = performance.now();
    let longest = 0;
    const gaps: number[] = [];
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      if (now - last >= 20) gaps.push(Math.round(now - last));
      last = now;
      if (ticking) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const started = performance.now();
    const response = await request('GET', url, { authorization: `Bearer ${token}` });
    ticking = false;
    console.log(`${response.statusCode}, ${response.body.length.toLocaleString('en')} characters in ${(performance.now() - started).toFixed(0)} ms; `
      + `the thread held at most ${longest.toFixed(0)} ms at a time (${gaps.length} holds of 20 ms or more${gaps.length ? `: ${gaps.join(', ')}` : ''})`);
  }
} finally {
  await close();
}
