import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { gramText } from '../../grams.js';

// The follow-ups' keyword index no longer depends on a function the app registers on its connections, so that a
// follow-up inserted by plain SQL (a migration, a restore, the sqlite3 shell) is stored like any other.
// - SQLite: the insert trigger calling text_grams() goes; the app writes each follow-up's entry in the same transaction
//   (modules/house/followup-index.ts). The FTS5 table is made again with contentless_delete, whose rows can be
//   listed (what `npm run db:reindex` needs to find the follow-ups missing from it) and deleted, and filled anew.
// - Both: the trigger refusing a change of a follow-up's text goes too (it existed because the index could not forget
//   a text); PostgreSQL's GIN index of text_grams(content), a function of the database, stays as it is.
const PAGE = 5_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger if exists followup_content_written_once on followup`.execute(db);
    await sql`drop function if exists followup_content_written_once()`.execute(db);
    return;
  }
  await sql`drop trigger if exists followup_gram_insert`.execute(db);
  await sql`drop trigger if exists followup_content_written_once`.execute(db);
  await sql`drop table if exists followup_gram`.execute(db);
  await sql`create virtual table followup_gram using fts5(grams, content='', contentless_delete=1, tokenize='ascii')`.execute(db);
  // Fewer merges after each write than FTS5's defaults, and none of the kind that holds the writer until done.
  await sql`insert into followup_gram (followup_gram, rank) values ('automerge', 8)`.execute(db);
  await sql`insert into followup_gram (followup_gram, rank) values ('crisismerge', 64)`.execute(db);
  let after = 0;
  for (;;) {
    const rows = (await sql<{ id: number; content: string }>`select id, content from followup where id > ${after} order by id limit ${PAGE}`
      .execute(db)).rows;
    if (!rows.length) break;
    const entries = rows.flatMap(({ id, content }) => {
      const grams = gramText(content);
      return grams === null ? [] : [{ rowid: id, grams }];
    });
    for (let i = 0; i < entries.length; i += 500) await db.insertInto('followup_gram').values(entries.slice(i, i + 500)).execute();
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  // One segment for all, so that the follow-ups written next do not wait on merges of the large segments just written.
  await sql`insert into followup_gram (followup_gram) values ('optimize')`.execute(db);
}
