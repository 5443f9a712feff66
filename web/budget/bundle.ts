import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build, type Rolldown } from 'vite';

// The production build as a graph of JavaScript chunks, for the size budgets (docs/performance.md).
// Sizes are gzipped bytes of each chunk's code as the server sends it.

export const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

export type Chunk = {
  file: string;
  gzip: number;
  // Static imports (file names): loaded together with this chunk (the HTML's modulepreload links, vite's preload).
  imports: string[];
  dynamicImports: string[];
  // The modules bundled in, as readable names (see moduleName), with their share of the chunk's bytes.
  modules: { name: string; length: number }[];
  // The module a lazy chunk stands for (`import()` target), as a readable name.
  facade: string | null;
  isEntry: boolean;
};

export type Graph = Map<string, Chunk>;

// `src/app/router` for the app's own files, `antd/es/button/index` for a package's.
export function moduleName(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0+/, '');
  const packaged = clean.lastIndexOf('/node_modules/');
  const name = packaged >= 0 ? clean.slice(packaged + '/node_modules/'.length) : path.relative(WEB_DIR, clean);
  return name.replace(/\.(m?[jt]sx?|c?js|json)$/, '');
}

// The package of a module name (`@ant-design/icons`, `antd`), or the app folder (`src/features/house`).
export function ownerOf(name: string): string {
  const parts = name.split('/');
  if (parts[0] === 'src') return parts.slice(0, parts[1] === 'features' ? 3 : 2).join('/');
  if (name.startsWith('../')) {
    const contract = /(^|\/)contract\/src\//.test(name);
    return contract ? '@brokerage/contract' : name;
  }
  return parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

// Builds the web app with its own vite config, in memory (nothing is written), and returns its chunks.
// NODE_ENV is production for the build, as for `vite build` (a test runner sets it to `test`, which
// would bundle React's development builds).
export async function buildGraph(): Promise<Graph> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, reportCompressedSize: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const graph: Graph = new Map();
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      graph.set(item.fileName, {
        file: item.fileName,
        gzip: gzipSync(item.code).length,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        modules: Object.entries(item.modules).map(([id, info]) => ({ name: moduleName(id), length: info.renderedLength })),
        facade: item.facadeModuleId ? moduleName(item.facadeModuleId) : null,
        isEntry: item.isEntry,
      });
    }
  }
  return graph;
}

// A chunk and everything it statically imports, transitively: what loading it downloads.
export function closure(graph: Graph, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = graph.get(file);
    if (!chunk) throw new Error(`no chunk ${file}`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  [...files].forEach(visit);
  return seen;
}

export function entryChunk(graph: Graph): string {
  const entries = [...graph.values()].filter((chunk) => chunk.isEntry);
  if (entries.length !== 1 || !entries[0]) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0].file;
}

// The chunk a lazily imported module lives in (its own, or the one it was merged into).
export function chunkOf(graph: Graph, module: string): string {
  for (const chunk of graph.values()) if (chunk.facade === module) return chunk.file;
  for (const chunk of graph.values()) if (chunk.modules.some((m) => m.name === module)) return chunk.file;
  throw new Error(`no chunk holds ${module}: was it renamed or removed? (update web/budget/routes.ts)`);
}

export function gzipOf(graph: Graph, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += graph.get(file)?.gzip ?? 0;
  return total;
}

// Gzipped bytes by owner (package or app folder), biggest first: each chunk's size shared among its
// modules by their rendered length (an estimate: gzip does not split exactly).
export function contributors(graph: Graph, files: Iterable<string>): { owner: string; gzip: number }[] {
  const byOwner = new Map<string, number>();
  for (const file of files) {
    const chunk = graph.get(file);
    if (!chunk) continue;
    const total = chunk.modules.reduce((sum, m) => sum + m.length, 0) || 1;
    for (const m of chunk.modules) {
      const owner = ownerOf(m.name);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (chunk.gzip * m.length) / total);
    }
  }
  return [...byOwner].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip);
}

// 1 KB = 1,000 bytes, as vite reports sizes.
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
