import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedOf } from './envelope.js';
import { exportEndpoint } from './export.js';
import { format, text, type Lang, type Text } from './i18n.js';
import { Flag, Id, IdParams, PageQuery } from './validators.js';

// The community dictionary (楼盘字典): region (小区) → building (栋) → unit (单元) → floor (楼层) → door (门牌).
// A house is entered on a door, so one flat cannot be entered twice. A finished community is locked: changing
// it then needs `dictionary:finished`.

// The records that keep a community, building, unit, floor or door from being deleted, as the refusal names them.
export const DICTIONARY_RECORD_LABELS = {
  buildings: text('buildings', '楼栋', 'edificios', '建物'),
  units: text('units', '单元', 'portales', 'ユニット'),
  floors: text('floors', '楼层', 'plantas', 'フロア'),
  doors: text('doors', '门牌', 'puertas', '部屋番号'),
  houses: text('houses', '房源', 'inmuebles', '物件'),
  offlineHouses: text('offline house entries', '线下房源记录', 'registros de inmuebles externos', '外部物件の記録'),
  customerWants: text("customers' wanted communities", '客户意向小区', 'comunidades deseadas por clientes', '顧客の希望団地'),
} as const satisfies Record<string, Text>;
export type DictionaryRecord = keyof typeof DICTIONARY_RECORD_LABELS;

// Why a dictionary node cannot be deleted, in the caller's language (the {detail} of 409003).
export const DICTIONARY_RULE_TEXTS = {
  nodeHeld: text('{name} cannot be deleted: {records} still name it', '{name}仍有{records}，不能删除',
    '{name} no se puede eliminar: todavía lo usan {records}', '{name}は{records}から参照されているため削除できません'),
} as const satisfies Record<string, Text>;
export type DictionaryRule = keyof typeof DICTIONARY_RULE_TEXTS;

export function dictionaryRuleText(rule: DictionaryRule, lang: Lang, params: Record<string, string | number> = {}): string {
  return format(DICTIONARY_RULE_TEXTS[rule][lang], params);
}

const Name = z.string().trim().min(1).max(50);
const Sort = z.number().int().min(0).max(100_000).default(0);

// ---- administrative areas (province → city → district), for addresses
export const AreaItem = z.object({ id: z.number().int(), parent_id: z.number().int().nullable(), name: z.string(), level: z.number().int() });

export const provinceList = endpoint({
  method: 'GET', path: 'province', access: 'signed-in', tag: 'dictionary',
  summary: 'The provinces (and municipalities).', input: z.strictObject({}), data: z.object({ list: z.array(AreaItem) }),
});

export const areaList = endpoint({
  method: 'GET', path: 'area', access: 'signed-in', tag: 'dictionary',
  summary: 'The areas directly under one area (cities of a province, districts of a city).',
  input: z.strictObject({ parent_id: Id }), data: z.object({ list: z.array(AreaItem) }),
});

