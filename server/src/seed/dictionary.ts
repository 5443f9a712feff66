import type { Db } from '../core/db/database.js';
import type { Random } from './random.js';
import { pinyinOf } from '../core/pinyin.js';
import { yuanToFen } from '../core/money.js';

const SHANGHAI = ['黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '闵行区', '宝山区', '嘉定区', '浦东新区',
  '金山区', '松江区', '青浦区', '奉贤区', '崇明区'];
const BEIJING = ['东城区', '西城区', '朝阳区', '海淀区', '丰台区', '通州区'];

// Communities of the two demo districts' neighbourhoods: name, area, business circle, developer, year.
const COMMUNITIES: [string, string, string, string, number][] = [
  ['万科城市花园', '闵行区', '七宝', '万科集团', 1998], ['仁恒河滨城', '浦东新区', '陆家嘴', '仁恒置地', 2003],
  ['汤臣一品', '浦东新区', '陆家嘴', '汤臣集团', 2005], ['世茂滨江花园', '浦东新区', '陆家嘴', '世茂集团', 2004],
  ['联洋新苑', '浦东新区', '联洋', '联洋集团', 2002], ['碧云国际社区', '浦东新区', '金桥', '金桥集团', 2001],
  ['陆家嘴花园', '浦东新区', '陆家嘴', '陆家嘴集团', 1999], ['金桥新村', '浦东新区', '金桥', '金桥集团', 1996],
  ['张江汤臣豪园', '浦东新区', '张江', '汤臣集团', 2006], ['世纪公园小区', '浦东新区', '世纪公园', '陆家嘴集团', 2008],
  ['御桥花园', '浦东新区', '御桥', '浦东房产', 2003], ['三林城', '浦东新区', '三林', '三林房产', 2000],
  ['浦江华侨城', '闵行区', '浦江', '华侨城集团', 2010], ['锦绣满堂', '浦东新区', '花木', '绿地集团', 2007],
  ['上海康城', '闵行区', '莘庄', '上海康城', 2002], ['春申景城', '闵行区', '春申', '万科集团', 2004],
  ['徐汇苑', '徐汇区', '徐家汇', '徐汇房产', 1997], ['徐家汇花园', '徐汇区', '徐家汇', '徐汇房产', 2001],
  ['田林十二村', '徐汇区', '田林', '徐汇房产', 1988], ['漕河泾新苑', '徐汇区', '漕河泾', '漕河泾开发区', 1995],
  ['龙华苑', '徐汇区', '龙华', '徐汇房产', 2000], ['华府天地', '徐汇区', '徐家汇', '瑞安房地产', 2006],
  ['东方曼哈顿', '徐汇区', '徐家汇', '香港置业', 2002], ['中远两湾城', '普陀区', '长寿路', '中远集团', 2001],
  ['古北国际花园', '长宁区', '古北', '古北集团', 2003], ['嘉里华庭', '静安区', '静安寺', '嘉里建设', 2000],
  ['瑞虹新城', '虹口区', '临平路', '瑞安房地产', 2004], ['新江湾城', '杨浦区', '新江湾城', '城投集团', 2007],
  ['绿地海珀外滩', '黄浦区', '外滩', '绿地集团', 2012], ['九间堂', '浦东新区', '世纪公园', '证大集团', 2005],
];
const STREETS = ['路', '街', '大道'];

async function addAreas(db: Db, province: string, districts: string[], sort: number): Promise<Map<string, number>> {
  const { id: provinceId } = await db.insertInto('area').values({ parent_id: null, name: province, level: 1, sort }).returning('id').executeTakeFirstOrThrow();
  const { id: cityId } = await db.insertInto('area').values({ parent_id: provinceId, name: province, level: 2 }).returning('id').executeTakeFirstOrThrow();
  const rows = await db.insertInto('area').values(districts.map((name, i) => ({ parent_id: cityId, name, level: 3, sort: i })))
    .returning(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

// The administrative areas and about 30 communities, each with a first building generated down to its doors.
export async function seedDictionary(db: Db, random: Random, creatorId: number, now: number): Promise<void> {
  const areas = await addAreas(db, '上海市', SHANGHAI, 0);
  await addAreas(db, '北京市', BEIJING, 1);
  for (const [name, area, circle, developer, year] of COMMUNITIES) {
    const { full, initials } = pinyinOf(name);
    const { id: regionId } = await db.insertInto('region').values({
      name, pinyin: full, initials, area_id: areas.get(area) ?? null, business_circle: circle,
      address: `上海市${area}${circle}${random.int(1, 999)}${random.pick(STREETS)}${random.int(1, 300)}号`, developer,
      build_year: year, property_fee: yuanToFen(random.int(12, 80) / 10), lng: 121.4 + random.next() * 0.3, lat: 31.1 + random.next() * 0.2,
      finished: 0, created_by: creatorId, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const buildings = random.int(2, 4);
    for (let b = 1; b <= buildings; b++) {
      const { id: buildingId } = await db.insertInto('building').values({ region_id: regionId, name: `${b}号楼`, sort: b, created_at: now })
        .returning('id').executeTakeFirstOrThrow();
      if (b > 1) continue;
      const floors = random.int(6, 18);
      for (let u = 1; u <= 2; u++) {
        const { id: unitId } = await db.insertInto('unit').values({ building_id: buildingId, name: `${u}单元`, sort: u }).returning('id').executeTakeFirstOrThrow();
        const floorRows = await db.insertInto('floor')
          .values(Array.from({ length: floors }, (_, f) => ({ unit_id: unitId, number: f + 1, name: String(f + 1) })))
          .returning(['id', 'number']).execute();
        await db.insertInto('door').values(floorRows.flatMap((floor) => [1, 2].map((d) => ({
          floor_id: floor.id, name: `${String(floor.number).padStart(2, '0')}0${d}`,
        })))).execute();
      }
    }
  }
}
