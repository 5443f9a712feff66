import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { text as t } from './i18n.js';
import { pagedOf } from './envelope.js';
import { Id, PageQuery } from './validators.js';

// Duty zones (责任盘): a group of communities (regions) that some stores are responsible for working. A region
// belongs to at most one zone, so responsibility for it is never split; a store may work several zones.

export const Zone = z.object({
  id: z.number().int(),
  name: z.string(),
  remark: z.string(),
  store_count: z.number().int(),
  region_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Zone = z.infer<typeof Zone>;

export const ZoneDetail = Zone.extend({
  stores: z.array(z.object({ id: z.number().int(), name: z.string(), district_name: z.string() })),
  regions: z.array(z.object({ id: z.number().int(), name: z.string(), area_name: z.string(), address: z.string() })),
});
export type ZoneDetail = z.infer<typeof ZoneDetail>;

const ZoneFilters = { keyword: z.string().trim().max(50).optional() };

export const zoneList = endpoint({
  method: 'GET', path: 'zone/list', access: 'zone:list', tag: 'zone',
  summary: 'Duty zones by keyword (zone name), each with its number of stores and regions.',
  input: z.strictObject({ ...PageQuery, ...ZoneFilters }),
  data: pagedOf(Zone),
});

// A row per zone with the names of its stores and regions: who answers for which communities.
export const ZoneExportRow = Zone.extend({ store_names: z.array(z.string()), region_names: z.array(z.string()) });

export const zoneExport = exportEndpoint({
  path: 'zone/export', access: 'zone:export', tag: 'zone',
  summary: 'The duty zones matching the list\'s filters with their stores and regions, as an Excel file.',
  input: z.strictObject(ZoneFilters),
  row: ZoneExportRow,
  filename: t('Duty zones', '责任盘', 'Zonas de responsabilidad', '担当エリア'),
  columns: [
    { key: 'name', title: t('Duty zone', '责任盘', 'Zona', '担当エリア'), width: 16 },
    { key: 'store_names', title: t('Stores', '负责门店', 'Tiendas', '担当店舗'), format: 'list', width: 30 },
    { key: 'region_names', title: t('Communities', '小区', 'Comunidades', '物件'), format: 'list', width: 50 },
    { key: 'remark', title: t('Remark', '备注', 'Observaciones', '備考'), width: 24 },
    { key: 'updated_at', title: t('Updated', '更新时间', 'Actualizada', '更新日時'), format: 'datetime', width: 18 },
  ],
});

export const zoneGetStore = endpoint({
  method: 'GET', path: 'zone/getstore', access: 'zone:list', tag: 'zone',
  summary: 'One duty zone with its stores and regions.',
  input: z.strictObject({ zone_id: Id }),
  data: ZoneDetail,
});

export const zoneSave = endpoint({
  method: 'POST', path: 'zone/save', access: 'zone:edit', tag: 'zone',
  summary: 'Adds a duty zone (no id) or renames one (id); names are unique.',
  input: z.strictObject({ id: Id.optional(), name: z.string().trim().min(1).max(50), remark: z.string().trim().max(200).default('') }),
  data: Zone,
});

export const zoneDelete = endpoint({
  method: 'POST', path: 'zone/delete', access: 'zone:edit', tag: 'zone',
  summary: 'Removes a duty zone with its store and region links, in one transaction.',
  input: z.strictObject({ id: Id }), data: z.null(),
});

export const zoneAddStore = endpoint({
  method: 'POST', path: 'zone/addstore', access: 'zone:edit', tag: 'zone',
  summary: 'Makes stores responsible for a duty zone (stores already on it are left as they are).',
  input: z.strictObject({ zone_id: Id, store_ids: z.array(Id).min(1).max(50) }),
  data: ZoneDetail,
});

export const zoneDeleteStore = endpoint({
  method: 'POST', path: 'zone/deletestore', access: 'zone:edit', tag: 'zone',
  summary: 'Takes a store off a duty zone.',
  input: z.strictObject({ zone_id: Id, store_id: Id }),
  data: ZoneDetail,
});

export const zoneAddRegion = endpoint({
  method: 'POST', path: 'zone/addregion', access: 'zone:edit', tag: 'zone',
  summary: 'Puts regions in a duty zone; refused (409002, naming it) when a region already belongs to another zone. Nothing is added unless all can be.',
  input: z.strictObject({ zone_id: Id, region_ids: z.array(Id).min(1).max(200) }),
  data: ZoneDetail,
});

export const zoneDeleteRegion = endpoint({
  method: 'POST', path: 'zone/deleteregion', access: 'zone:edit', tag: 'zone',
  summary: 'Takes a region out of a duty zone.',
  input: z.strictObject({ zone_id: Id, region_id: Id }),
  data: ZoneDetail,
});
