import { SqliteAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { Db, DbHandle } from '../../core/db/database.js';
import type { FollowupTable } from '../../core/db/schema.js';
import { gramText } from '../../core/grams.js';
import { countFollowups } from '../statistics/followup-day.js';
import { countHouseFollowups } from '../statistics/house-day.js';

// Every follow-up is written through insertFollowups, which counts it in the follow-up and house statistics and on SQLite also
// writes its entry of the keyword index (the FTS5 table followup_gram, migration 045) in the same transaction;
// PostgreSQL's index of text_grams(content) follows every write by itself (migration 043). A follow-up written around
// it (plain SQL: a restore, the sqlite3 shell) is stored all the same, and found by its words and counted once
// `npm run db:reindex` has run.

export type NewFollowup = Insertable<FollowupTable>;

// Rows per statement: a follow-up has eight values, well under SQLite's limit of bound values.
const CHUNK = 500;

// The FTS5 table is not in the schema's types (it exists on SQLite alone).
type GramDb = Kysely<{ followup_gram: { rowid: number; grams: string } }>;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

async function indexTexts(db: Db, rows: { id: number; content: string }[]): Promise<number> {
  const entries = rows.flatMap(({ id, content }) => {
    const grams = gramText(content);
    return grams === null ? [] : [{ rowid: id, grams }];
  });
  for (let i = 0; i < entries.length; i += CHUNK) {
    await (db as unknown as GramDb).insertInto('followup_gram').values(entries.slice(i, i + CHUNK)).execute();
  }
  return entries.length;
}

// Inserts the follow-ups with their keyword index entries and statistics, in the caller's transaction when `db` is one
// (else in one of its own), and returns their ids, in the rows' order.
export async function insertFollowups(db: Db, rows: NewFollowup[]): Promise<number[]> {
  if (!db.isTransaction) return db.transaction().execute((trx) => insertFollowups(trx, rows));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const inserted = await db.insertInto('followup').values(chunk).returning('id').execute();
    if (inserted.length !== chunk.length) throw new Error('the follow-up insert returned fewer ids than rows');
    ids.push(...inserted.map((row) => row.id));
  }
  if (isSqlite(db)) await indexTexts(db, rows.map((row, i) => ({ id: ids[i] as number, content: row.content })));
  await countFollowups(db, rows);
  await countHouseFollowups(db, rows);
  return ids;
}

// Follow-ups read and indexed at a time by reindexFollowups.
const PAGE = 5_000;

// npm run db:reindex: writes the keyword index's entries of the follow-ups missing from it (`all`: empties it and
// writes every follow-up's), and returns how many it wrote. PostgreSQL: `all` rebuilds its index; none is ever missing.
export async function reindexFollowups(handle: Pick<DbHandle, 'db' | 'dialect'>, options: { all: boolean }): Promise<number> {
  const { db } = handle;
  if (handle.dialect === 'postgres') {
    if (options.all) await sql`reindex index followup_gram_idx`.execute(db);
    return 0;
  }
  if (options.all) await sql`insert into followup_gram (followup_gram) values ('delete-all')`.execute(db);
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('followup as f').select(['f.id', 'f.content'])
      .where('f.id', '>', after).where(sql<boolean>`length(f.content) > 1`)
      .where(sql<boolean>`not exists (select 1 from followup_gram g where g.rowid = f.id)`)
      .orderBy('f.id').limit(PAGE).execute();
    if (!rows.length) break;
    await db.transaction().execute((trx) => indexTexts(trx, rows).then((n) => {
      written += n;
    }));
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  // Many entries written at once leave FTS5 large segments on its lowest levels, whose merges would then hold later
  // writers: merged into one now.
  if (written > 0) await sql`insert into followup_gram (followup_gram) values ('optimize')`.execute(db);
  return written;
}
