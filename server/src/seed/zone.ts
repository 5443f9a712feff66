import type { Db } from '../core/db/database.js';

// Two duty zones (责任盘), each worked by two stores of its neighbourhood.
const ZONES: { name: string; remark: string; stores: string[]; regions: string[] }[] = [
  {
    name: '陆家嘴责任盘', remark: '陆家嘴滨江一线', stores: ['陆家嘴店', '世纪公园店'],
    regions: ['仁恒河滨城', '汤臣一品', '世茂滨江花园', '陆家嘴花园'],
  },
  {
    name: '徐家汇责任盘', remark: '徐家汇商圈及田林', stores: ['徐家汇店', '田林店'],
    regions: ['徐汇苑', '徐家汇花园', '田林十二村', '华府天地', '东方曼哈顿'],
  },
];

export async function seedZones(db: Db, now: number): Promise<void> {
  for (const zone of ZONES) {
    const { id } = await db.insertInto('zone').values({ name: zone.name, remark: zone.remark, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const stores = await db.selectFrom('store').select('id').where('name', 'in', zone.stores).orderBy('id').execute();
    await db.insertInto('zone_store').values(stores.map((s) => ({ zone_id: id, store_id: s.id }))).execute();
    const regions = await db.selectFrom('region').select('id').where('name', 'in', zone.regions).orderBy('id').execute();
    await db.insertInto('zone_region').values(regions.map((r) => ({ zone_id: id, region_id: r.id }))).execute();
  }
}
