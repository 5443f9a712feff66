import { closure, chunkOf, contributors, entryChunk, gzipOf, kb, type Graph } from './bundle';

// The front-end size budgets of issue #7 (docs/performance.md, "Front end"), in gzipped bytes of JavaScript
// (1 KB = 1,000 bytes, as vite reports them).
export const BUDGETS = {
  login: 180_000,
  dashboard: 450_000,
  routeChunk: 200_000,
};

// Libraries that may load only on the pages that use them: charts, Excel, rich-text editors (tiptap, in the
// article editor), the menu search's pinyin dictionary and the guide.
export const PAGE_ONLY_LIBRARIES: { name: string; pattern: RegExp }[] = [
  { name: 'ECharts', pattern: /^(echarts|zrender|echarts-for-react)\// },
  { name: 'Excel', pattern: /^(xlsx|exceljs|@e965\/xlsx|@sheet\/[^/]+|write-excel-file|read-excel-file|excel4node|xlsx-populate)\// },
  {
    name: 'rich text',
    pattern: /^(quill|react-quill|react-quill-new|@wangeditor|@wangeditor-next|wangeditor|tinymce|@tinymce|@tiptap|prosemirror-[^/]+|slate|slate-react|draft-js|lexical|@lexical|braft-editor|@ckeditor|ckeditor5|jodit|jodit-react|froala-editor|@toast-ui)\//,
  },
  { name: 'pinyin-pro', pattern: /^pinyin-pro\// },
  { name: 'driver.js', pattern: /^driver\.js\// },
];

// Not on the login page: the signed-in shell, the API client's HTTP library and the contract's schemas,
// the HTML sanitiser.
export const NOT_ON_LOGIN: { name: string; pattern: RegExp }[] = [
  { name: 'the signed-in shell', pattern: /^src\/(shell\/Layout|app\/SignedInGate)$/ },
  { name: 'axios', pattern: /^axios\// },
  { name: 'zod', pattern: /^zod\// },
  { name: 'react-query', pattern: /^@tanstack\// },
  { name: 'dompurify', pattern: /^dompurify\// },
];

// The languages' antd and dayjs locales, loaded before the first paint: the heaviest one is counted.
const LOCALES = [
  ['antd/es/locale/en_US'],
  ['antd/es/locale/zh_CN', 'dayjs/locale/zh-cn'],
  ['antd/es/locale/es_ES', 'dayjs/locale/es'],
  ['antd/es/locale/ja_JP', 'dayjs/locale/ja'],
];

// What the signed-in area loads before any page: its shell, the message API it mounts at once, the
// sign-in code the login page fetches on submit, and the dialog of the sign-in's announcements (counted:
// most sign-ins have some).
const SHELL = ['src/app/SignedInGate', 'src/app/MessageBridge', 'src/features/account/signIn', 'src/features/message/AnnouncementModal'];
const DASHBOARD = 'src/shell/pages/dashboard/DashboardPage';
// Every page but the dashboard loads the features' texts first (shell/PageViews.tsx).
const FEATURE_TEXTS = 'src/i18n/features';

export type Routes = {
  login: Set<string>;
  dashboard: Set<string>;
  shell: Set<string>;
  // Each lazily loaded module of the app (a page, a dialog), with what it adds to the signed-in shell.
  lazy: { module: string; adds: Set<string> }[];
};

const union = (...sets: Iterable<string>[]) => new Set(sets.flatMap((set) => [...set]));

export function routesOf(graph: Graph): Routes {
  const entry = closure(graph, [entryChunk(graph)]);
  const locale = LOCALES.map((modules) => closure(graph, modules.map((m) => chunkOf(graph, m))))
    .reduce((heaviest, next) => (gzipOf(graph, [...next].filter((f) => !entry.has(f))) > gzipOf(graph, [...heaviest].filter((f) => !entry.has(f))) ? next : heaviest));
  const login = union(entry, locale);
  const shell = union(login, closure(graph, SHELL.map((m) => chunkOf(graph, m))));
  const dashboard = union(shell, closure(graph, [chunkOf(graph, DASHBOARD)]));
  const texts = closure(graph, [chunkOf(graph, FEATURE_TEXTS)]);
  const lazy = [...graph.values()]
    .filter((chunk) => chunk.facade?.startsWith('src/') && !chunk.isEntry)
    .map((chunk) => {
      const module = chunk.facade ?? chunk.file;
      const loads = union(closure(graph, [chunk.file]), module === DASHBOARD ? [] : texts);
      return { module, adds: new Set([...loads].filter((file) => !shell.has(file))) };
    });
  return { login, dashboard, shell, lazy };
}

// Which files of `files` bundle a module matching `pattern`, with the module names.
export function holders(graph: Graph, files: Iterable<string>, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const m of graph.get(file)?.modules ?? []) if (pattern.test(m.name)) found.push(`${m.name} (${file})`);
  }
  return found;
}

// Null when `files` fit `limit`; otherwise what is over, with the biggest contributors and chunks.
export function overBudget(graph: Graph, name: string, files: Iterable<string>, limit: number): string | null {
  const list = [...files];
  const size = gzipOf(graph, list);
  if (size <= limit) return null;
  const owners = contributors(graph, list).slice(0, 12).map((c) => `${c.owner} ${kb(c.gzip)}`);
  const chunks = list.map((file) => ({ file, gzip: graph.get(file)?.gzip ?? 0 })).sort((a, b) => b.gzip - a.gzip).slice(0, 8);
  return [
    `${name}: ${kb(size)} of gzipped JavaScript, over its budget of ${kb(limit)} by ${kb(size - limit)}.`,
    `  biggest contributors: ${owners.join(', ')}`,
    `  biggest chunks: ${chunks.map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`,
  ].join('\n');
}
