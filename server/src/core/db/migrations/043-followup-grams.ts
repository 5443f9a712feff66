import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The follow-ups' text by its character pairs (core/grams.ts), so that a word few follow-ups hold is found from an
// index instead of by reading every follow-up (330-410 ms at 3.4 million on SQLite, with every other read of the server
// queued behind it on the one reading thread; 590-770 ms on PostgreSQL; docs/performance.md, change 79).
// - SQLite: a contentless FTS5 table of the pairs' tokens, in order and with their positions, so that a word's pairs
//   are asked as a phrase, one after the other as in the word: it gives the follow-ups holding the word (the LIKE
//   still checks each). Its rowid is the follow-up's id; a trigger writes it on every insert, whichever code inserts.
//   The trigger calls text_grams(), a function of the app (core/db/database.ts registers it on each connection that
//   writes; a connection without it, such as the sqlite3 shell's, cannot insert a follow-up). A follow-up's text is
//   written once, which a second trigger holds to: the index has no way to forget a text it was given.
// - PostgreSQL: a GIN index of text_grams(content), a function of the database writing the same tokens (GIN holds no
//   positions: the follow-ups holding all of a word's pairs, anywhere, which the LIKE narrows).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema as it was then
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table followup_gram using fts5(grams, content='', columnsize=0, tokenize='ascii')`.execute(db);
    // Each transaction writes its follow-ups' pairs as a segment of their own, which FTS5 merges with others as it
    // goes, a little after each write, once a level holds `automerge` segments (4 by default; 8 merges each pair fewer
    // times over), and all at once, while the writer waits, when one holds `crisismerge` (16 by default; with
    // automerge at 16 too every merge was of that kind, and a full bench run once wrote 138 follow-ups a second with
    // stops of 1.5 s). docs/performance.md, change 79.
    await sql`insert into followup_gram (followup_gram, rank) values ('automerge', 8)`.execute(db);
    await sql`insert into followup_gram (followup_gram, rank) values ('crisismerge', 64)`.execute(db);
    await sql`create trigger followup_gram_insert after insert on followup when length(new.content) > 1 begin
      insert into followup_gram (rowid, grams) values (new.id, text_grams(new.content));
    end`.execute(db);
    await sql`insert into followup_gram (rowid, grams) select id, text_grams(content) from followup where length(content) > 1`.execute(db);
    await sql`create trigger followup_content_written_once before update of content on followup when new.content is not old.content begin
      select raise(abort, 'a follow-up''s text is written once');
    end`.execute(db);
  } else {
    // Only functions of pg_catalog inside, so that it means the same under any search_path (PostgreSQL 17 runs an
    // index's expressions with a safe one during maintenance).
    await sql`create function text_grams(t text) returns text[] language sql immutable strict parallel safe as $$
      select coalesce(array_agg(lpad(to_hex(ascii(substr(l, i, 1))), 6, '0') || lpad(to_hex(ascii(substr(l, i + 1, 1))), 6, '0')), '{}')
        from (select lower(t) as l) as s, generate_series(1, char_length(s.l) - 1) as i
    $$`.execute(db);
    // Without GIN's pending list: it takes the inserts cheaply until it is full (4 MB), and then one insert merges it
    // into the index while the others wait (on the bench 127-424 follow-ups a second, stops of up to 729 ms, against
    // 284-319 with fastupdate off and 438-479 without the index, whose baselines were higher).
    await sql`create index followup_gram_idx on followup using gin (text_grams(content)) with (fastupdate = off)`.execute(db);
    await sql`create function followup_content_written_once() returns trigger language plpgsql as $$
      begin
        if new.content is distinct from old.content then raise exception 'a follow-up''s text is written once'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger followup_content_written_once before update of content on followup
      for each row execute function followup_content_written_once()`.execute(db);
  }
}
