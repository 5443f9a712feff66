import { readSheet } from 'read-excel-file/node';
import { sql } from 'kysely';
import { XLSX_MIME, type Endpoint, type Lang } from '@brokerage/contract';
import type { TestApp } from './harness.js';
import type { Db } from '../core/db/database.js';
import { nowSeconds } from '../core/clock.js';
import { seedScale } from '../seed/scale/load.js';
import { maskOf } from '../modules/house/label-bits.js';

// Counts the event loop's turns (setImmediate callbacks) until stopped: how a test sees that long work hands the
// event loop a turn now and then (on SQLite every statement holds the one thread).
export function countTurns(): { stop: () => number } {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return { stop: () => { stopped = true; return turns; } };
}

// An export endpoint called as the browser does: the file's rows read back, or the envelope it answered instead.
export async function downloadExport(t: TestApp, endpoint: Endpoint, query: string, token: string, lang: Lang = 'zh') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${endpoint.path}?${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  const isFile = response.headers['content-type'] === XLSX_MIME;
  return {
    status: response.statusCode,
    headers: response.headers,
    rows: isFile ? await readSheet(response.rawPayload) : null,
    envelope: isFile ? null : (response.json() as { code: string; message: string }),
  };
}

// The test app's database filled by seed:scale's generator (into its own SQLite file or PostgreSQL database).
export async function seedScaleInto(t: TestApp, houses: number, followupsPerHouse: number): Promise<void> {
  const target = t.handle.dialect === 'sqlite'
    ? { dialect: 'sqlite' as const, file: t.handle.location.replace(/^sqlite:/, '') }
    : { dialect: 'postgres' as const, url: t.databaseUrl as string, schema: t.handle.schema as string };
  await seedScale(t.handle, target, { houses, followupsPerHouse, now: nowSeconds(), say: () => {} });
}

// Houses whose label_bits (modules/house/label-bits.ts) disagree with their house_label rows, as [id, bits, expected].
export async function labelBitsMismatches(db: Db): Promise<[number, number, number][]> {
  const houses = await db.selectFrom('house').select(['id', 'label_bits']).execute();
  const rows = await db.selectFrom('house_label').innerJoin('label', 'label.id', 'house_label.label_id')
    .select(['house_label.house_id', 'label.bit']).where('label.bit', 'is not', null).execute();
  const carried = new Map<number, number[]>();
  for (const row of rows) carried.set(row.house_id, [...(carried.get(row.house_id) ?? []), row.bit as number]);
  return houses.map((h): [number, number, number] => [h.id, Number(h.label_bits), maskOf(carried.get(h.id) ?? [])])
    .filter(([, bits, expected]) => bits !== expected);
}

// SQLite: an FTS5 table's segments, level by level (their pages each), read from its structure record (the `_data`
// table's row 10; FTS5's file format, which SQLite keeps stable): how a test sees whether writes will merge into large
// segments.
export async function fts5Segments(db: Db, table: string): Promise<number[][]> {
  const { rows } = await sql<{ block: Uint8Array }>`select block from ${sql.table(`${table}_data`)} where id = 10`.execute(db);
  const block = rows[0]?.block;
  if (!block) throw new Error(`${table}: no structure record`);
  let at = 4; // after the cookie
  // A contentless_delete table's record (FTS5_STRUCTURE_V2) holds five more values for each segment.
  const v2 = block[4] === 0xff && block[5] === 0 && block[6] === 0 && block[7] === 1;
  if (v2) at += 4;
  const varint = () => {
    let value = 0;
    for (let i = 0; i < 9; i += 1) {
      const byte = block[at++] as number;
      if (i === 8) return value * 256 + byte;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    return value;
  };
  const levels = varint();
  varint(); // segments in all
  varint(); // write counter
  return Array.from({ length: levels }, () => {
    varint(); // segments being merged
    return Array.from({ length: varint() }, () => {
      varint(); // segment id
      const first = varint();
      const pages = varint() - first + 1;
      if (v2) for (let i = 0; i < 5; i += 1) varint(); // origins, tombstone pages and entries, entries
      return pages;
    });
  });
}