// ---- regions (communities)
export const Region = z.object({
  id: z.number().int(),
  name: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  area_id: z.number().int().nullable(),
  area_name: z.string(),
  business_circle: z.string(),
  address: z.string(),
  developer: z.string(),
  build_year: z.number().int().nullable(),
  // Yuan per square metre per month.
  property_fee: z.number().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  finished: Flag,
  building_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Region = z.infer<typeof Region>;

const RegionFilters = {
  keyword: z.string().trim().max(50).optional(),
  area_id: Id.optional(),
  finished: z.coerce.number().pipe(Flag).optional(),
};

export const regionList = endpoint({
  method: 'GET', path: 'region', access: 'dictionary:list', tag: 'dictionary',
  summary: 'Communities by keyword (name, address, pinyin or its initials: 万科城市花园 is found by "wkcs" and "wanke"), area and finished state.',
  input: z.strictObject({ ...PageQuery, ...RegionFilters }),
  data: pagedOf(Region),
});

const t = text;
const FINISHED_LABELS: Record<string, Text> = {
  0: t('Open', '未完成', 'Abierta', '未完成'),
  1: t('Finished', '已完成', 'Cerrada', '完成'),
};

export const regionExport = exportEndpoint({
  path: 'region/export', access: 'dictionary:export', tag: 'dictionary',
  summary: 'The communities matching the list\'s filters, as an Excel file.',
  input: z.strictObject(RegionFilters),
  row: Region,
  filename: t('Communities', '楼盘字典', 'Comunidades', '物件辞書'),
  columns: [
    { key: 'name', title: t('Community', '小区', 'Comunidad', '物件名'), width: 20 },
    { key: 'area_name', title: t('District', '区域', 'Distrito', 'エリア'), width: 10 },
    { key: 'business_circle', title: t('Business circle', '商圈', 'Zona comercial', '商圏'), width: 12 },
    { key: 'address', title: t('Address', '地址', 'Dirección', '住所'), width: 30 },
    { key: 'developer', title: t('Developer', '开发商', 'Promotora', 'デベロッパー'), width: 18 },
    { key: 'build_year', title: t('Year built', '建成年代', 'Año de construcción', '竣工年'), format: 'number', width: 10 },
    { key: 'property_fee', title: t('Property fee (yuan/m²/month)', '物业费（元/㎡/月）', 'Cuota de comunidad (yuan/m²/mes)', '管理費（元/㎡/月）'), format: 'number', width: 14 },
    { key: 'building_count', title: t('Buildings', '楼栋数', 'Edificios', '棟数'), format: 'number', width: 8 },
    { key: 'finished', title: t('Dictionary', '字典状态', 'Diccionario', '辞書の状態'), format: { labels: FINISHED_LABELS }, width: 10 },
    { key: 'updated_at', title: t('Updated', '更新时间', 'Actualizada', '更新日時'), format: 'datetime', width: 18 },
  ],
});

export const regionGet = endpoint({
  method: 'GET', path: 'region/{id}', access: 'dictionary:list', tag: 'dictionary', params: IdParams,
  summary: 'One community.', input: z.strictObject({}), data: Region,
});

const RegionInput = {
  name: Name,
  area_id: Id.nullable().default(null),
  business_circle: z.string().trim().max(50).default(''),
  address: z.string().trim().max(200).default(''),
  developer: z.string().trim().max(100).default(''),
  build_year: z.number().int().min(1900).max(2100).nullable().default(null),
  property_fee: z.number().min(0).max(1000).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  lat: z.number().min(-90).max(90).nullable().default(null),
};

export const regionAdd = endpoint({
  method: 'POST', path: 'region/add', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Adds a community; names are unique within an area.', input: z.strictObject(RegionInput), data: Region,
});

export const regionUpdate = endpoint({
  method: 'POST', path: 'region/update', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Changes a community (a finished one needs dictionary:finished).', input: z.strictObject({ id: Id, ...RegionInput }), data: Region,
});

export const regionDelete = endpoint({
  method: 'POST', path: 'region/delete', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Removes a community without buildings (409003 otherwise).', input: z.strictObject({ id: Id }), data: z.null(),
});

export const regionFinish = endpoint({
  method: 'POST', path: 'region/finish', access: 'dictionary:finished', tag: 'dictionary',
  summary: 'Marks a community\'s dictionary complete (locked for ordinary editing), or reopens it with finished 0.',
  input: z.strictObject({ id: Id, finished: Flag.default(1) }), data: Region,
});

// ---- buildings
export const Building = z.object({
  id: z.number().int(), region_id: z.number().int(), name: z.string(), sort: z.number().int(),
  unit_count: z.number().int(), door_count: z.number().int(),
  // The school districts the building is linked to (building/schoolupdate).
  school_districts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const buildingList = endpoint({
  method: 'GET', path: 'building', access: 'dictionary:list', tag: 'dictionary',
  summary: 'The buildings of a community.', input: z.strictObject({ region_id: Id }), data: z.object({ list: z.array(Building) }),
});

// Bulk generation: units × floors × doors, door names floor number + two-digit door (0101 … 3204). Floor labels
// listed in skip_floors (4, 13, …) are not used: the next label is taken instead, so the count stays as asked.
export const BuildingGeneration = z.strictObject({
  units: z.number().int().min(1).max(20),
  floors: z.number().int().min(1).max(120),
  doors: z.number().int().min(1).max(30),
  start_floor: z.number().int().min(-5).max(100).default(1),
  skip_floors: z.array(z.number().int().min(-5).max(200)).max(20).default([]),
});
export type BuildingGeneration = z.infer<typeof BuildingGeneration>;

// The naming rules of generation, shared by the server that applies them and the form that previews them.
// `floors` floor numbers from `start_floor`, stepping over the skipped ones and 0.
export function floorLabels(generation: Pick<BuildingGeneration, 'floors' | 'start_floor' | 'skip_floors'>): number[] {
  const skip = new Set(generation.skip_floors);
  const labels: number[] = [];
  for (let n = generation.start_floor; labels.length < generation.floors; n++) {
    if (n !== 0 && !skip.has(n)) labels.push(n);
  }
  return labels;
}

// Floor label and two-digit door number, at least four characters: 0101, 3204; B102 on floor -1.
export function doorName(floor: number, door: number): string {
  const base = `${String(Math.abs(floor)).padStart(2, '0')}${String(door).padStart(2, '0')}`;
  return floor < 0 ? `B${base.replace(/^0/, '')}` : base;
}

export function floorName(floor: number): string {
  return floor < 0 ? `B${-floor}` : String(floor);
}

export function unitName(unit: number): string {
  return `${unit}单元`;
}

export const buildingAdd = endpoint({
  method: 'POST', path: 'building/add', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Adds a building (names unique in the community), optionally generating its units, floors and doors in one transaction.',
  input: z.strictObject({ region_id: Id, name: Name, sort: Sort, generate: BuildingGeneration.optional() }),
  data: Building,
});

export const buildingUpdate = endpoint({
  method: 'POST', path: 'building/update', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Renames or re-sorts a building; with `generate`, also fills a building that has no units yet with units, floors and doors in one transaction (409001 when it has units).',
  input: z.strictObject({ id: Id, name: Name, sort: Sort, generate: BuildingGeneration.optional() }), data: Building,
});

export const buildingDelete = endpoint({
  method: 'POST', path: 'building/delete', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Removes a building without units (409003 otherwise).', input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- units
export const Unit = z.object({ id: z.number().int(), building_id: z.number().int(), name: z.string(), sort: z.number().int(), floor_count: z.number().int() });

export const unitList = endpoint({
  method: 'GET', path: 'unit', access: 'dictionary:list', tag: 'dictionary',
  summary: 'The units of a building.', input: z.strictObject({ building_id: Id }), data: z.object({ list: z.array(Unit) }),
});

export const unitAdd = endpoint({
  method: 'POST', path: 'unit/add', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Adds a unit; names are unique in the building.', input: z.strictObject({ building_id: Id, name: Name, sort: Sort }), data: Unit,
});

export const unitUpdate = endpoint({
  method: 'POST', path: 'unit/update', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Renames or re-sorts a unit.', input: z.strictObject({ id: Id, name: Name, sort: Sort }), data: Unit,
});

export const unitDelete = endpoint({
  method: 'POST', path: 'unit/delete', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Removes a unit without floors (409003 otherwise).', input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- floors and doors
export const Door = z.object({ id: z.number().int(), floor_id: z.number().int(), name: z.string() });
export const Floor = z.object({ id: z.number().int(), unit_id: z.number().int(), number: z.number().int(), name: z.string(), doors: z.array(Door) });

export const floorList = endpoint({
  method: 'GET', path: 'floor', access: 'dictionary:list', tag: 'dictionary',
  summary: 'The floors of a unit, top first, each with its doors: the grid of a building.',
  input: z.strictObject({ unit_id: Id }), data: z.object({ list: z.array(Floor) }),
});

export const floorAdd = endpoint({
  method: 'POST', path: 'floor/add', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Adds a floor by number (negative for basements); numbers are unique in the unit.',
  input: z.strictObject({ unit_id: Id, number: z.number().int().min(-10).max(200), name: z.string().trim().max(20).optional() }),
  data: Floor,
});

export const floorDelete = endpoint({
  method: 'POST', path: 'floor/delete', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Removes a floor without doors (409003 otherwise).', input: z.strictObject({ id: Id }), data: z.null(),
});

export const doorAdd = endpoint({
  method: 'POST', path: 'door/add', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Adds a door to a floor; names are unique on the floor.', input: z.strictObject({ floor_id: Id, name: Name }), data: Door,
});

export const doorUpdate = endpoint({
  method: 'POST', path: 'door/update', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Renames a door.', input: z.strictObject({ id: Id, name: Name }), data: Door,
});

export const doorDelete = endpoint({
  method: 'POST', path: 'door/delete', access: 'dictionary:edit', tag: 'dictionary',
  summary: 'Removes a door.', input: z.strictObject({ id: Id }), data: z.null(),
});

// ---- school districts of a building (the districts themselves: contract/src/school.ts)
export const buildingSchoolUpdate = endpoint({
  method: 'POST', path: 'building/schoolupdate', access: 'school:edit', tag: 'dictionary',
  summary: 'Sets the school districts of one building (an empty list unlinks it from all); its region is linked to each district too. One transaction.',
  input: z.strictObject({ id: Id, sd_ids: z.array(Id).max(20) }),
  data: z.object({ id: z.number().int(), school_districts: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

// ---- light cascading look-ups for the pickers of house and customer forms: id and name only, no counts.
// Any signed-in person may use them, since every agent entering a house needs them.
const LookupLimit = z.coerce.number().int().min(1).max(50).default(20);
const Named = z.object({ id: z.number().int(), name: z.string() });

export const lookupRegions = endpoint({
  method: 'GET', path: 'house/region_list', access: 'signed-in', tag: 'dictionary',
  summary: 'Communities for a picker by keyword (name, address, pinyin or initials), at most 50.',
  input: z.strictObject({ keyword: z.string().trim().max(50).optional(), limit: LookupLimit }),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })) }),
});

export const lookupBuildings = endpoint({
  method: 'GET', path: 'house/building_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The buildings of a community, for a picker.', input: z.strictObject({ region_id: Id }), data: z.object({ list: z.array(Named) }),
});

export const lookupUnits = endpoint({
  method: 'GET', path: 'house/unit_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The units of a building, for a picker.', input: z.strictObject({ building_id: Id }), data: z.object({ list: z.array(Named) }),
});

export const lookupFloors = endpoint({
  method: 'GET', path: 'house/floor_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The floors of a unit, lowest first, for a picker.', input: z.strictObject({ unit_id: Id }),
  data: z.object({ list: z.array(z.object({ id: z.number().int(), number: z.number().int(), name: z.string() })) }),
});

export const lookupDoors = endpoint({
  method: 'GET', path: 'house/door_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The doors of a floor, for a picker.', input: z.strictObject({ floor_id: Id }), data: z.object({ list: z.array(Named) }),
});

export const lookupAreas = endpoint({
  method: 'GET', path: 'house/area_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The areas under one area, or the provinces without parent_id, for a picker.',
  input: z.strictObject({ parent_id: Id.optional() }), data: z.object({ list: z.array(AreaItem) }),
});

export const lookupSearchRegions = endpoint({
  method: 'GET', path: 'house/search_region_list', access: 'signed-in', tag: 'dictionary',
  summary: 'Communities by keyword (name, address, pinyin or initials) with their area, optionally within one area, for the house-list filter; at most 50.',
  input: z.strictObject({ keyword: z.string().trim().max(50).optional(), area_id: Id.optional(), limit: LookupLimit }),
  data: z.object({ list: z.array(z.object({
    id: z.number().int(), name: z.string(), area_id: z.number().int().nullable(), area_name: z.string(), business_circle: z.string(),
  })) }),
});

export const lookupBuildingUnits = endpoint({
  method: 'GET', path: 'house/building_unit_list', access: 'signed-in', tag: 'dictionary',
  summary: 'The buildings of a community, each with its units, in one call.',
  input: z.strictObject({ region_id: Id }),
  data: z.object({ list: z.array(Named.extend({ units: z.array(Named) })) }),
});
