import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The code base's shape (docs/architecture.md): a business area has one name on every side, and a feature's text
// file stays readable.

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_TEXT_LINES = 400;

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && match(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const folders = (dir: string) => fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

describe('layout', () => {
  it(`no text file of the web app is over ${MAX_TEXT_LINES} lines`, () => {
    const texts = filesUnder(path.join(ROOT, 'web/src'), (name) => /^[a-zA-Z]*[tT]exts\.ts$/.test(name));
    expect(texts.length).toBeGreaterThan(20);
    const long = texts.map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_TEXT_LINES);
    expect(long).toEqual([]);
  });

  it('every server module has its contract file and its web feature of the same name', () => {
    const modules = folders('server/src/modules');
    const contract = new Set(fs.readdirSync(path.join(ROOT, 'contract/src')).map((name) => name.replace(/\.ts$/, '')));
    const features = new Set(folders('web/src/features'));
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((name) => !contract.has(name)).map((name) => `contract/src/${name}.ts`)).toEqual([]);
    // A module whose screens are not built yet has no feature folder; a feature folder never has another name.
    expect([...features].filter((name) => !modules.includes(name) && !contract.has(name)).map((name) => `web/src/features/${name}`)).toEqual([]);
  });
});
