import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { exportEndpoint } from './export.js';
import { text as t } from './i18n.js';
import { pagedOf } from './envelope.js';
import { Id, IdParams, PageQuery } from './validators.js';

// School districts (学区): the schools a district gives access to, and the communities (regions) and buildings it
// serves. A region is linked to a district as a whole; the district's buildings are chosen region by region,
// since a catchment line often runs through a community.

const SchoolName = z.string().trim().min(1).max(50);

export const SchoolDistrict = z.object({
  id: z.number().int(),
  name: z.string(),
  area_id: z.number().int().nullable(),
  area_name: z.string(),
  schools: z.array(z.string()),
  remark: z.string(),
  region_count: z.number().int(),
  building_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type SchoolDistrict = z.infer<typeof SchoolDistrict>;

// A region served by a district, with the buildings of it the district covers (building_count: all its buildings).
export const SchoolRegion = z.object({
  region_id: z.number().int(),
  region_name: z.string(),
  area_name: z.string(),
  address: z.string(),
  building_count: z.number().int(),
  buildings: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SchoolRegion = z.infer<typeof SchoolRegion>;

const SchoolDistrictFilters = { keyword: z.string().trim().max(50).optional(), area_id: Id.optional() };

export const schoolDistrictList = endpoint({
  method: 'GET', path: 'schooldistrict', access: 'school:list', tag: 'school',
  summary: 'School districts by keyword (name or school name) and area.',
  input: z.strictObject({ ...PageQuery, ...SchoolDistrictFilters }),
  data: pagedOf(SchoolDistrict),
});

export const schoolDistrictExport = exportEndpoint({
  path: 'schooldistrict/export', access: 'school:export', tag: 'school',
  summary: 'The school districts matching the list\'s filters, as an Excel file.',
  input: z.strictObject(SchoolDistrictFilters),
  row: SchoolDistrict,
  filename: t('School districts', '学区', 'Distritos escolares', '学区'),
  columns: [
    { key: 'name', title: t('School district', '学区', 'Distrito escolar', '学区'), width: 18 },
    { key: 'area_name', title: t('Area', '区域', 'Zona', 'エリア'), width: 10 },
    { key: 'schools', title: t('Schools', '学校', 'Colegios', '学校'), format: 'list', width: 36 },
    { key: 'region_count', title: t('Communities', '小区数', 'Comunidades', '物件数'), format: 'number', width: 10 },
    { key: 'building_count', title: t('Buildings', '楼栋数', 'Edificios', '棟数'), format: 'number', width: 10 },
    { key: 'remark', title: t('Remark', '备注', 'Observaciones', '備考'), width: 30 },
    { key: 'updated_at', title: t('Updated', '更新时间', 'Actualizado', '更新日時'), format: 'datetime', width: 18 },
  ],
});

export const SchoolDistrictDetail = SchoolDistrict.extend({ regions: z.array(SchoolRegion) });
export type SchoolDistrictDetail = z.infer<typeof SchoolDistrictDetail>;

export const schoolDistrictGet = endpoint({
  method: 'GET', path: 'schooldistrict/{id}', access: 'school:list', tag: 'school', params: IdParams,
  summary: 'One school district with the regions and buildings it serves.',
  input: z.strictObject({}),
  data: SchoolDistrictDetail,
});

export const schoolDistrictRegions = endpoint({
  method: 'GET', path: 'schooldistrict/schoolregion', access: 'school:list', tag: 'school',
  summary: 'The regions a school district serves, each with its linked buildings.',
  input: z.strictObject({ sd_id: Id }),
  data: z.object({ list: z.array(SchoolRegion) }),
});

const SchoolDistrictInput = {
  name: z.string().trim().min(1).max(50),
  area_id: Id.nullable().default(null),
  schools: z.array(SchoolName).max(30).default([]),
  remark: z.string().trim().max(500).default(''),
};

export const schoolDistrictAdd = endpoint({
  method: 'POST', path: 'schooldistrict/add', access: 'school:edit', tag: 'school',
  summary: 'Adds a school district; names are unique.', input: z.strictObject(SchoolDistrictInput), data: SchoolDistrict,
});

export const schoolDistrictUpdate = endpoint({
  method: 'POST', path: 'schooldistrict/update', access: 'school:edit', tag: 'school',
  summary: 'Changes a school district\'s name, area, schools and remark.',
  input: z.strictObject({ id: Id, ...SchoolDistrictInput }), data: SchoolDistrict,
});

export const schoolDistrictDelete = endpoint({
  method: 'POST', path: 'schooldistrict/delete', access: 'school:edit', tag: 'school',
  summary: 'Removes a school district with its region links; refused (409003) while buildings are linked to it.',
  input: z.strictObject({ id: Id }), data: z.null(),
});

export const schoolDistrictDeleteRegion = endpoint({
  method: 'POST', path: 'schooldistrict/deleteregion', access: 'school:edit', tag: 'school',
  summary: 'Unlinks a region, and its buildings, from a school district.',
  input: z.strictObject({ sd_id: Id, region_id: Id }), data: SchoolDistrictDetail,
});

export const schoolDistrictBuildingSave = endpoint({
  method: 'POST', path: 'schooldistrict/schooldistrictbuildingsave', access: 'school:edit', tag: 'school',
  summary: 'Links a region to a school district and sets which of its buildings the district covers, replacing that region\'s previous building links (one transaction). The buildings must belong to the region.',
  input: z.strictObject({ sd_id: Id, region_id: Id, building_ids: z.array(Id).max(500).default([]) }),
  data: SchoolDistrictDetail,
});
