import { beforeAll, describe, expect, test } from 'vitest';
import { buildGraph, closure, gzipOf, kb, type Chunk, type Graph } from './bundle';
import { BUDGETS, NOT_ON_LOGIN, PAGE_ONLY_LIBRARIES, holders, overBudget, routesOf, type Routes } from './routes';

// The front-end size budgets (issue #7, docs/performance.md "Front end"), on the production build: vite
// builds the web app in memory with its own config, and the routes' downloads are summed from the
// chunks' static imports, as the browser fetches them (the HTML's modulepreload links, vite's preload).
describe('front-end size budgets', () => {
  let graph: Graph;
  let routes: Routes;

  beforeAll(async () => {
    graph = await buildGraph();
    routes = routesOf(graph);
    const biggest = routes.lazy.map((r) => ({ module: r.module, gzip: gzipOf(graph, r.adds) })).sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    console.log([
      `login route: ${kb(gzipOf(graph, routes.login))} (budget ${kb(BUDGETS.login)})`,
      `dashboard: ${kb(gzipOf(graph, routes.dashboard))} (budget ${kb(BUDGETS.dashboard)})`,
      `largest chunk: ${kb(Math.max(...[...graph.values()].map((c) => c.gzip)))} (budget ${kb(BUDGETS.routeChunk)})`,
      // Not a budget: what opening a page first downloads beyond the shell (shared chunks included).
      `pages adding most to the shell when opened first: ${biggest.map((b) => `${b.module} ${kb(b.gzip)}`).join(', ')}`,
    ].join('\n'));
  }, 180_000);

  test('the login route loads at most 180 KB of gzipped JavaScript', () => {
    expect(overBudget(graph, 'login route', routes.login, BUDGETS.login)).toBeNull();
  });

  test('the signed-in dashboard loads at most 450 KB of gzipped JavaScript', () => {
    expect(overBudget(graph, 'dashboard', routes.dashboard, BUDGETS.dashboard)).toBeNull();
  });

  // Every chunk: the route chunks (a page's own code) and the shared ones they import.
  test('no chunk is over 200 KB of gzipped JavaScript', () => {
    const problems = [...graph.values()].map((chunk) => overBudget(graph, `chunk ${chunk.file} (${chunk.facade ?? 'shared'})`, [chunk.file], BUDGETS.routeChunk));
    expect(problems.filter((problem) => problem !== null)).toEqual([]);
  });

  test('charts, Excel, rich text, pinyin and the guide load only on the pages that use them', () => {
    const found = PAGE_ONLY_LIBRARIES.flatMap(({ name, pattern }) => holders(graph, routes.dashboard, pattern).map((m) => `${name}: ${m}`));
    expect(found).toEqual([]);
  });

  test('the login page loads neither the shell nor the API client, its schemas or the HTML sanitiser', () => {
    const found = NOT_ON_LOGIN.flatMap(({ name, pattern }) => holders(graph, routes.login, pattern).map((m) => `${name}: ${m}`));
    expect(found).toEqual([]);
  });
});

// The checks themselves, on a made-up build: they must be able to fail.
describe('budget checks', () => {
  const chunk = (file: string, gzip: number, imports: string[], modules: string[], isEntry = false): [string, Chunk] => [
    file, { file, gzip, imports, dynamicImports: [], modules: modules.map((name) => ({ name, length: 100 })), facade: null, isEntry },
  ];
  const graph: Graph = new Map([
    chunk('index.js', 100_000, ['vendor.js'], ['src/main'], true),
    chunk('vendor.js', 90_000, [], ['react-dom/index', 'echarts/core']),
    chunk('lazy.js', 500_000, ['vendor.js'], ['src/features/chart/ChartPage']),
  ]);

  test('a route is what its chunks import, transitively', () => {
    expect([...closure(graph, ['index.js'])]).toEqual(['index.js', 'vendor.js']);
  });

  test('a route over its budget is reported with its biggest contributors', () => {
    const problem = overBudget(graph, 'login route', closure(graph, ['index.js']), 180_000);
    expect(problem).toContain('login route: 190.0 KB of gzipped JavaScript, over its budget of 180.0 KB by 10.0 KB');
    expect(problem).toContain('src/main 100.0 KB');
    expect(problem).toContain('react-dom 45.0 KB');
    expect(overBudget(graph, 'login route', closure(graph, ['index.js']), 190_000)).toBeNull();
  });

  test('a page-only library reachable from a route is found', () => {
    const echarts = PAGE_ONLY_LIBRARIES.find((library) => library.name === 'ECharts');
    expect(echarts && holders(graph, closure(graph, ['index.js']), echarts.pattern)).toEqual(['echarts/core (vendor.js)']);
  });
});
