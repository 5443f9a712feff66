import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../core/config.js';

// npm run build -w server (also before npm start): the server as plain JavaScript in server/dist (what `npm start` runs), so a production process
// does not carry the TypeScript loader. Packages stay
// outside the bundle (loaded from node_modules as usual); the workspace's own contract is bundled, since its package
// exports TypeScript. Code split at dynamic imports: a cluster's primary process loads only its small entry.
const serverDir = path.join(REPO_ROOT, 'server');
const outdir = path.join(serverDir, 'dist');
const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  // config.ts finds the repository from its own place, which differs between the sources and the bundle.
  define: { __SERVER_BUNDLE__: 'true' },
  logLevel: 'warning',
  metafile: true,
  plugins: [{
    name: 'packages-outside',
    setup(esbuildApi) {
      esbuildApi.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@brokerage/') ? undefined : { external: true }));
    },
  }],
});
// The file the bundle starts as a thread (new URL('./…', import.meta.url) beside the chunk that names it): plain
// JavaScript, copied as it is.
fs.copyFileSync(path.join(serverDir, 'src/core/excel.worker.mjs'), path.join(outdir, 'excel.worker.mjs'));
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`server built in ${Date.now() - started} ms: ${path.relative(REPO_ROOT, outdir)} (${(bytes / 1e6).toFixed(1)} MB with source maps)`);
