import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/core/db/database.js';
import { benchDirArgs } from './in-process.js';

// The operation and behaviour logs at the size the follow-ups imply, for bench/sweep.ts and bench/trace.ts to see the
// log screens as a brokerage that wrote those follow-ups would (seed:scale writes no log; changes 36 and 37 in
// docs/performance.md were found this way):
//   operation_log: one entry for each follow-up, by its writer, at its time, on its house, with the path of the call
//     that wrote it (a written follow-up's `followup/house`, an entry's `house/add`, a price change's
//     `house/update_price`, and so on: the paths' shares are the follow-up kinds');
//   behaviour_log: a sign-in and an owner phone view for each follow-up, by its writer, at its time.
// Each a single INSERT … SELECT in the follow-ups' time order (as the server would have written them), then the
// tables' statistics. Refuses a database whose logs already hold more than the demo's few entries, unless --again
// (which empties both logs first).
//   npx tsx bench/fill-logs.ts data/bench/sqlite-1000000 [--again]        (DATABASE_URL=postgres://… for PostgreSQL)

const { dir } = benchDirArgs('npx tsx bench/fill-logs.ts <bench data dir> [--again]');
const again = process.argv.includes('--again');
const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: path.join(dir, 'brokerage.sqlite') });
const { db } = handle;
const started = performance.now();
const say = (line: string) => console.log(`[fill-logs ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
try {
  const count = async (table: 'operation_log' | 'behaviour_log') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (again) {
    await db.deleteFrom('operation_log').execute();
    await db.deleteFrom('behaviour_log').execute();
    say('logs emptied');
  }
  const before = { operation: await count('operation_log'), behaviour: await count('behaviour_log') };
  if (before.operation > 10_000 || before.behaviour > 10_000) {
    console.error(`the logs already hold ${before.operation} operation and ${before.behaviour} behaviour entries: not filled twice`);
    process.exitCode = 1;
  } else {
    await sql`insert into operation_log (staff_id, method, endpoint, target_id, house_id, summary, ip, device, result_code, created_at)
      select f.staff_id, 'POST', case f.kind when 'manual' then 'followup/house' when 'entry' then 'house/add'
        when 'key' then 'key/add' when 'price' then 'house/update_price' when 'status' then 'house/update_status'
        when 'pool' then 'house/release' when 'role' then 'staffrole/update' else 'house/update' end,
        f.id, f.house_id, '', '10.0.0.1', 'Chrome', '0', f.created_at
      from followup f where f.house_id is not null order by f.created_at, f.id`.execute(db);
    say(`operation_log: ${await count('operation_log')} entries`);
    await sql`insert into behaviour_log (staff_id, account, action, detail, ip, device, created_at)
      select f.staff_id, s.account, a.action, a.detail, '10.0.0.1', 'Chrome', f.created_at
      from followup f inner join staff s on s.id = f.staff_id
      cross join (select 'login' as action, '' as detail union all select 'phone_view', 'owner phone') a
      order by f.created_at, f.id, a.action`.execute(db);
    say(`behaviour_log: ${await count('behaviour_log')} records`);
    await sql`analyze operation_log`.execute(db);
    await sql`analyze behaviour_log`.execute(db);
    say('statistics gathered');
  }
} finally {
  await handle.close();
}
