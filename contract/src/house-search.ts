import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { HouseKind, HouseStatus } from './enums.js';
import { houseList } from './house.js';
import { Id } from './validators.js';

// Extras of the house list: saved searches (search tags: a person's named filter sets, per kind) and the number
// of houses per status for the list's filters (the counts on its status quick filter). Both take the list's own
// filter schema, so what they accept is exactly what the list accepts.

// The most saved searches one person keeps per kind.
export const HOUSE_SEARCH_TAG_MAX = 20;

export const HOUSE_SEARCH_RULE_TEXTS = {
  nameTaken: text('a saved search named "{name}"', '名为“{name}”的常用搜索', 'una búsqueda guardada llamada "{name}"', '「{name}」という保存済み検索'),
  cap: text(
    'you already keep {cap} saved searches of this kind: delete one first',
    '此类常用搜索已有{cap}个，请先删除一个',
    'ya tiene {cap} búsquedas guardadas de este tipo: elimine una primero',
    'この種別の保存済み検索はすでに{cap}件あります。先に1件削除してください',
  ),
} as const satisfies Record<string, Text>;
export type HouseSearchRule = keyof typeof HOUSE_SEARCH_RULE_TEXTS;

export function houseSearchRuleText(rule: HouseSearchRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(HOUSE_SEARCH_RULE_TEXTS[rule][lang], params);
}

// The list's fields as a plain object: its schema carries refinements (the ranges), which zod does not let .omit
// copy, so the fields are taken from its shape and the whole is checked by the list's schema again (listChecks).
const listFields = () => z.strictObject(houseList.input.shape);

// Runs the list's own checks (lower end of a range not above the upper end) on filters already well-formed,
// reporting the issues under `prefix`.
function listChecks(value: Record<string, unknown>, ctx: z.RefinementCtx, prefix: string[] = []): void {
  const checked = houseList.input.safeParse(value);
  if (checked.success) return;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...prefix, ...issue.path] });
}

// A saved search: the list's filters and sort without paging; its kind is the tag's.
export const HouseSearchQuery = listFields().omit({ page: true, limit: true, kind: true });
export type HouseSearchQuery = z.output<typeof HouseSearchQuery>;

const TagName = z.string().trim().min(1).max(30);

// What the list's filter panel shows for the ids of a saved search (display only: the list filters by the ids).
export const HouseSearchDisplay = z.strictObject({
  region_name: z.string().trim().max(100).optional(),
  maintainer_name: z.string().trim().max(100).optional(),
  // The district's path in the area tree, outermost first.
  area_path: z.array(Id).max(5).optional(),
});
export type HouseSearchDisplay = z.output<typeof HouseSearchDisplay>;

export const HouseSearchTag = z.object({
  id: z.number().int(),
  kind: HouseKind,
  name: z.string(),
  // A HouseSearchQuery as parsed when saved. Typed loosely here because responses are encoded by their schema and
  // the list's query fields (comma lists, coerced numbers) only decode; apply it through HouseSearchQuery.
  query: z.record(z.string(), z.unknown()),
  display: z.object({
    region_name: z.string().optional(), maintainer_name: z.string().optional(), area_path: z.array(z.number().int()).optional(),
  }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type HouseSearchTag = z.infer<typeof HouseSearchTag>;

export const houseSearchTagList = endpoint({
  method: 'GET', path: 'house/housesearchtaglist', access: 'house:list', tag: 'house',
  summary: 'The caller\'s own saved searches of the house list, of one kind or all, by name.',
  input: z.strictObject({ kind: HouseKind.optional() }),
  data: z.object({ list: z.array(HouseSearchTag) }),
});

export const houseSearchTagSave = endpoint({
  method: 'POST', path: 'house/housesearchtagsave', access: 'house:list', tag: 'house',
  summary: `Creates a saved search, or with id renames and updates one of the caller's own (404 otherwise). The query is checked by the house list's filter schema; the name is unique per person and kind (409002); at most ${HOUSE_SEARCH_TAG_MAX} per person and kind (429001).`,
  input: z.strictObject({ id: Id.optional(), kind: HouseKind, name: TagName, query: HouseSearchQuery, display: HouseSearchDisplay.default({}) })
    .superRefine((value, ctx) => listChecks({ ...value.query, kind: value.kind }, ctx, ['query'])),
  data: HouseSearchTag,
});

export const houseSearchTagDelete = endpoint({
  method: 'POST', path: 'house/housesearchtagdelete', access: 'house:list', tag: 'house',
  summary: 'Deletes one of the caller\'s own saved searches (404 for anyone else\'s).',
  input: z.strictObject({ id: Id }),
  data: z.null(),
});

// The list's filters without paging, sort and status: the counts are per status.
export const HouseStateFilters = listFields().omit({ page: true, limit: true, sort: true, order: true, status: true });

export const HouseStatusCount = z.object({ status: HouseStatus, count: z.number().int() });

export const houseState = endpoint({
  method: 'GET', path: 'house/housestate', access: 'house:list', tag: 'house',
  summary: 'How many houses of each status match the list\'s filters within the caller\'s scope (as GET house counts them), every status listed, with the total (the list\'s own total); each counted up to total_cap, the list\'s cap (houseTotalCap): a count equal to it means that many or more.',
  input: HouseStateFilters.superRefine((value, ctx) => listChecks(value, ctx)),
  data: z.object({ list: z.array(HouseStatusCount), total: z.number().int(), total_cap: z.number().int() }),
});
