// The character pairs of a text, for the index of the words staff search for in follow-ups: most Chinese searches are
// two characters, which a trigram index (FTS5's trigram tokenizer, pg_trgm) cannot serve. A row whose text holds the
// word holds each of the word's pairs, so the rows holding all of them are a superset of the matches, which the LIKE
// then checks.
//
// A pair is written as a token of the two characters' code points in hex, six digits each (看房: 00770b00623f), so
// that the tokens are plain ASCII whatever the text holds (quotes, spaces, punctuation): SQLite's FTS5 takes them as
// they are, PostgreSQL's text_grams() writes the same ones (migration 043), and a statement may hold them as
// literals. ASCII letters are folded to lower case, as SQLite's LIKE folds them and no further; on PostgreSQL the
// text is lower()ed before its pairs are taken, as contains() compares lower(column) with the lowered word.

const hex = (codePoint: number) => codePoint.toString(16).padStart(6, '0');

// The pair tokens of a text in their order, one for each character but the last (a pair found twice is there twice):
// none for a text of fewer than two characters.
export function gramTokens(text: string): string[] {
  const codes = Array.from(text.replace(/[A-Z]/g, (c) => c.toLowerCase()), (c) => c.codePointAt(0) as number);
  const tokens: string[] = [];
  for (let i = 0; i + 1 < codes.length; i++) tokens.push(hex(codes[i] as number) + hex(codes[i + 1] as number));
  return tokens;
}

// A text's entry in SQLite's FTS5 index: its tokens in order, separated by spaces (a word's pairs are then a phrase:
// consecutive tokens); null for none.
export function gramText(text: string): string | null {
  const tokens = gramTokens(text);
  return tokens.length ? tokens.join(' ') : null;
}
