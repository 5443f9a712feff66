import type { Db } from '../core/db/database.js';

// School districts of the demo: name, area, schools, and the communities they serve with, per community, the
// buildings covered (all of them when not listed).
const SCHOOL_DISTRICTS: { name: string; area: string; schools: string[]; regions: [string, string[] | 'all'][] }[] = [
  {
    name: '明珠学区', area: '浦东新区', schools: ['明珠小学', '建平中学'],
    regions: [['仁恒河滨城', 'all'], ['世茂滨江花园', ['1号楼']], ['陆家嘴花园', 'all']],
  },
  {
    name: '福山学区', area: '浦东新区', schools: ['福山外国语小学', '进才中学'],
    regions: [['联洋新苑', 'all'], ['世纪公园小区', ['1号楼', '2号楼']], ['锦绣满堂', 'all']],
  },
  {
    name: '徐汇实验学区', area: '徐汇区', schools: ['徐汇区实验小学', '南洋模范中学'],
    regions: [['徐汇苑', 'all'], ['徐家汇花园', 'all'], ['华府天地', ['1号楼']]],
  },
  { name: '七宝学区', area: '闵行区', schools: ['七宝实验小学', '七宝中学'], regions: [['万科城市花园', ['1号楼']]] },
];

export async function seedSchoolDistricts(db: Db, creatorId: number, now: number): Promise<void> {
  for (const district of SCHOOL_DISTRICTS) {
    const area = await db.selectFrom('area').select('id').where('name', '=', district.area).where('level', '=', 3).executeTakeFirst();
    const { id } = await db.insertInto('school_district').values({
      name: district.name, area_id: area?.id ?? null, schools: JSON.stringify(district.schools), remark: '',
      created_by: creatorId, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [regionName, buildingNames] of district.regions) {
      const region = await db.selectFrom('region').select('id').where('name', '=', regionName).executeTakeFirstOrThrow();
      await db.insertInto('school_district_region').values({ school_district_id: id, region_id: region.id }).execute();
      let buildings = db.selectFrom('building').select('id').where('region_id', '=', region.id);
      if (buildingNames !== 'all') buildings = buildings.where('name', 'in', buildingNames);
      const rows = await buildings.orderBy('id').execute();
      if (rows.length) {
        await db.insertInto('school_district_building').values(rows.map((b) => ({ school_district_id: id, building_id: b.id }))).execute();
      }
    }
  }
}
